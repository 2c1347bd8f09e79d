import i18next from 'i18next';
import { pointsText } from './points-text.js';

describe('pointsText', () => {
  it('groups the figure and picks the Italian plural, without a translation file too', async () => {
    const bare = i18next.createInstance();
    await bare.init({ lng: 'it', resources: {}, interpolation: { escapeValue: false } });
    expect(pointsText(bare.t, 1500)).toBe('1.500 punti');
    expect(pointsText(bare.t, 1)).toBe('1 punto');
    expect(pointsText(bare.t, 0)).toBe('0 punti');
  });
});
