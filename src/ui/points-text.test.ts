import i18next from 'i18next';
import translation from '../../public/locales/it/translation.json';
import { pointsText } from './points-text.js';

describe('pointsText', () => {
  it('groups the figure and picks the Italian plural, without a translation file too', async () => {
    const bare = i18next.createInstance();
    await bare.init({ lng: 'it', resources: {}, interpolation: { escapeValue: false } });
    expect(pointsText(bare.t, 1500)).toBe('1.500 punti');
    expect(pointsText(bare.t, 1)).toBe('1 punto');
    expect(pointsText(bare.t, 0)).toBe('0 punti');
    // Italian's third form (a whole million): without it i18next printed the key, 'common.points'.
    expect(pointsText(bare.t, 1_000_000)).toBe('1.000.000 di punti');
    expect(pointsText(bare.t, 2_000_000)).toBe('2.000.000 di punti');
    expect(pointsText(bare.t, 1_000_001)).toBe('1.000.001 punti');
  });

  it('reads the same forms from the portal file', async () => {
    const portal = i18next.createInstance();
    await portal.init({ lng: 'it', resources: { it: { translation } }, interpolation: { escapeValue: false } });
    expect([1, 1500, 1_000_000].map((n) => pointsText(portal.t, n))).toEqual(['1 punto', '1.500 punti', '1.000.000 di punti']);
  });
});
