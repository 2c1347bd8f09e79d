import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { ApiError } from '../../api/api-error.js';
import { useCart } from '../../queries/cart.js';
import { usePlaceOrder } from '../../queries/orders.js';
import type { ScreenProps } from '../../registry/screen-props.js';
import { checkoutStore, orderAttempt, orderCompleted, orderRefused, reviewedCartChanged, reviewOutdated } from '../../stores/checkout.js';
import { useSession } from '../../stores/session.js';
import { Button } from '../../../ui/button.js';
import { useHydrated } from '../../../ui/use-hydrated.js';
import { Container } from '../../../ui/container.js';
import type { CheckoutNotice } from './checkout-screen.js';
import { balanceOf, CartSummary } from './cart-summary.js';
import { EmptyCart } from './empty-cart.js';
import { fromCartLine, ItemList } from './item-list.js';
import { cartErrorText } from './errors.js';
import { useOrderPaths } from './paths.js';
import { ShippingAddress } from './shipping-address.js';
import { ErrorState, RowsSkeleton } from '../../../ui/states.js';
import { Card, CardTitle, Lead, Notice, Page, PageTitle, TwoColumns } from './styles.js';

const Main = styled.div`
  display: grid;
  gap: 20px;
`;

const TitleRow = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: 12px;
  h2 {
    margin-bottom: 12px;
  }
  a {
    font-weight: 600;
  }
`;

const Confirm = styled.div`
  margin-top: 20px;
  display: grid;
  gap: 12px;
`;

const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.9rem;
`;

interface Failure {
  message: string;
  /** The request may not have reached the server, or failed there: the same attempt may be retried. */
  retriable: boolean;
  /** The cart is what has to change (a prize gone, not enough points). */
  cartIssue: boolean;
}

function failureOf(error: unknown, generic: string): Failure {
  if (!(error instanceof ApiError)) return { message: error instanceof Error ? error.message : generic, retriable: true, cartIssue: false };
  const retriable = error.status === 0 || error.status >= 500;
  return { message: error.status >= 500 ? generic : error.message, retriable, cartIssue: error.status === 409 || error.status === 422 };
}

/**
 * /conferma-ordine: the review (prizes, points spent, balance after, shipping) and 'Conferma
 * ordine', which places the order. The attempt's Idempotency-Key (made when /checkout was
 * submitted) goes with every try, so a double click or a retry after a lost answer gets the same
 * order back, never a second one; the button also stays disabled, with its spinner, while the
 * call runs. Errors show the server's Italian text and keep everything as it was; field errors
 * go back to /checkout under their fields. A reload reviews the same values (the tab keeps them:
 * stores/checkout.ts). Without reviewed values (the order was placed, another sign-in, a new tab)
 * the customer is sent back to /checkout with a note saying why.
 */
export default function OrderConfirmScreen({ title }: ScreenProps) {
  // The reviewed values are this tab's (stores/checkout-draft.ts), unknown to the server: a page
  // it painted shows the review loading, as the browser's first render draws it, until the
  // browser, which has them, takes over.
  if (!useHydrated()) return <ReviewLoading title={title} />;
  return <KeptReview title={title} />;
}

function ReviewLoading({ title }: { title: string }) {
  const { t } = useTranslation();
  return (
    <Container>
      <Page aria-labelledby="confirm-title">
        <PageTitle id="confirm-title">{t(title)}</PageTitle>
        <Lead>{t('orders.confirm.intro')}</Lead>
        <RowsSkeleton count={2} />
      </Page>
    </Container>
  );
}

function KeptReview({ title }: { title: string }) {
  const paths = useOrderPaths();
  // The values reviewed here: a copy, since a successful order clears them from the store.
  const [shipping] = useState(() => (checkoutStore.attemptKey ? checkoutStore.shipping : null));
  if (!shipping)
    return <Navigate to={paths.path('checkout') ?? '/checkout'} replace state={{ notice: 'reviewExpired' } satisfies CheckoutNotice} />;
  return <Review title={title} shipping={shipping} />;
}

