import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import styled from 'styled-components';

/**
 * What the server's rich texts use (advantage and voucher bodies, CMS sections): paragraphs,
 * headings, lists, emphasis and links. Scripts, handlers, styles, frames and images go: the server
 * sanitises too, but the browser must not trust a string because of where it came from.
 */
const ALLOWED = {
  ALLOWED_TAGS: ['p', 'br', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'a', 'b', 'strong', 'em', 'i', 'u', 'span', 'blockquote'],
  ALLOWED_ATTR: ['href', 'target', 'rel'],
};

/** Sanitised HTML; links opening a new tab get rel="noopener noreferrer". */
export function sanitizeRichText(html: string): string {
  const clean = DOMPurify.sanitize(html, ALLOWED);
  return clean.replace(/<a ([^>]*target="_blank"[^>]*)>/g, (match, attrs: string) => (/\brel=/.test(attrs) ? match : `<a ${attrs} rel="noopener noreferrer">`));
}

const Body = styled.div`
  overflow-wrap: anywhere;
  > :first-child { margin-top: 0; }
  > :last-child { margin-bottom: 0; }
  p, ul, ol { margin: 0 0 1em; }
  h2, h3, h4 { margin: 1.4em 0 0.5em; font-size: 1.15rem; }
  li + li { margin-top: 0.25em; }
`;

/** Server HTML rendered only after sanitising. */
export function RichText({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => sanitizeRichText(html), [html]);
  return <Body className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
