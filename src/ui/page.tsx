import { Link } from 'react-router-dom';
import styled from 'styled-components';

/** The frame of a screen's content: vertical rhythm, title, lead, reading width, back link. */

export const Page = styled.div`
  padding: 32px 0 56px;
  ${({ theme }) => theme.media.mobile} {
    padding: 20px 0 40px;
  }
`;

export const PageTitle = styled.h1`
  margin: 0 0 8px;
  font-size: clamp(1.6rem, 4vw, 2.3rem);
  overflow-wrap: anywhere;
  /* Focused by script after paging (tabIndex -1): a ring there would look like a stray control. */
  &[tabindex='-1']:focus {
    outline: none;
    box-shadow: none;
  }
`;

/** The sentence under a title. */
export const Lead = styled.p`
  max-width: 760px;
  margin: 0 0 24px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 1.05rem;
`;

/** A date or other small print under a title. */
export const Meta = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.9rem;
`;

/** Reading width for articles and long texts (about 75 characters a line). */
export const Narrow = styled.div`
  max-width: 780px;
  margin: 0 auto;
`;

const BackRow = styled.p`
  margin: 0 0 16px;
  a {
    display: inline-flex;
    min-height: 44px;
    align-items: center;
    gap: 6px;
    font-weight: 600;
    text-decoration: none;
  }
  a:hover {
    text-decoration: underline;
  }
`;

/** Where a link leads and what it says ('Torna alle news'). */
export interface BackTarget {
  to: string;
  label: string;
}

/** '← Torna alle news' and the like, above a detail page; the arrow is not read out. */
export function BackLink({ to, label }: BackTarget) {
  return (
    <BackRow>
      <Link to={to}>
        <span aria-hidden="true">←</span> {label}
      </Link>
    </BackRow>
  );
}
