import type { AppStartResponse } from '../../shared/app-start.js';
import { isPreviewDraft, type PortalToConsole, type PreviewDraft } from '../../shared/settings/preview-protocol.js';
import { validate } from '../../shared/types/generated/tenant-validator.js';
import { i18n } from '../i18n/i18n.js';
import { applyTenantTexts } from '../i18n/tenant-texts.js';
import { setConfig } from '../stores/config.js';
import { buildConfig } from './build-config.js';
import { ConfigError } from './config-error.js';
import { applyDocumentHead } from './document-head.js';

/**
 * The portal as the console's settings preview shows it (preview-mode.ts): the tenant file comes
 * from the parent frame, the saved file with the staff member's unsaved edits, and every later
 * edit is applied in place. Loaded only in that frame: customers never download this module.
 */

function tell(message: PortalToConsole): void {
  // Nothing secret in these: '*' lets the console hear them whatever host it is on.
  window.parent.postMessage(message, '*');
}

/** Only the frame's parent speaks for the console: any other window's message is ignored. */
function onDraft(handler: (draft: PreviewDraft) => void): void {
  window.addEventListener('message', (event) => {
    if (event.source !== window.parent || !isPreviewDraft(event.data)) return;
    handler(event.data);
  });
}

/** The first draft, which boot uses in place of the tenant file (and its token as the session's). */
export function firstDraft(): Promise<PreviewDraft> {
  return new Promise((resolve) => {
    let first = true;
    onDraft((draft) => {
      if (!first) return;
      first = false;
      resolve(draft);
    });
    tell({ type: 'premia:preview-ready' });
  });
}

/**
 * After boot: each draft rebuilds the config as boot does and swaps it in. The translation
 * bundle is put back to the language file before each draft's texts, so a text the staff member
 * removes comes back to the default instead of staying from the previous draft.
 */
export function followDrafts(appStart: Pick<AppStartResponse, 'alias'>): void {
  let lang = i18n.language;
  const pristine = structuredClone(i18n.getResourceBundle(lang, 'translation') as object);
  onDraft((draft) => {
    try {
      const config = buildConfig({ alias: appStart.alias, overrides: {} }, draft.tenant, validate);
      if (config.lang === lang) {
        i18n.addResourceBundle(lang, 'translation', structuredClone(pristine), false, true);
        applyTenantTexts(i18n, config.texts, lang);
      }
      lang = config.lang;
      applyDocumentHead(config);
      setConfig(config);
      // react-i18next re-renders on a language change, not on a resource change.
      void i18n.changeLanguage(lang);
      tell({ type: 'premia:preview-ready' });
    } catch (error) {
      tell({ type: 'premia:preview-refused', problems: error instanceof ConfigError ? error.details : [String(error)] });
    }
  });
  // Edits made while boot ran were not heard: saying ready again makes the console send its latest.
  tell({ type: 'premia:preview-ready' });
}
