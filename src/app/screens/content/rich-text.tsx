import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import styled from 'styled-components';

/**
 * The tags the server's own sanitiser lets through for news, notices, notifications, CMS sections
 * and initiative pages (src/server/modules/content/sanitize.ts), plus h1/h5/h6 so a heading an
 * operator typed at the wrong level is re-levelled rather than dropped. Same DOMPurify as the
 * consent checkbox, with a wider list: these are articles, not labels.
 */
const ALLOWED = {
  ALLOWED_TAGS: [
    'p', 'br', 'hr', 'strong', 'b', 'em', 'i', 'u', 's', 'small', 'sup', 'sub', 'span',
    'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'ul', 'ol', 'li', 'blockquote', 'a', 'img', 'figure', 'figcaption',
    'table', 'thead', 'tbody', 'tr', 'th', 'td', 'dl', 'dt', 'dd',
  ],
  ALLOWED_ATTR: ['href', 'target', 'rel', 'src', 'alt', 'width', 'height', 'title', 'lang', 'colspan', 'rowspan', 'scope', 'start'],
};

const HEADING = /^H([1-6])$/;

/**
 * Moves the fragment's headings so the highest one becomes `<h{level}>`, keeping their relative
 * steps: a page's outline stays in order whatever level the CMS author started at.
 */
function relevelHeadings(root: DocumentFragment, level: number): void {
  const headings = Array.from(root.querySelectorAll('h1, h2, h3, h4, h5, h6'));
  if (headings.length === 0) return;
  const levelOf = (el: Element) => Number(HEADING.exec(el.tagName)?.[1] ?? 6);
  const shift = level - Math.min(...headings.map(levelOf));
  if (shift === 0) return;
  for (const heading of headings) {
    const next = Math.min(6, Math.max(level, levelOf(heading) + shift));
    const replacement = heading.ownerDocument.createElement(`h${next}`);
    for (const attr of Array.from(heading.attributes)) replacement.setAttribute(attr.name, attr.value);
    replacement.append(...Array.from(heading.childNodes));
    heading.replaceWith(replacement);
  }
}

/**
 * Server HTML made safe to render: DOMPurify with the allow-list above, links opening a new tab
 * get rel="noopener noreferrer" (no window.opener for the other site), images load lazily and
 * count as decorative unless they carry an alt text, headings start at `headingLevel`.
 */
export function sanitizeContentHtml(html: string, headingLevel = 2): string {
  const fragment = DOMPurify.sanitize(html, { ...ALLOWED, RETURN_DOM_FRAGMENT: true });
  for (const link of Array.from(fragment.querySelectorAll('a[target]'))) {
    if (link.getAttribute('target') === '_blank') link.setAttribute('rel', 'noopener noreferrer');
    else link.removeAttribute('target');
  }
  for (const img of Array.from(fragment.querySelectorAll('img'))) {
    img.setAttribute('loading', 'lazy');
    img.setAttribute('decoding', 'async');
    if (!img.hasAttribute('alt')) img.setAttribute('alt', '');
  }
  relevelHeadings(fragment, headingLevel);
  const box = document.createElement('div');
  box.append(fragment);
  return box.innerHTML;
}

const Body = styled.div`
  overflow-wrap: anywhere;
  font-size: 1.05rem;
  line-height: 1.65;
  > :first-child { margin-top: 0; }
  > :last-child { margin-bottom: 0; }
  p, ul, ol, blockquote, figure, table, dl { margin: 0 0 1em; }
  h2, h3, h4, h5, h6 { margin: 1.6em 0 0.5em; line-height: 1.25; }
  h2 { font-size: 1.4rem; }
  h3 { font-size: 1.2rem; }
  h4, h5, h6 { font-size: 1.05rem; }
  ul, ol { padding-left: 1.4em; }
  li + li { margin-top: 0.35em; }
  blockquote {
    padding: 0.25em 0 0.25em 1em;
    border-left: 4px solid ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  img { display: block; max-width: 100%; height: auto; border-radius: ${({ theme }) => theme.radii.card}px; }
  table { display: block; max-width: 100%; overflow-x: auto; border-collapse: collapse; }
  th, td { padding: 6px 10px; border: 1px solid ${({ theme }) => theme.colors.border}; text-align: left; }
  hr { border: 0; border-top: 1px solid ${({ theme }) => theme.colors.border}; }
`;

export interface RichTextProps {
  html: string;
  /** Level the body's top headings get: one below the heading that introduces the body. */
  headingLevel?: number;
  className?: string;
}

/** Server HTML, rendered only after sanitising it again in the browser. */
export function RichText({ html, headingLevel = 2, className }: RichTextProps) {
  const clean = useMemo(() => sanitizeContentHtml(html, headingLevel), [html, headingLevel]);
  return <Body className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
