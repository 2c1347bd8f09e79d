import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useCart, useCartLineChange, type CartLineChange } from '../../queries/cart.js';
import { useSession } from '../../stores/session.js';
import { CartActions } from './cart-actions.js';
import { CartLineItem } from './cart-line.js';
import { balanceOf, CartSummary } from './cart-summary.js';
import { EmptyCart } from './empty-cart.js';
import { cartErrorText } from './errors.js';
import { useOrderPaths } from './paths.js';
import { ErrorState, RowsSkeleton } from '../../../ui/states.js';
import { Notice, TwoColumns } from './styles.js';

const Lines = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const Heading = styled.h2<{ $level: 1 | 2 }>`
  margin: 0 0 16px;
  font-size: ${({ $level }) => ($level === 1 ? 'clamp(1.6rem, 3.5vw, 2.2rem)' : '1.5rem')};
  &:focus {
    outline: none;
  }
`;

/**
 * The cart (on '/' when signed in, and on /carrello): lines with quantity and remove, the total
 * against the balance, 'Procedi' to checkout and 'Continua gli acquisti' to the catalogue. One
 * change at a time; a failed change shows the server's text ('Errore generico' for a 5xx) and
 * leaves the cart as it was.
 */
export function CartView({
  title,
  headingId,
  level = 2,
  empty,
}: {
  title: string;
  headingId: string;
  level?: 1 | 2;
  /** What an empty cart shows instead of the large empty-cart box (the home page's single line). */
  empty?: ReactNode;
}) {
  const { t } = useTranslation();
  const { user } = useSession();
  const paths = useOrderPaths();
  const { status, data: cart, error, refetch } = useCart();
  const lineChange = useCartLineChange();
  const [announcement, setAnnouncement] = useState('');
  const heading = useRef<HTMLHeadingElement>(null);
  const balance = balanceOf(user);
  const busy = lineChange.isPending ? lineChange.variables : null;
  const problem = lineChange.isError ? cartErrorText(lineChange.error) : null;

  function change(next: CartLineChange, done?: string) {
    if (busy) return;
    lineChange.mutate(next, {
      onSuccess: () => {
        if (done) setAnnouncement(done);
        // The removed line took the focused button with it: continue from the heading.
        if (next.kind === 'remove') heading.current?.focus();
      },
    });
  }

  const catalogue = paths.path('catalogue');

  return (
    <section aria-labelledby={headingId}>
      <Heading as={level === 1 ? 'h1' : 'h2'} $level={level} id={headingId} ref={heading} tabIndex={-1}>
        {title}
      </Heading>
      <p role="status" className="visually-hidden">
        {announcement}
      </p>
      {status === 'pending' && <RowsSkeleton count={3} />}
      {status === 'error' && <ErrorState message={cartErrorText(error)} onRetry={() => void refetch()} />}
      {status === 'success' && cart.data.length === 0 && (empty ?? <EmptyCart catalogue={catalogue} />)}
      {status === 'success' && cart.data.length > 0 && (
        <TwoColumns>
          <div>
            {problem && (
              <Notice $tone="error" role="alert">
                {problem}
              </Notice>
            )}
            <Lines aria-label={t('orders.cart.lines')}>
              {cart.data.map((line, i) => (
                <CartLineItem
                  key={line.product_id}
                  line={line}
                  href={paths.product(line.product_id)}
                  lazyImage={i >= 3}
                  level={level === 1 ? 2 : 3}
                  busy={busy?.productId === line.product_id ? busy.kind : null}
                  onRemove={() =>
                    change({ productId: line.product_id, kind: 'remove' }, t('orders.cart.removed', { name: line.product.name }))
                  }
                  onQuantity={(quantity) => change({ productId: line.product_id, kind: 'quantity', quantity })}
                />
              ))}
            </Lines>
          </div>
          <CartSummary
            id={`${headingId}-summary`}
            level={level === 1 ? 2 : 3}
            total={cart.total_points}
            items={cart.total_items}
            balance={balance}
          >
            <CartActions cart={cart} balance={balance} id={headingId} />
          </CartSummary>
        </TwoColumns>
      )}
    </section>
  );
}
