import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import styled, { css } from 'styled-components';

/**
 * The page numbers to show: always the first and last, the current one with a neighbour each
 * side, null for a gap ('…'). 1 … 4 5 6 … 12. A gap of one page shows that page instead: a '…'
 * standing for a single number hides it for nothing.
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
  ol {
    display: flex;
    gap: 6px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  /* Phones: 'Pagina 2 di 3' on its own line, previous and next below it at the two edges. */
  ${({ theme }) => theme.media.mobile} {
    display: grid;
    grid-template-columns: 1fr 1fr;
    gap: 8px 12px;
    ol {
      display: none;
    }
    > :first-child {
      justify-self: start;
    }
    > :last-child {
      justify-self: end;
    }
  }
`;

const cell = css`
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

/** Previous/next at the ends of the range: shown, not focusable, so the bar does not jump. */
const Disabled = styled.span`
  ${cell}
  /* Muted rather than faded: the text keeps a 4.5:1 contrast (axe checks it even when hidden). */
  border-style: dashed;
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: 500;
`;

const Gap = styled.span`
  ${cell}
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
    width: 1px;
    height: 1px;
    margin: -1px;
    padding: 0;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
    border: 0;
  }
`;

export interface PaginationProps {
  page: number;
  lastPage: number;
  /** Names the navigation landmark when a page has more than one list ('Paginazione' otherwise). */
  label?: string;
  /** The query parameter holding the page: 'page', or the list's own ('pagina' in the catalogue). */
  param?: string;
  /** After a page link is followed (a screen moves focus to the top of the new results). */
  onNavigate?: () => void;
}

/**
 * Links to the other pages of the list on screen. Each is a real URL (the current address with
 * the page parameter changed, every other parameter kept, none for page 1), so the browser's
 * back button walks the pages, a page opens in a new tab and can be shared, and Tab and Enter are
 * all the keyboard needs. The current page is marked aria-current. Hidden when one page holds all.
 */
export function Pagination({ page, lastPage, label, param = 'page', onNavigate }: PaginationProps) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  if (lastPage <= 1) return null;
  const href = (n: number) => {
    const params = new URLSearchParams(search);
    if (n === 1) params.delete(param);
    else params.set(param, String(n));
    const query = params.toString();
    return query ? `${pathname}?${query}` : pathname;
  };
  const previous = t('ui.pagination.previous', { defaultValue: 'Precedente' });
  const next = t('ui.pagination.next', { defaultValue: 'Successiva' });
  return (
    <Nav aria-label={label ?? t('ui.pagination.label', { defaultValue: 'Paginazione' })}>
      {page > 1 ? (
        <PageLink to={href(Math.min(page - 1, lastPage))} rel="prev" onClick={onNavigate}>
          <span aria-hidden="true">‹</span> {previous}
        </PageLink>
      ) : (
        <Disabled aria-hidden="true">‹ {previous}</Disabled>
      )}
      <Position>{t('ui.pagination.status', { page, last: lastPage, defaultValue: 'Pagina {{page}} di {{last}}' })}</Position>
      <ol>
        {pageWindow(page, lastPage).map((n, i) =>
          n === null ? (
            <li key={`gap-${i}`} aria-hidden="true">
              <Gap>…</Gap>
            </li>
          ) : (
            <li key={n}>
              <PageLink
                to={href(n)}
                aria-current={n === page ? 'page' : undefined}
                aria-label={t('ui.pagination.page', { page: n, defaultValue: 'Pagina {{page}}' })}
                onClick={onNavigate}
              >
                {n}
              </PageLink>
            </li>
          ),
        )}
      </ol>
      {page < lastPage ? (
        <PageLink to={href(page + 1)} rel="next" onClick={onNavigate}>
          {next} <span aria-hidden="true">›</span>
        </PageLink>
      ) : (
        <Disabled aria-hidden="true">{next} ›</Disabled>
      )}
    </Nav>
  );
}
