import { useMemo } from 'react';
import DOMPurify, { type Config } from 'dompurify';
import { sanitizeHtml as sanitizeMarkup } from '../shared/html-sanitize.js';
import { useHydrated } from './use-hydrated.js';
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
 * The browser's sanitiser: DOMPurify configured from the shared policy (src/shared/html-policy.ts),
 * the same the tokenizer (src/shared/html-sanitize.ts) applies to the API's answers and to a page
 * the server paints. This one runs once the page's scripts handle it, with the browser's own HTML
 * parser, and replaces what was painted (useSanitized).
 */

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
 * subset of the policy. The server has no DOM for DOMPurify, so a page it paints carries the
 * shared tokenizer's output (src/shared/html-sanitize.ts, the same policy), and so does the render
 * that hydrates it, which must meet the painted markup; once the page's scripts handle it,
 * DOMPurify's output takes its place.
 */
export function useSanitizedLabel(html: string): string {
  const hydrated = useHydrated();
  return useMemo(() => (hydrated ? sanitizeLabel(html) : sanitizeMarkup(html, INLINE_POLICY)), [html, hydrated]);
}

/** A label's HTML (consent checkbox, prize description): the inline subset of the policy. */
export function sanitizeLabel(html: string): string {
  return sanitizeHtml(html, INLINE_POLICY);
}
