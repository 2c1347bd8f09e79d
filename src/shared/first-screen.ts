import type { EmbeddedBoot } from './boot-data.js';
import type { FormsModuleExports } from './forms/module-types.js';

/**
 * What the server's first-screen renderer (src/app/entry-server.tsx, built into dist/ssr) takes
 * and gives back; the server side is src/server/static/first-screen.ts.
 */
export interface FirstScreenInput {
  /** The page's path, as the browser asked for it. */
  url: string;
  /** What the page embeds for boot: app/start and the tenant file (src/server/static/boot-page.ts). */
  boot: EmbeddedBoot;
  /** The tenant's language's translation file, parsed. */
  translations: Record<string, unknown>;
  /** The request carried the session hint cookie: a customer is signed in, but who is unknown. */
  signedIn: boolean;
  /** A form's validators, compiled by the server for this tenant's revision. */
  loadForm: (revision: string | null, formId: string) => Promise<FormsModuleExports>;
}

export interface FirstScreen {
  /** The markup of #root. */
  html: string;
  /** styled-components' <style> elements for that markup. */
  styles: string;
  /** The forms painted, whose validators the browser loads before it hydrates. */
  forms: string[];
  /** The document's title as the route sets it. */
  title: string;
  /** Signed in: the screen boot loads first, whose chunk the page names (null: none, or signed out). */
  screen: string | null;
}

/** #root's attribute telling the browser how its content was rendered: 'out' (signed out) or 'in'. */
export const FIRST_SCREEN_ATTR = 'data-first-screen';
/** #root's attribute listing the painted forms, comma-separated. */
export const FIRST_SCREEN_FORMS_ATTR = 'data-forms';