function Review({ title, shipping }: { title: string; shipping: Record<string, unknown> }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const paths = useOrderPaths();
  const { user } = useSession();
  const { status, data: cart, error, refetch } = useCart();
  const placeOrder = usePlaceOrder();
  const [failure, setFailure] = useState<Failure | null>(null);
  const inFlight = useRef(false);
  const checkoutPath = paths.path('checkout') ?? '/checkout';
  const cartPath = paths.path('cart');

  async function confirm() {
    // A second click before React re-renders the disabled button must not start a second call.
    if (inFlight.current) return;
    inFlight.current = true;
    setFailure(null);
    try {
      const attempt = orderAttempt();
      if (!attempt) throw new Error('placeOrder: nessun indirizzo di spedizione da confermare');
      const order = await placeOrder.mutateAsync(attempt);
      orderCompleted(order);
      navigate(paths.path('orderSuccess') ?? '/order-success', { replace: true, state: { orderNumber: order.order_number } });
    } catch (e) {
      orderRefused(e);
      if (checkoutStore.fieldErrors) {
        navigate(checkoutPath, { state: { notice: 'fixFields' } satisfies CheckoutNotice });
        return;
      }
      const f = failureOf(e, t('errors.generic'));
      setFailure(f);
      // The cart changed under us (a prize sold out): show it as it is now.
      if (e instanceof ApiError && e.status === 409) void refetch();
    } finally {
      inFlight.current = false;
    }
  }

  // Another cart than the one reviewed (changed here or in another tab): this review is over,
  // and /checkout, with the values as they were, makes a new one.
  // Placing the order empties the cart: that change is the order's own.
  const cartChanged = status === 'success' && !placeOrder.isPending && !placeOrder.isSuccess && reviewedCartChanged(cart);
  useEffect(() => {
    if (cartChanged) reviewOutdated();
  }, [cartChanged]);
  if (cartChanged) return <Navigate to={checkoutPath} replace state={{ notice: 'cartChanged' } satisfies CheckoutNotice} />;

  const balance = balanceOf(user);
  return (
    <Container>
      <Page aria-labelledby="confirm-title">
        <PageTitle id="confirm-title">{t(title)}</PageTitle>
        <Lead>{t('orders.confirm.intro')}</Lead>
        {status === 'pending' && <RowsSkeleton count={2} />}
        {status === 'error' && <ErrorState message={cartErrorText(error)} onRetry={() => void refetch()} />}
        {status === 'success' && cart.data.length === 0 && <EmptyCart catalogue={paths.path('catalogue')} />}
        {status === 'success' && cart.data.length > 0 && (
          <TwoColumns>
            <Main>
              <Card as="section" aria-labelledby="confirm-items">
                <TitleRow>
                  <CardTitle id="confirm-items">{t('orders.confirm.items')}</CardTitle>
                  {cartPath && <Link to={cartPath}>{t('orders.confirm.editCart')}</Link>}
                </TitleRow>
                <ItemList items={cart.data.map((l) => fromCartLine(l, paths.product(l.product_id)))} />
              </Card>
              <Card as="section" aria-labelledby="confirm-shipping">
                <TitleRow>
                  <CardTitle id="confirm-shipping">{t('orders.confirm.shipping')}</CardTitle>
                  <Link to={checkoutPath}>{t('orders.confirm.editShipping')}</Link>
                </TitleRow>
                <ShippingAddress shipping={shipping} />
              </Card>
            </Main>
            <CartSummary
              id="confirm-summary"
              title={t('orders.confirm.pointsTitle')}
              total={cart.total_points}
              items={cart.total_items}
              balance={balance}
            >
              <Confirm>
                {failure && (
                  <Notice $tone="error" role="alert">
                    {failure.message}
                    {failure.retriable && ` ${t('orders.confirm.retrySafe')}`}
                  </Notice>
                )}
                {failure?.cartIssue && cartPath && <Link to={cartPath}>{t('orders.confirm.editCart')}</Link>}
                <Button variant="primary" size="lg" block loading={placeOrder.isPending} onClick={() => void confirm()}>
                  {t('orders.confirm.button')}
                </Button>
                <Hint>{t('orders.confirm.hint')}</Hint>
              </Confirm>
            </CartSummary>
          </TwoColumns>
        )}
      </Page>
    </Container>
  );
}
