import i18next from 'i18next';
import { applyTenantTexts, nestKeys } from './tenant-texts.js';

describe('nestKeys', () => {
  it('turns dotted keys into nested objects', () => {
    expect(nestKeys({ 'login.title': 'A', 'login.sub.x': 'B', plain: 'C' })).toEqual({
      login: { title: 'A', sub: { x: 'B' } },
      plain: 'C',
    });
  });

  it('ignores keys that would reach the object prototype', () => {
    const out = nestKeys({ '__proto__.polluted': 'x', 'a.constructor.b': 'y' });
    expect(out).toEqual({});
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('applyTenantTexts', () => {
  it('overrides single texts of the loaded language and keeps the others', async () => {
    const instance = i18next.createInstance();
    await instance.init({
      lng: 'it',
      resources: { it: { translation: { login: { title: 'Accedi', usernamePlaceholder: 'Codice utente (SAP)' } } } },
    });
    applyTenantTexts(instance, { it: { 'login.title': 'Benvenuto in Aurora' }, en: { 'login.title': 'Welcome' } }, 'it');
    expect(instance.t('login.title')).toBe('Benvenuto in Aurora');
    expect(instance.t('login.usernamePlaceholder')).toBe('Codice utente (SAP)');
    // Other languages are left alone: adding a bundle early would stop i18next from fetching it.
    expect(instance.hasResourceBundle('en', 'translation')).toBe(false);
  });
});
