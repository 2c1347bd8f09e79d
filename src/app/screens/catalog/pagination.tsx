import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';

type Entry = { kind: 'page'; page: number } | { kind: 'gap'; key: string };

/** Pages to show: the first, the last, the current one and its neighbours, with gaps between. */
export function pageEntries(current: number, last: number): Entry[] {
  const shown = new Set([1, last, current, current - 1, current + 1].filter((p) => p >= 1 && p <= last));
  const pages = [...shown].sort((a, b) => a - b);
  const out: Entry[] = [];
  pages.forEach((page, i) => {
    const previous = pages[i - 1];
    if (previous !== undefined && page - previous > 1) out.push({ kind: 'gap', key: `gap-${page}` });
    out.push({ kind: 'page', page });
  });
  return out;
}

const Nav = styled.nav`
  display: flex;
  justify-content: center;
  padding: 32px 0 8px;
`;

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: 6px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

/**
 * Narrow screens cannot fit the numbered pages on one line: they show '‹ 2 / 4 ›' instead (the
 * results line above says 'pagina 2 di 4' in words for screen readers).
 */
const Item = styled.li<{ $numbered?: boolean }>`
  ${({ $numbered, theme }) =>
    $numbered &&
    css`
      ${theme.media.mobile} {
        display: none;
      }
    `}
`;

const Compact = styled.li`
  padding: 0 12px;
  font-weight: 600;
  ${({ theme }) => theme.media.desktop} {
    display: none;
  }
`;

const cell = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 4px;
  min-width: 44px;
  height: 44px;
  padding: 0 10px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.button}px;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-weight: 600;
  text-decoration: none;
`;

const PageLink = styled(Link)`
  ${cell}
  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primary};
  }
  &[aria-current='page'] {
    background: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primaryContrast};
  }
`;

const Disabled = styled.span`
  ${cell}
  color: ${({ theme }) => theme.colors.textMuted};
  opacity: 0.6;
`;

const Gap = styled.span`
  display: inline-flex;
  width: 24px;
  justify-content: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Words beside the arrows, dropped on narrow screens where the arrows and the label suffice. */
const StepText = styled.span`
  ${({ theme }) => theme.media.mobile} {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }
`;

export interface PaginationProps {
  page: number;
  lastPage: number;
  /** The address of a page (the current view's query string with that page). */
  hrefFor: (page: number) => string;
  /** After a page link is followed (the screen moves focus to the new results). */
  onNavigate?: () => void;
}

/** Pages of the results as real links (they can be opened in a new tab or shared). */
export function Pagination({ page, lastPage, hrefFor, onNavigate }: PaginationProps) {
  const { t } = useTranslation();
  if (lastPage <= 1) return null;
  const step = (target: number, label: string, arrow: string, rel: 'prev' | 'next') => {
    const enabled = target >= 1 && target <= lastPage;
    const content = (
      <>
        {rel === 'prev' && <span aria-hidden="true">{arrow}</span>}
        <StepText>{label}</StepText>
        {rel === 'next' && <span aria-hidden="true">{arrow}</span>}
      </>
    );
    return enabled ? (
      <PageLink to={hrefFor(target)} rel={rel} aria-label={label} onClick={onNavigate}>
        {content}
      </PageLink>
    ) : (
      <Disabled aria-disabled="true" aria-label={label} role="link">
        {content}
      </Disabled>
    );
  };
  return (
    <Nav aria-label={t('catalog.pagination.label')}>
      <List>
        <Item>{step(page - 1, t('catalog.pagination.previous'), '‹', 'prev')}</Item>
        {pageEntries(page, lastPage).map((entry) =>
          entry.kind === 'gap' ? (
            <Item key={entry.key} $numbered aria-hidden="true">
              <Gap>…</Gap>
            </Item>
          ) : (
            <Item key={entry.page} $numbered>
              <PageLink
                to={hrefFor(entry.page)}
                aria-label={t('catalog.pagination.page', { page: entry.page })}
                aria-current={entry.page === page ? 'page' : undefined}
                onClick={onNavigate}
              >
                {entry.page}
              </PageLink>
            </Item>
          ),
        )}
        <Compact aria-hidden="true">
          {page} / {lastPage}
        </Compact>
        <Item>{step(page + 1, t('catalog.pagination.next'), '›', 'next')}</Item>
      </List>
    </Nav>
  );
}
