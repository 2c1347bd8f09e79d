import { useId, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { PRODUCTS_PAGE_SIZE } from '../../../shared/constants.js';
import { productsErrorText } from '../../api/catalog-errors.js';
import { Button } from '../../../ui/button.js';
import { hasFilters, type CatalogueQuery } from './catalogue-query.js';
import { formatNumber } from '../../../shared/format.js';
import { ProductCard, ProductCardSkeleton } from './product-card.js';
import { StateBox, buttonLinkStyle } from './styles.js';
import { lastPageOf, type ProductsState } from './use-products.js';

/** Cards in the first row (4 columns at most) load at once; the rest when scrolled near. */
const EAGER_CARDS = 4;

const Grid = styled.ul`
  display: grid;
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
  state: ProductsState;
  query: CatalogueQuery;
  balance: number | null;
  headingRef: Ref<HTMLHeadingElement>;
  linkFor: (productId: number) => string;
  linkState: unknown;
  onRetry: () => void;
  onClearFilters: () => void;
  firstPageHref: string;
}

/** The results: a skeleton grid while loading, the cards, or the empty and error states. */
export function ProductGrid({
  state,
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
  const page = state.page;
  const lastPage = lastPageOf(page);

  let count = '';
  if (state.status === 'loading') count = t('catalog.results.loading');
  else if (state.status === 'ready' && state.page.total > 0) {
    count = t('catalog.results.count', { count: state.page.total, value: formatNumber(state.page.total) });
    if (lastPage > 1) count += ` · ${t('catalog.results.pageOf', { page: query.page, last: lastPage })}`;
  }

  return (
    <section aria-labelledby={headingId} aria-busy={state.status === 'loading'}>
      <Head>
        <h2 id={headingId} ref={headingRef} tabIndex={-1} className="visually-hidden">
          {t('catalog.results.title')}
        </h2>
        <Count role="status">{count}</Count>
      </Head>
      {state.status === 'loading' && (
        <Grid aria-hidden="true">
          {Array.from({ length: state.page?.data.length || PRODUCTS_PAGE_SIZE }, (_, i) => (
            <li key={i}>
              <ProductCardSkeleton />
            </li>
          ))}
        </Grid>
      )}
      {state.status === 'error' && <ErrorState error={state.error} onRetry={onRetry} />}
      {state.status === 'ready' && state.page.data.length === 0 && (
        <StateBox>
          {state.page.total > 0 && query.page > 1 ? (
            <>
              <h3>{t('catalog.empty.beyondTitle')}</h3>
              <p>{t('catalog.empty.beyondText')}</p>
              <FirstPage to={firstPageHref}>{t('catalog.empty.firstPage')}</FirstPage>
            </>
          ) : hasFilters(query) ? (
            <>
              <h3>{t('catalog.empty.title')}</h3>
              <p>{t('catalog.empty.text')}</p>
              <Button variant="primary" onClick={onClearFilters}>
                {t('catalog.filters.clear')}
              </Button>
            </>
          ) : (
            <>
              <h3>{t('catalog.empty.title')}</h3>
              <p>{t('catalog.empty.noProducts')}</p>
            </>
          )}
        </StateBox>
      )}
      {state.status === 'ready' && state.page.data.length > 0 && (
        <Grid>
          {state.page.data.map((product, i) => (
            <li key={product.id}>
              <ProductCard product={product} to={linkFor(product.id)} state={linkState} balance={balance} eager={i < EAGER_CARDS} />
            </li>
          ))}
        </Grid>
      )}
    </section>
  );
}

function ErrorState({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  const text = productsErrorText(error);
  return (
    <StateBox role="alert">
      <h3>{text.title}</h3>
      {text.detail && <p>{text.detail}</p>}
      <Button variant="primary" onClick={onRetry}>
        {t('catalog.retry')}
      </Button>
    </StateBox>
  );
}
