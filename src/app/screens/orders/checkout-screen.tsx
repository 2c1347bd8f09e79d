import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { TenantForm } from '../../forms/tenant-form.js';
import { useCart } from '../../queries/cart.js';
import type { ScreenProps } from '../../registry/screen-props.js';
import { checkoutStore, clearFieldErrors, setShipping } from '../../stores/checkout.js';
import { useSession } from '../../stores/session.js';
import { Container } from '../../../ui/container.js';
import { useHydrated } from '../../../ui/use-hydrated.js';
import { balanceOf, CartSummary } from './cart-summary.js';
import { EmptyCart } from './empty-cart.js';
import { cartErrorText } from './errors.js';
import { useOrderPaths } from './paths.js';
import { ErrorState, RowsSkeleton } from '../../../ui/states.js';
import { Card, CardTitle, Lead, Notice, Page, PageTitle, TwoColumns } from './styles.js';

/** Why /checkout was reopened, passed as navigation state by the review screen. */
export interface CheckoutNotice {
  notice?: 'reviewExpired' | 'cartChanged' | 'fixFields';
}

const Aside = styled.div`
  display: grid;
  gap: 16px;
  ${({ theme }) => theme.media.desktop} {
    /* The form is long: the totals stay in view beside it, below the fixed header. */
    position: sticky;
    top: ${({ theme }) => theme.headerHeight + 16}px;
  }
  ${({ theme }) => theme.media.mobile} {
    order: -1;
  }
`;

/**
 * /checkout: the tenant's checkout form (forms.checkout) with the saved addresses
 * offered first (choosing one fills and locks the address fields), the cart summary beside it.
 * Submitting keeps the values and goes to the review; nothing is ordered yet. Coming back from
 * the review, the values are there again, with the server's field messages under their fields.
 */
export default function CheckoutScreen({ title }: ScreenProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const paths = useOrderPaths();
  const { user } = useSession();
  const { status, data: cart, error, refetch } = useCart();
  // Read once: the form takes its starting values and server messages when it mounts.
  const [start] = useState(() => ({ values: checkoutStore.shipping ?? undefined, errors: checkoutStore.fieldErrors ?? undefined }));
  // Values kept by this tab across a reload (stores/checkout-draft.ts) are unknown to the server,
  // which painted the form empty: the browser hydrates that form, then draws it again with them.
  const hydrated = useHydrated();
  const kept = hydrated && start.values !== undefined;
  const notice = (location.state as CheckoutNotice | null)?.notice ?? (start.errors ? 'fixFields' : undefined);
  const confirmPath = paths.path('orderConfirm') ?? '/conferma-ordine';

  useEffect(() => {
    // Shown once: a later visit starts without the old messages.
    clearFieldErrors();
  }, []);

  return (
    <Container>
      <Page aria-labelledby="checkout-title">
        <PageTitle id="checkout-title">{t(title)}</PageTitle>
        <Lead>{t('orders.checkout.intro')}</Lead>
        {notice && (
          <Notice $tone={notice === 'fixFields' ? 'error' : 'info'} role={notice === 'fixFields' ? 'alert' : 'status'}>
            {t(`orders.checkout.${notice}`)}
          </Notice>
        )}
        {status === 'pending' && <RowsSkeleton count={2} thumb={false} />}
        {status === 'error' && <ErrorState message={cartErrorText(error)} onRetry={() => void refetch()} />}
        {status === 'success' && cart.data.length === 0 && <EmptyCart catalogue={paths.path('catalogue')} />}
        {status === 'success' && cart.data.length > 0 && (
          <TwoColumns>
            <Card as="section" aria-labelledby="checkout-shipping">
              <CardTitle id="checkout-shipping">{t('orders.checkout.shippingTitle')}</CardTitle>
              <TenantForm
                key={kept ? 'kept' : 'painted'}
                formId="checkout"
                initialData={kept ? start.values : undefined}
                initialErrors={start.errors}
                onSubmit={(values) => {
                  setShipping(values, cart);
                  navigate(confirmPath);
                }}
              />
            </Card>
            <Aside>
              <CartSummary id="checkout-summary" total={cart.total_points} items={cart.total_items} balance={balanceOf(user)} />
            </Aside>
          </TwoColumns>
        )}
      </Page>
    </Container>
  );
}
