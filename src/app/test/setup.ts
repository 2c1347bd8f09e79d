import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll, vi } from 'vitest';
import { i18n } from '../i18n/i18n.js';
import translation from '../../../public/locales/it/translation.json';
import { applyTestDefaults } from '../../ui/query-client.js';
import { queryClient } from '../queries/query-client.js';
import { clearConfig } from '../stores/config.js';
import { endSession } from '../stores/session.js';
import { resetUi } from '../stores/ui.js';

// findBy*/waitFor give up after this long. Lazy screens resolve in a few ms on an idle machine,
// but CI shares two cores with the build and the browser tests: 1 s (the default) flaked there.
// The signed-in home, where sign-in, registration and routing tests land, draws six blocks: its
// first render in a file took 6-8 s there (2.4 s with no block; each block styles its parts
// afresh in jsdom), so 5 s flaked too.
configure({ asyncUtilTimeout: 10_000 });

// jsdom does not implement scrolling; the app scrolls on navigation and on "back to top".
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;

// One client for the app and the tests, as boot and sign-in write it outside React: emptied
// after every test, so each test renders over a fresh cache.
applyTestDefaults(queryClient);

beforeAll(async () => {
  // Component tests read the real Italian file; the backend and its retries have their own tests.
  if (!i18n.isInitialized) {
    await i18n.init({
      lng: 'it',
      fallbackLng: 'it',
      // A copy: i18next stores bundles by reference and tenant texts are merged into them.
      resources: { it: { translation: structuredClone(translation) } },
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
    });
  }
});

afterEach(() => {
  cleanup();
  // Stores are module singletons: every test starts logged out, before boot, with no config and
  // an empty query cache.
  endSession();
  queryClient.clear();
  clearConfig();
  resetUi();
  localStorage.clear();
  vi.mocked(window.scrollTo).mockClear();
});
