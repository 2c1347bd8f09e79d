import type { UseQueryResult } from '@tanstack/react-query';
import { useId, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { PRODUCTS_PAGE_SIZE } from '../../../shared/constants.js';
import { productsErrorText } from '../../api/catalog-errors.js';
import type { ProductPage } from '../../api/catalog.js';
import { Button } from '../../../ui/button.js';
import { hasFilters, lastPageOf, type CatalogueQuery } from './catalogue-query.js';
import { formatNumber } from '../../../shared/format.js';
import { ProductCard, ProductCardSkeleton } from './product-card.js';
import { EmptyState, ErrorState } from '../../../ui/states.js';
import { buttonLinkStyle } from './styles.js';

/** Cards in the first row (4 columns at most) load at once; the rest when scrolled near. */
const EAGER_CARDS = 4;

/** `$stale`: the previous page, shown dimmed while the next one loads. */
const Grid = styled.ul<{ $stale?: boolean }>`
  display: grid;
  opacity: ${({ $stale }) => ($stale ? 0.55 : 1)};
  transition: opacity 0.15s;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  gap: 20px;
  margin: 0;
  padding: 0;
  list-style: none;
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: 12px;
  }
`;

const Head = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  min-height: 1.5em;
  margin-bottom: 12px;
  h2:focus {
    outline: none;
  }
`;

const Count = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const FirstPage = styled(Link)`
  ${buttonLinkStyle}
`;

export interface ProductGridProps {
  /** The page of prizes for the view (queries/catalog.ts useProducts). */
  products: UseQueryResult<ProductPage>;
  query: CatalogueQuery;
  balance: number | null;
  headingRef: Ref<HTMLHeadingElement>;
  linkFor: (productId: number) => string;
  linkState: unknown;
  onRetry: () => void;
  onClearFilters: () => void;
  firstPageHref: string;
}

/**
 * The results: a skeleton grid on the first load, the cards (the previous page's, dimmed, while
 * another loads), or the empty and error states. Busy until the view's own answer is shown.
 */
export function ProductGrid({
  products,
  query,
  balance,
  headingRef,
  linkFor,
  linkState,
  onRetry,
  onClearFilters,
  firstPageHref,
}: ProductGridProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const busy = products.isPending || products.isPlaceholderData;
  const answer = products.isError ? undefined : products.data;
  const cards = answer && answer.data.length > 0 ? answer.data : null;
  const failure = products.isError ? productsErrorText(products.error) : null;
  const lastPage = lastPageOf(answer);

  let count = '';
  if (busy) count = t('catalog.results.loading');
  else if (answer && answer.total > 0) {
    // A capped search count (total_exact false): the pager offers only the pages known to exist.
    count =
      answer.total_exact === false
        ? t('catalog.results.moreThan', { value: formatNumber(answer.total) })
        : t('catalog.results.count', { count: answer.total, value: formatNumber(answer.total) });
    if (lastPage > 1) count += ` · ${t('catalog.results.pageOf', { page: query.page, last: lastPage })}`;
  }

  return (
    <section aria-labelledby={headingId} aria-busy={busy}>
      <Head>
        <h2 id={headingId} ref={headingRef} tabIndex={-1} className="visually-hidden">
          {t('catalog.results.title')}
        </h2>
        <Count role="status">{count}</Count>
      </Head>
      {busy && !cards && (
        <Grid aria-hidden="true">
          {Array.from({ length: PRODUCTS_PAGE_SIZE }, (_, i) => (
            <li key={i}>
              <ProductCardSkeleton />
            </li>
          ))}
        </Grid>
      )}
      {failure && <ErrorState level={3} title={failure.title} message={failure.detail ?? undefined} onRetry={onRetry} />}
      {!busy &&
        answer &&
        answer.data.length === 0 &&
        (answer.total > 0 && query.page > 1 ? (
          <EmptyState
            level={3}
            title={t('catalog.empty.beyondTitle')}
            action={<FirstPage to={firstPageHref}>{t('catalog.empty.firstPage')}</FirstPage>}
          >
            {t('catalog.empty.beyondText')}
          </EmptyState>
        ) : hasFilters(query) ? (
          <EmptyState
            level={3}
            title={t('catalog.empty.title')}
            action={
              <Button variant="primary" onClick={onClearFilters}>
                {t('catalog.filters.clear')}
              </Button>
            }
          >
            {t('catalog.empty.text')}
          </EmptyState>
        ) : (
          <EmptyState level={3} title={t('catalog.empty.title')}>
            {t('catalog.empty.noProducts')}
          </EmptyState>
        ))}
      {cards && (
        <Grid $stale={busy}>
          {cards.map((product, i) => (
            <li key={product.id}>
              <ProductCard product={product} to={linkFor(product.id)} state={linkState} balance={balance} eager={i < EAGER_CARDS} />
            </li>
          ))}
        </Grid>
      )}
    </section>
  );
}
