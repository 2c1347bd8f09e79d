import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';

const Section = styled.section`
  margin: 0 0 40px;
  ${({ theme }) => theme.media.mobile} {
    margin-bottom: 32px;
  }
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: 4px 16px;
  margin: 0 0 14px;
  h2 {
    margin: 0;
    font-size: 1.5rem;
  }
  a {
    display: inline-flex;
    min-height: 44px;
    align-items: center;
    /* A flex box drops the space between the words and the arrow. */
    gap: 0.35em;
    font-weight: 600;
  }
`;

const Intro = styled.p`
  flex-basis: 100%;
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface SectionBlockProps {
  /** Id of the heading, which names the section (a landmark region for screen readers). */
  headingId: string;
  title: string;
  /** A sentence under the title. */
  intro?: ReactNode;
  /** Where 'see all' leads, when there is somewhere to go. */
  more?: { to: string; label: string } | null;
  children: ReactNode;
}

/** A titled block of a page made of blocks (the home): heading, an optional 'see all' link, the content. */
export function SectionBlock({ headingId, title, intro, more, children }: SectionBlockProps) {
  return (
    <Section aria-labelledby={headingId}>
      <Head>
        <h2 id={headingId}>{title}</h2>
        {more && (
          <Link to={more.to}>
            {more.label}
            <span aria-hidden="true">→</span>
          </Link>
        )}
        {intro && <Intro>{intro}</Intro>}
      </Head>
      {children}
    </Section>
  );
}
