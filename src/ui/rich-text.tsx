import { useMemo } from 'react';
import styled from 'styled-components';
import { serverPainted, sanitizeToFragment } from './sanitize.js';

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
 * Server HTML as the browser renders it: the backstop of the shared policy (./sanitize.ts), then
 * images load lazily and count as decorative unless they carry an alt text, and headings start at
 * `headingLevel`; the server stores rich text already so (src/server/security/html-policy.ts).
 */
export function prepareRichText(html: string, headingLevel = 2): string {
  const fragment = sanitizeToFragment(html);
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
  > :first-child {
    margin-top: 0;
  }
  > :last-child {
    margin-bottom: 0;
  }
  p,
  ul,
  ol,
  blockquote,
  figure,
  table,
  dl {
    margin: 0 0 1em;
  }
  h2,
  h3,
  h4,
  h5,
  h6 {
    margin: 1.6em 0 0.5em;
    line-height: 1.25;
  }
  h2 {
    font-size: 1.4rem;
  }
  h3 {
    font-size: 1.2rem;
  }
  h4,
  h5,
  h6 {
    font-size: 1.05rem;
  }
  ul,
  ol {
    padding-left: 1.4em;
  }
  li + li {
    margin-top: 0.35em;
  }
  blockquote {
    padding: 0.25em 0 0.25em 1em;
    border-left: 4px solid ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  img {
    display: block;
    max-width: 100%;
    height: auto;
    border-radius: ${({ theme }) => theme.radii.card}px;
  }
  table {
    display: block;
    max-width: 100%;
    overflow-x: auto;
    border-collapse: collapse;
  }
  th,
  td {
    padding: 6px 10px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
  }
  hr {
    border: 0;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

export interface RichTextProps {
  html: string;
  /** Level the body's top headings get: one below the heading that introduces the body. */
  headingLevel?: number;
  className?: string;
}

/**
 * Server HTML (stored clean), passed through the browser's backstop before it is rendered; in a
 * page the server paints, through the server's own sanitiser, which gives the same tree.
 */
export function RichText({ html, headingLevel = 2, className }: RichTextProps) {
  const clean = useMemo(
    () => serverPainted((server) => server.richText(html, headingLevel)) ?? prepareRichText(html, headingLevel),
    [html, headingLevel],
  );
  return <Body className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
