import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import styled, { css } from 'styled-components';

/** `?page=n` as a page number: a positive integer, 1 for anything else. */
export function usePageParam(): number {
  const [params] = useSearchParams();
  const raw = params.get('page') ?? '';
  const page = /^\d{1,6}$/.test(raw) ? Number(raw) : 1;
  return page >= 1 ? page : 1;
}

/**
 * The page numbers to show: always the first and last, the current one with a neighbour each
 * side, null for a gap ('…'). 1 … 4 5 6 … 12.
 */
export function pageWindow(page: number, last: number): (number | null)[] {
  const wanted = new Set([1, last, page - 1, page, page + 1].filter((n) => n >= 1 && n <= last));
  const sorted = [...wanted].sort((a, b) => a - b);
  const out: (number | null)[] = [];
  for (const n of sorted) {
    const previous = out[out.length - 1];
    if (typeof previous === 'number' && n - previous > 1) out.push(n - previous === 2 ? n - 1 : null);
    out.push(n);
  }
  return out;
}

const Nav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: 8px;
  margin-top: 32px;
  ol { display: flex; gap: 6px; margin: 0; padding: 0; list-style: none; }
  /* Phones: 'Pagina 2 di 3' on its own line, previous and next below it at the two edges. */
  ${({ theme }) => theme.media.mobile} {
    display: grid;
    grid-template-columns: 1fr 1fr;
    gap: 8px 12px;
    ol { display: none; }
    > :first-child { justify-self: start; }
    > :last-child { justify-self: end; }
  }
`;

const step = css`
  display: inline-flex;
  min-width: 44px;
  min-height: 44px;
  align-items: center;
  justify-content: center;
  /* Flex drops the space between the label and its arrow: the gap puts it back. */
  gap: 6px;
  padding: 0 12px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.button}px;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-weight: 600;
  text-decoration: none;
`;

const PageLink = styled(Link)`
  ${step}
  &:hover { border-color: ${({ theme }) => theme.colors.primary}; color: ${({ theme }) => theme.colors.primary}; }
  &[aria-current='page'] {
    background: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primaryContrast};
  }
`;

/** Previous/next at the ends of the range: shown, not focusable, so the bar does not jump. */
const Disabled = styled.span`
  ${step}
  /* Muted rather than faded: the text keeps a 4.5:1 contrast (axe checks it even when hidden). */
  border-style: dashed;
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: 500;
`;

const Gap = styled.span`
  ${step}
  border-color: transparent;
  background: transparent;
`;

/** 'Pagina 2 di 3': the whole range in words on phones, where the numbers are hidden. */
const Position = styled.span`
  padding: 0 8px;
  color: ${({ theme }) => theme.colors.textMuted};
  ${({ theme }) => theme.media.mobile} {
    grid-column: 1 / -1;
    order: -1;
    text-align: center;
  }
  ${({ theme }) => theme.media.desktop} {
    position: absolute !important;
    width: 1px; height: 1px; margin: -1px; padding: 0;
    overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0;
  }
`;

export interface PaginationProps {
  page: number;
  lastPage: number;
}

/**
 * Links to the other pages of the current list, each a real URL (?page=n, other parameters
 * kept), so the browser's back button returns to the previous page and a page can be shared.
 */
export function Pagination({ page, lastPage }: PaginationProps) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  if (lastPage <= 1) return null;
  const href = (n: number) => {
    const params = new URLSearchParams(search);
    if (n === 1) params.delete('page');
    else params.set('page', String(n));
    const query = params.toString();
    return query ? `${pathname}?${query}` : pathname;
  };
  return (
    <Nav aria-label={t('content.pagination.label')}>
      {page > 1 ? (
        <PageLink to={href(Math.min(page - 1, lastPage))} rel="prev">
          <span aria-hidden="true">‹</span> {t('content.pagination.previous')}
        </PageLink>
      ) : (
        <Disabled aria-hidden="true">‹ {t('content.pagination.previous')}</Disabled>
      )}
      <Position>{t('content.pagination.status', { page, last: lastPage })}</Position>
      <ol>
        {pageWindow(page, lastPage).map((n, i) =>
          n === null ? (
            <li key={`gap-${i}`} aria-hidden="true">
              <Gap>…</Gap>
            </li>
          ) : (
            <li key={n}>
              <PageLink to={href(n)} aria-current={n === page ? 'page' : undefined} aria-label={t('content.pagination.page', { page: n })}>
                {n}
              </PageLink>
            </li>
          ),
        )}
      </ol>
      {page < lastPage ? (
        <PageLink to={href(page + 1)} rel="next">
          {t('content.pagination.next')} <span aria-hidden="true">›</span>
        </PageLink>
      ) : (
        <Disabled aria-hidden="true">{t('content.pagination.next')} ›</Disabled>
      )}
    </Nav>
  );
}
