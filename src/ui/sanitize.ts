import { useMemo } from 'react';
import DOMPurify, { type Config } from 'dompurify';
import type { ServerHtmlSanitiser } from '../shared/first-screen.js';
import {
  DROPPED_WITH_CONTENT,
  INLINE_POLICY,
  NEW_TAB_REL,
  RICH_TEXT_POLICY,
  attributeNames,
  keepsAttribute,
  type HtmlPolicy,
} from '../shared/html-policy.js';

/**
 * The browser's backstop: DOMPurify configured from the shared policy (src/shared/html-policy.ts),
 * the same allow-list the server's sanitiser (src/server/security/html-policy.ts, sanitize-html)
 * applies once to every HTML it stores. What the API serves is already clean; this pass keeps a
 * page safe should anything else reach it, and it is the only sanitiser of what a staff member
 * has not saved yet (the console's previews). Where there is no DOM (the page the server paints)
 * the server's sanitiser is handed over instead (setServerSanitiser), so both sides apply one
 * policy; tests/contract/html-policy.test.ts feeds both the same hostile HTML.
 */

let serverSanitiser: ServerHtmlSanitiser | null = null;

/** The sanitiser for renders without a DOM: the first-screen renderer hands over the server's. */
export function setServerSanitiser(sanitiser: ServerHtmlSanitiser | null): void {
  serverSanitiser = sanitiser;
}

/**
 * A render on the server (the first-screen renderer handed its sanitiser over): what `paint` makes
 * with it; null in the browser, which renders through DOMPurify.
 */
export function serverPainted(paint: (sanitiser: ServerHtmlSanitiser) => string): string | null {
  return serverSanitiser ? paint(serverSanitiser) : null;
}

type Sanitise = (html: string) => DocumentFragment;

const purifiers = new Map<HtmlPolicy, Sanitise>();

/** One DOMPurify instance per policy: hooks are per instance, and each policy has its own. */
function purifierFor(policy: HtmlPolicy): Sanitise {
  const cached = purifiers.get(policy);
  if (cached) return cached;
  const purify = DOMPurify(window);
  purify.addHook('uponSanitizeAttribute', (node, data) => {
    // The per-tag part of the policy, which DOMPurify's one global attribute list cannot say.
    if (!keepsAttribute(policy, node.nodeName.toLowerCase(), data.attrName, data.attrValue)) data.keepAttr = false;
  });
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName === 'A' && node.getAttribute('target') === '_blank') node.setAttribute('rel', NEW_TAB_REL);
  });
  const config: Config = {
    ALLOWED_TAGS: [...policy.tags],
    ALLOWED_ATTR: attributeNames(policy),
    FORBID_CONTENTS: [...DROPPED_WITH_CONTENT],
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    // Parse as the inside of <body>, as the server's tokenizer reads it: a leading <noscript> or
    // <style> would otherwise open the document's <head>.
    FORCE_BODY: true,
  };
  const sanitise: Sanitise = (html) => purify.sanitize(html, { ...config, RETURN_DOM_FRAGMENT: true });
  purifiers.set(policy, sanitise);
  return sanitise;
}

/** Sanitised HTML as a fragment, for callers that adjust it before it is shown (RichText). */
export function sanitizeToFragment(html: string, policy: HtmlPolicy = RICH_TEXT_POLICY): DocumentFragment {
  return purifierFor(policy)(html);
}

/** Sanitised HTML as a string, ready for dangerouslySetInnerHTML. */
export function sanitizeHtml(html: string, policy: HtmlPolicy = RICH_TEXT_POLICY): string {
  const box = document.createElement('div');
  box.append(sanitizeToFragment(html, policy));
  return box.innerHTML;
}

/**
 * A label's HTML (consent checkbox, prize description) for a component's render, with the inline
 * subset of the policy: DOMPurify in the browser, the server's sanitiser in a page it paints (the
 * same tree, so the render that hydrates it meets the painted markup).
 */
export function useSanitizedLabel(html: string): string {
  return useMemo(() => serverPainted((server) => server.label(html)) ?? sanitizeLabel(html), [html]);
}

/** A label's HTML (consent checkbox, prize description): the inline subset of the policy. */
export function sanitizeLabel(html: string): string {
  return sanitizeHtml(html, INLINE_POLICY);
}
