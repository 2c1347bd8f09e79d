import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { actionErrorText } from '../../api/catalog-errors.js';
import type { Product } from '../../api/catalog.js';
import { usePendingWishlist, useWishlist, useWishlistChange, wishlistFailure } from '../../queries/wishlist.js';
import type { ScreenProps } from '../../registry/screen-props.js';
import { useConfig } from '../../stores/config.js';
import { useSession } from '../../stores/session.js';
import { Container } from '../../../ui/container.js';
import { pointsText } from '../../../ui/points-text.js';
import { balanceOf, quantityInCart } from './balance.js';
import { cataloguePath, productPath, wishlistPath, type DetailOrigin } from './paths.js';
import { EmptyState, ErrorState } from '../../../ui/states.js';
import { FailureNotice } from './failure-notice.js';
import { Balance, Notice, PageHead, buttonLinkStyle } from './styles.js';
import { useAddToCart } from './use-add-to-cart.js';
import { WishlistRow, WishlistRowSkeleton } from './wishlist-row.js';
import { bareList } from '../../../ui/layout-css.js';

const Page = styled.div`
  display: grid;
  gap: 16px;
  padding-bottom: 56px;
  h1:focus {
    outline: none;
  }
`;

const List = styled.ul`
  ${bareList('12px')}
`;

const BrowseLink = styled(Link)`
  ${buttonLinkStyle}
`;

/**
 * /wishlist: the prizes the customer saved, keyed by product_id. Removing is
 * optimistic (the row goes at once and comes back, with 'Errore durante la rimozione dalla
 * wishlist', if the server refuses); each prize links to its detail and can go in the cart.
 */
export default function WishlistScreen({ title }: ScreenProps) {
  const { t } = useTranslation();
  const config = useConfig();
  const { user } = useSession();
  const balance = balanceOf(user);
  const wishlist = useWishlist();
  const change = useWishlistChange();
  const pending = usePendingWishlist();
  const cart = useAddToCart();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [removed, setRemoved] = useState<string | null>(null);
  const origin: DetailOrigin = { back: { to: wishlistPath(config) ?? '/wishlist', label: 'wishlist' } };

  function remove(product: Product) {
    if (pending.includes(product.id)) return;
    setRemoved(null);
    // The row disappears: keep keyboard focus on the page rather than lose it with the row.
    headingRef.current?.focus();
    change.mutate({ product, add: false }, { onSuccess: () => setRemoved(product.name) });
  }

  const items = wishlist.data?.data ?? [];
  const loading = wishlist.isPending;
  const error = wishlistFailure(change.error, change.variables);

  return (
    <Container>
      <Page>
        <PageHead>
          <h1 ref={headingRef} tabIndex={-1}>
            {t(title)}
          </h1>
          {balance !== null && (
            <Balance>
              {t('catalog.balance')} <strong>{pointsText(t, balance)}</strong>
            </Balance>
          )}
        </PageHead>
        <div role="status" className={removed ? undefined : 'visually-hidden'}>
          {removed && (
            <Notice $tone="success">
              <p>{t('catalog.wishlist.removedItem', { name: removed })}</p>
            </Notice>
          )}
        </div>
        <FailureNotice failure={error} />
        {loading && (
          <>
            <span className="visually-hidden" role="status">
              {t('common.loading')}
            </span>
            <List aria-hidden="true">
              {[0, 1, 2].map((i) => (
                <li key={i}>
                  <WishlistRowSkeleton />
                </li>
              ))}
            </List>
          </>
        )}
        {wishlist.isError && (
          <ErrorState
            title={t('catalog.wishlist.loadError')}
            message={actionErrorText(wishlist.error)}
            onRetry={() => void wishlist.refetch()}
          />
        )}
        {wishlist.isSuccess && items.length === 0 && (
          <EmptyState
            title={t('catalog.wishlist.emptyTitle')}
            action={<BrowseLink to={cataloguePath(config)}>{t('catalog.wishlist.browse')}</BrowseLink>}
          >
            {t('catalog.wishlist.emptyText')}
          </EmptyState>
        )}
        {items.length > 0 && !loading && (
          <List aria-label={t('catalog.wishlist.listLabel', { count: items.length })}>
            {items.map((item) => (
              <li key={item.product_id}>
                <WishlistRow
                  product={item.product}
                  addedAt={item.added_at}
                  to={productPath(config, item.product_id)}
                  linkState={origin}
                  balance={balance}
                  inCart={quantityInCart(user, item.product_id)}
                  removing={pending.includes(item.product_id)}
                  adding={cart.busyId === item.product_id}
                  cartError={cart.error?.productId === item.product_id ? cart.error.text : null}
                  onRemove={() => remove(item.product)}
                  onAddToCart={() => void cart.add(item.product_id, 1)}
                />
              </li>
            ))}
          </List>
        )}
      </Page>
    </Container>
  );
}
