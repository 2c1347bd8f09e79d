import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { categoriesQuery, productsQuery, useCategories, useProducts } from '../../queries/catalog.js';
import type { PrefetchScreenData, ScreenProps } from '../../registry/screen-props.js';
import { useConfig } from '../../stores/config.js';
import { useSession } from '../../stores/session.js';
import { Container } from '../../../ui/container.js';
import { Pagination } from '../../../ui/pagination.js';
import { CatalogueFilters } from './catalogue-filters.js';
import {
  EMPTY_QUERY,
  PARAM,
  hasFilters,
  lastPageOf,
  parseQuery,
  toProductQuery,
  toSearchParams,
  withFilters,
  type CatalogueQuery,
} from './catalogue-query.js';
import { ProductGrid } from './product-grid.js';
import { pointsText } from '../../../ui/points-text.js';
import { balanceOf } from './balance.js';
import { productPath, wishlistPath, type DetailOrigin } from './paths.js';
import { Balance, PageHead } from './styles.js';

const Page = styled.div`
  padding-bottom: 48px;
`;

const HeadLinks = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 8px 20px;
`;

/** The view in the address, and the category tree of its filters (registry/screen-props.ts). */
export const prefetchData: PrefetchScreenData = ({ prefetch, search }) => {
  prefetch(categoriesQuery(true));
  // A points range is bounded by the customer's balance (parseQuery), not known yet: the screen asks.
  if (search.has(PARAM.pointsFrom) || search.has(PARAM.pointsTo)) return;
  prefetch(productsQuery(toProductQuery(parseQuery(search)), true));
};

/**
 * /catalogo: the prize grid, 20 a page, with search, category, subcategory,
 * points range and 'solo disponibili'. The address bar holds the whole view, so back/forward
 * and shared links restore it; every filter change goes back to page 1.
 */
export default function CatalogueScreen({ title }: ScreenProps) {
  const { t } = useTranslation();
  const config = useConfig();
  const { user } = useSession();
  const balance = balanceOf(user);
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const query = useMemo(() => parseQuery(params, balance), [params, balance]);
  const productQuery = useMemo(() => toProductQuery(query), [query]);
  const products = useProducts(productQuery);
  const categories = useCategories();
  const resultsRef = useRef<HTMLHeadingElement>(null);
  const wishlist = config.features.wishlist ? wishlistPath(config) : null;

  // The address is the one source of the filters, but the router applies a new one inside a
  // transition: until it renders, `query` is the previous address. A change made meanwhile (a
  // typing pause committing one field, then Enter) builds on the address last asked for, never on
  // the stale one, so it cannot put back a value just cleared.
  const asked = useRef<{ from: string; next: CatalogueQuery } | null>(null);
  const base = () => (asked.current && asked.current.from === params.toString() ? asked.current.next : query);
  // Once any address has rendered (the one asked for, or back/forward to another), what was asked
  // is spent: coming back later to the address it was asked from must not bring it back.
  const shown = params.toString();
  useEffect(() => {
    asked.current = null;
  }, [shown]);

  /** Each applied change is a history entry (back undoes it); an unchanged view adds none. */
  function show(next: CatalogueQuery) {
    const search = toSearchParams(next);
    asked.current = { from: params.toString(), next };
    if (search.toString() !== params.toString()) setParams(search);
  }

  const hrefFor = (page: number) => {
    const search = toSearchParams({ ...query, page }).toString();
    return search ? `${pathname}?${search}` : pathname;
  };

  // After a page link: the new results start at the top, and keyboard and screen-reader users
  // land on their heading rather than at the bottom of the old page.
  const toResults = () => {
    const heading = resultsRef.current;
    heading?.scrollIntoView?.({ block: 'start' });
    heading?.focus({ preventScroll: true });
  };

  const lastPage = lastPageOf(products.data);
  const search = params.toString();
  const returnState: DetailOrigin = { back: { to: search ? `${pathname}?${search}` : pathname, label: 'catalogue' } };

  return (
    <Container>
      <Page>
        <PageHead>
          <h1>{t(title)}</h1>
          <HeadLinks>
            {balance !== null && (
              <Balance>
                {t('catalog.balance')} <strong>{pointsText(t, balance)}</strong>
              </Balance>
            )}
            {wishlist && <Link to={wishlist}>{t('catalog.wishlist.link')}</Link>}
          </HeadLinks>
        </PageHead>
        <CatalogueFilters
          query={query}
          categories={categories}
          balance={balance}
          onChange={(change) => show(withFilters(base(), change))}
          onClear={() => show(EMPTY_QUERY)}
          canClear={hasFilters(query)}
        />
        <ProductGrid
          products={products}
          query={query}
          balance={balance}
          headingRef={resultsRef}
          linkFor={(id) => productPath(config, id)}
          linkState={returnState}
          onRetry={() => {
            void products.refetch();
            if (categories.isError) void categories.refetch();
          }}
          onClearFilters={() => show(EMPTY_QUERY)}
          firstPageHref={hrefFor(1)}
        />
        {products.isSuccess && products.data.data.length > 0 && (
          <Pagination
            page={query.page}
            lastPage={lastPage}
            label={t('catalog.pagination.label')}
            param={PARAM.page}
            onNavigate={toResults}
          />
        )}
      </Page>
    </Container>
  );
}
