import styled from 'styled-components';
import { useSanitizedLabel } from '../../../ui/sanitize.js';

const Text = styled.div`
  color: ${({ theme }) => theme.colors.text};
  /* Plain text keeps the line breaks it was written with. */
  &[data-format='text'] {
    white-space: pre-line;
  }
  p {
    margin: 0 0 0.75em;
  }
`;

/** True when the text carries markup (some back ends send HTML descriptions). */
export function looksLikeHtml(text: string): boolean {
  return /<\/?[a-z][^>]*>/i.test(text);
}

/** The allow-list drops block tags: their ends become line breaks so paragraphs stay apart. */
function keepBreaks(html: string): string {
  return html.replace(/<\/(p|div|li|h[1-6])\s*>/gi, '<br>').replace(/(<br\s*\/?>\s*)+$/i, '');
}

/**
 * A prize's description: plain text as text; HTML only after sanitising it with the inline
 * subset of the shared policy, as the consent labels are (text, emphasis, line breaks and links).
 */
export function ProductDescription({ text }: { text: string }) {
  const isHtml = looksLikeHtml(text);
  const html = useSanitizedLabel(isHtml ? keepBreaks(text) : '');
  if (!isHtml) return <Text data-format="text">{text}</Text>;
  return <Text data-format="html" dangerouslySetInnerHTML={{ __html: html }} />;
}
