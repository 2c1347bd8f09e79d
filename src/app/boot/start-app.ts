import { getAppStart, getTenantFile } from '../api/app.js';
import { setRequestLanguage } from '../api/client.js';
import { i18n, initI18n } from '../i18n/i18n.js';
import { setFormsRevision } from '../forms/validators.js';
import { applyTenantTexts } from '../i18n/tenant-texts.js';
import { setConfig } from '../stores/config.js';
import { installSessionExpiry, restoreSession } from '../stores/session.js';
import { bootFailed, bootSucceeded } from '../stores/ui.js';
import { DEFAULT_LANG } from '../../shared/constants.js';
import { startAnalytics } from './analytics.js';
import { buildConfig } from './build-config.js';
import { classifyBootFailure } from './classify-failure.js';
import { applyDocumentHead } from './document-head.js';

/**
 * Starts the app. Everything that does not depend on the config runs at once (brief: boot requests
 * in parallel, no waterfall deeper than two): app/start, the tenant file, the user (auth/me when a
 * token exists), the translation file of the default language and the validator chunk. Only a
 * tenant whose language is not the default costs a second round trip.
 */
export async function startApp(): Promise<void> {
  installSessionExpiry();
  const validator = import('../../shared/types/generated/tenant-validator.js');
  const translations = initI18n(DEFAULT_LANG);
  try {
    const [appStart, tenantFile, { validate }] = await Promise.all([getAppStart(), getTenantFile(), validator, restoreSession()]);
    const config = buildConfig(appStart, tenantFile, validate);
    // Form validators are served per tenant revision: this revision's URL is cached for good.
    setFormsRevision(appStart.revision);
    setRequestLanguage(config.lang);
    await translations;
    if (i18n.language !== config.lang) await initI18n(config.lang);
    applyTenantTexts(i18n, config.texts, config.lang);
    applyDocumentHead(config);
    startAnalytics(config.features.analytics);
    setConfig(config);
    bootSucceeded();
  } catch (error) {
    const failure = classifyBootFailure(error);
    // Operators read the console: configuration errors carry the file and key path.
    console.error(failure.details.length > 0 ? failure.details.join('\n') : error);
    // Error screens are translated too; they fall back to Italian defaults if the file never came.
    await translations.catch(() => undefined);
    bootFailed(failure);
  }
}
