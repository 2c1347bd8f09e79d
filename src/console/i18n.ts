import { createInstance } from 'i18next';
import { initReactI18next } from 'react-i18next';

/**
 * The kit's components (states, spinner, modal, pagination) say their words through
 * react-i18next with Italian defaults, as the portal translates them per tenant. The console is
 * Italian only: an instance with no resources answers every key with its Italian default,
 * instead of react-i18next warning on each render that it has no instance.
 */
export const consoleI18n = createInstance();
void consoleI18n.use(initReactI18next).init({
  lng: 'it',
  fallbackLng: false,
  resources: {},
  initAsync: false,
  interpolation: { escapeValue: false },
});
