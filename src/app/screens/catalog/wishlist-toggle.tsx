import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { Product } from '../../api/catalog.js';
import { Button } from '../../../ui/button.js';
import { usePendingWishlist, useWishlistChange, useWishlistIds, wishlistFailure } from '../../queries/wishlist.js';
import { FailureNotice } from './failure-notice.js';

const Heart = ({ filled }: { filled: boolean }) => (
  <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path
      d="M12 21s-7.5-4.6-9.6-9.3C.9 8.2 3 4.5 6.6 4.5c2.1 0 3.6 1.2 4.4 2.6.8-1.4 2.3-2.6 4.4-2.6 3.6 0 5.7 3.7 4.2 7.2C19.5 16.4 12 21 12 21z"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth="2"
      strokeLinejoin="round"
    />
  </svg>
);

const Wrap = styled.div`
  display: grid;
  gap: 8px;
  justify-items: start;
`;

const Done = styled.p`
  margin: 0;
  font-size: 0.9rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * The heart of a prize (only where the tenant has the wishlist on): optimistic, the label and
 * the filled heart change at once; the change rolls back and explains when the server refuses.
 */
export function WishlistToggle({ product, wishlistHref }: { product: Product; wishlistHref: string | null }) {
  const { t } = useTranslation();
  const inList = useWishlistIds().includes(product.id);
  const busy = usePendingWishlist().includes(product.id);
  const change = useWishlistChange();
  const [done, setDone] = useState<'added' | 'removed' | null>(null);
  const error = wishlistFailure(change.error, change.variables);

  function toggle() {
    if (busy) return;
    setDone(null);
    const add = !inList;
    change.mutate({ product, add }, { onSuccess: () => setDone(add ? 'added' : 'removed') });
  }

  return (
    <Wrap>
      <Button variant="outline" onClick={toggle} aria-disabled={busy || undefined} data-in-wishlist={inList}>
        <Heart filled={inList} />
        {inList ? t('catalog.wishlist.remove') : t('catalog.wishlist.add')}
      </Button>
      <div role="status">
        {done && (
          <Done>
            <span>{t(done === 'added' ? 'catalog.wishlist.added' : 'catalog.wishlist.removed')}</span>
            {wishlistHref && (
              <>
                {' · '}
                <Link to={wishlistHref}>{t('catalog.wishlist.goTo')}</Link>
              </>
            )}
          </Done>
        )}
      </div>
      <FailureNotice failure={error} />
    </Wrap>
  );
}
