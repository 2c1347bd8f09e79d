import styled from 'styled-components';
import { looksLikeHtml } from '../../../shared/html-policy.js';
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

/**
 * A prize's description: plain text as text; HTML as the server stored it (the inline subset of
 * the one policy, paragraphs already turned into line breaks), through the label backstop.
 */
export function ProductDescription({ text }: { text: string }) {
  const isHtml = looksLikeHtml(text);
  const html = useSanitizedLabel(isHtml ? text : '');
  if (!isHtml) return <Text data-format="text">{text}</Text>;
  return <Text data-format="html" dangerouslySetInnerHTML={{ __html: html }} />;
}
