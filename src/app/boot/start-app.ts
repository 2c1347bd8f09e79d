import { getAppStart, getTenantFile } from '../api/app.js';
import { setRequestLanguage } from '../api/client.js';
import { i18n, initI18n } from '../i18n/i18n.js';
import { setFormsRevision } from '../forms/validators.js';
import { applyTenantTexts } from '../i18n/tenant-texts.js';
import { setConfig } from '../stores/config.js';
import { installSessionExpiry, restoreSession, sessionStore } from '../stores/session.js';
import { writeToken } from '../api/token.js';
import { bootFailed, bootSucceeded } from '../stores/ui.js';
import { DEFAULT_LANG } from '../../shared/constants.js';
import { adoptZoneOffsets } from '../../shared/time-zone.js';
import { startAnalytics } from './analytics.js';
import { buildConfig } from './build-config.js';
import { classifyBootFailure } from './classify-failure.js';
import { takeEmbeddedBoot } from './embedded-boot.js';
import { pageCarriesDataFor } from './first-screen-data.js';
import { prefetchScreenData, prefetchScreenFor } from './prefetch-screen.js';
import { applyDocumentHead } from './document-head.js';
import { PREVIEW_MODE } from './preview-mode.js';

/**
 * Starts the app. Everything that does not depend on the config runs at once (brief: boot requests
 * in parallel, no waterfall deeper than two): app/start, the tenant file, the user (auth/me when a
 * token exists), the translation file of the default language. The server usually embeds app/start
 * and the tenant file in the page and preloads the translations (src/server/static/boot-page.ts),
 * so only auth/me is a request of its own. Only a tenant whose language is not the default costs a
 * second round trip.
 */
export async function startApp(): Promise<void> {
  installSessionExpiry();
  const translations = initI18n(DEFAULT_LANG);
  try {
    // The console's settings preview gives the tenant file (with unsaved edits) and the customer.
    const preview = PREVIEW_MODE ? import('./preview.js') : null;
    const draft = preview ? preview.then((m) => m.firstDraft()) : null;
    const session = draft ? draft.then((d) => (d.token ? writeToken(d.token) : undefined)).then(restoreSession) : restoreSession();
    // Awaited below; marked handled so a config failure first does not leave it unhandled.
    session.catch(() => undefined);
    // The server usually embeds both answers in index.html (embedded-boot.ts): no round trip.
    const embedded = takeEmbeddedBoot();
    // The tenant's clock from the server's table: no Intl.DateTimeFormat for the dates on view.
    if (embedded?.clock) adoptZoneOffsets(embedded.clock);
    // What the server embedded it has validated; answers fetched (a page without them, such as
    // `npm run dev`) and the preview's draft are checked here, by the validator loaded for them
    // (about 12 KB compressed that a page with embedded answers does not load).
    const validator = embedded && !draft ? null : import('../../shared/types/generated/tenant-validator.js');
    const [appStart, tenantFile, validate] = await Promise.all([
      embedded?.start ?? getAppStart(),
      draft ? draft.then((d) => d.tenant) : (embedded?.tenant ?? getTenantFile()),
      validator?.then((m) => m.validate) ?? null,
    ]);
    // A draft is the whole tenant as it would be saved: the stored overrides are in it already.
    const config = buildConfig(draft ? { alias: appStart.alias, overrides: {} } : appStart, tenantFile, validate);
    // Form validators are served per tenant revision: this revision's URL is cached for good.
    setFormsRevision(appStart.revision);
    setRequestLanguage(config.lang);
    // The page's screen chunk loads while the user (auth/me) is still being fetched.
    const screen = prefetchScreenFor(config, window.location.pathname, sessionStore.token !== null);
    // With a stored token, the screen's first data too (prefetchScreenData checks the token once
    // the chunk is in), unless the page carried it (a screen the server painted for the customer).
    if (screen && !pageCarriesDataFor(sessionStore.token))
      void screen.ready.then(() => prefetchScreenData(screen.screen, window.location.search));
    await session;
    await translations;
    // The first render shows the page's screen once its chunk (and the query client) is in, rather
    // than the layout around a loading screen (the server painted the page already): a screen
    // revealed later waits out React's Suspense throttle, and its data requests with it
    // (registry/screens.ts). Hydration needs it too: a screen whose chunk arrived halfway through
    // would render without the client its providers did not yet hold, and throw.
    await screen?.ready;
    if (i18n.language !== config.lang) await initI18n(config.lang);
    applyTenantTexts(i18n, config.texts, config.lang);
    applyDocumentHead(config);
    if (!preview) startAnalytics(config.features.analytics);
    setConfig(config);
    bootSucceeded();
    if (preview) (await preview).followDrafts(appStart);
  } catch (error) {
    const failure = classifyBootFailure(error);
    if (failure.kind === 'appNotFound') {
      // An address that serves no initiative is an answer, not a fault of the app: no stack.
      console.warn(`Nessuna iniziativa per ${window.location.hostname} (app/start: ${failure.status})`);
    } else {
      // Operators read the console: configuration errors carry the file and key path.
      console.error(failure.details.length > 0 ? failure.details.join('\n') : error);
    }
    // Error screens are translated too; they fall back to Italian defaults if the file never came.
    await translations.catch(() => undefined);
    bootFailed(failure);
  }
}
