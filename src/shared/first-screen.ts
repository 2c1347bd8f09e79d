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
  /** The request carried the session cookie: a customer is signed in (who, only with `customer`). */
  signedIn: boolean;
  /**
   * The customer the session cookie names, when it carried an access token the server verified:
   * the screen is then painted with their data. Absent: the signed-in layout's skeleton.
   */
  customer?: FirstScreenCustomer;
  /** A form's validators, compiled by the server for this tenant's revision. */
  loadForm: (revision: string | null, formId: string) => Promise<FormsModuleExports>;
  /** The server's HTML sanitiser (src/server/security/html-policy.ts), for the rich text the page paints. */
  sanitiser: ServerHtmlSanitiser;
}

/**
 * The one HTML policy as the server applies it, for a page painted where there is no DOM for the
 * browser's DOMPurify: rich text with its highest heading at a level, and a label's inline HTML.
 */
export interface ServerHtmlSanitiser {
  richText(html: string, topHeading: number): string;
  label(html: string): string;
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
  /** Painted with a customer's data: what the browser's first render reads, for it to hydrate the same markup. */
  data: FirstScreenData | null;
}

/** A GET on the /v1 API as the page's customer, answered in process. */
export type CustomerGet = (url: string) => Promise<{ status: number; body: string }>;

export interface FirstScreenCustomer {
  /** The access token of the session cookie, verified (signature, tenant, expiry). */
  token: string;
  /** `url` is the client's, under /v1 (e.g. '/auth/me'). */
  get: CustomerGet;
}

/**
 * The queries a customer's painted screen read, as the query library dehydrates them, and the
 * customer they belong to (the token's subject): the browser adopts them only for the customer
 * its own stored token names.
 */
export interface FirstScreenData {
  subject: string;
  queries: unknown;
}

/** The non-executable JSON block that carries FirstScreenData in the page. */
export const FIRST_SCREEN_DATA_ID = 'premia-first-data';

/**
 * #root's attribute telling the browser how its content was rendered: 'out' (signed out), 'in'
 * (the signed-in layout around a loading screen) or 'customer' (a customer's screen with data).
 */
export const FIRST_SCREEN_ATTR = 'data-first-screen';
/**
 * On <html> once the app handles the page (hydrated or drawn, boot over, its painted forms
 * included: src/app/boot/interactive-mark.ts): public/after-paint.js then presses again a button
 * tapped before, and browser journeys wait for it.
 */
export const INTERACTIVE_ATTR = 'data-interactive';
/** On <html> while the app handles the page but painted forms (ids, space-separated) wait for the forms engine. */
export const AWAITING_FORMS_ATTR = 'data-awaiting-forms';
/** #root's attribute listing the painted forms, comma-separated. */
export const FIRST_SCREEN_FORMS_ATTR = 'data-forms';
