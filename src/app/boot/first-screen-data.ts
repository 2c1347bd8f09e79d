import { FIRST_SCREEN_DATA_ID, type FirstScreenData } from '../../shared/first-screen.js';
import { tokenSubject } from '../api/token.js';
import { adoptPaintedQueries } from '../queries/query-client-loader.js';

/**
 * The answers a customer's first screen was painted with, which the server put in the page as a
 * non-executable JSON block (src/server/static/boot-page.ts). Read once, at the start of boot:
 * they are for the customer the stored token names, or for nobody.
 */
let taken: FirstScreenData | null | undefined;
/** Whose answers the page carried: known from the first read on, even once taken. */
let carriedSubject: string | null = null;
let adopted = false;

function read(doc: Document): FirstScreenData | null {
  const element = doc.getElementById(FIRST_SCREEN_DATA_ID);
  if (!element) return null;
  element.remove();
  try {
    const data = JSON.parse(element.textContent ?? '') as Partial<FirstScreenData> | null;
    if (!data || typeof data.subject !== 'string' || typeof data.queries !== 'object' || data.queries === null) return null;
    carriedSubject = data.subject;
    return data as FirstScreenData;
  } catch {
    return null;
  }
}

/**
 * True when the page carries the answers of the customer `token` names (read or not yet): boot
 * need not prefetch the screen's data. Another customer's (the cookie and the stored token went
 * apart, e.g. a sign-in in another tab) are never adopted, so then boot prefetches as usual.
 */
export function pageCarriesDataFor(token: string | null, doc: Document = document): boolean {
  if (taken === undefined) taken = read(doc);
  return token !== null && carriedSubject !== null && carriedSubject === tokenSubject(token);
}

/**
 * Gives the query cache the painted answers when they are this token's customer's (once): true
 * when the customer's record is among them, so boot need not ask auth/me, and the browser's first
 * render meets the painted screen (src/app/main.tsx hydrates it then).
 */
export async function adoptPaintedData(token: string, doc: Document = document): Promise<boolean> {
  if (taken === undefined) taken = read(doc);
  const data = taken;
  taken = null;
  if (!data || data.subject !== tokenSubject(token)) return false;
  adopted = await adoptPaintedQueries(data.queries).catch(() => false);
  return adopted;
}

/** True once boot adopted a painted customer's answers. */
export function paintedDataAdopted(): boolean {
  return adopted;
}
