import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import type { CartLine } from '../../api/orders.js';
import { useCart } from '../../queries/cart.js';
import type { ScreenProps } from '../../registry/screen-props.js';
import { useSession } from '../../stores/session.js';
import { Container } from '../../../ui/container.js';
import { balanceOf, CartSummary } from './cart-summary.js';
import { CartActions } from './cart-actions.js';
import { EmptyCart } from './empty-cart.js';
import { formatNumber } from '../../../shared/format.js';
import { cartErrorText } from './errors.js';
import { useOrderPaths } from './paths.js';
import { pointsText } from '../../../ui/points-text.js';
import { ErrorState, RowsSkeleton } from '../../../ui/states.js';
import { StrokeIcon } from '../../../ui/stroke-icon.js';
import { Card, CardTitle, Page, PageTitle, Thumb, TwoColumns } from './styles.js';

/**
 * What the add-to-cart button passes with the navigation (`navigate('/pre-checkout', {state})`,
 * screens/catalog/use-add-to-cart.ts): the product added and how many pieces. Without it (a
 * bookmark) the screen shows the whole cart.
 */
interface Added {
  productId?: number;
  quantity?: number;
}

const Added = styled.div`
  display: flex;
  gap: 16px;
  align-items: center;
  h3 {
    margin: 0 0 4px;
    font-size: 1.15rem;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  ${({ theme }) => theme.media.mobile} {
    align-items: flex-start;
  }
`;

const Check = styled.h2`
  display: flex;
  align-items: center;
  gap: 8px;
  margin: 0 0 16px;
  font-size: 1.1rem;
  color: ${({ theme }) => theme.colors.success};
`;

const Others = styled.ul`
  margin: 20px 0 0;
  padding: 16px 0 0;
  list-style: none;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  li {
    display: flex;
    justify-content: space-between;
    gap: 16px;
    padding: 4px 0;
  }
  span:last-child {
    white-space: nowrap;
  }
`;

function addedFrom(state: unknown): Added {
  const s = (state ?? {}) as Record<string, unknown>;
  const id = Number(s['addedProductId'] ?? s['productId']);
  const quantity = Number(s['quantity']);
  return {
    productId: Number.isSafeInteger(id) && id > 0 ? id : undefined,
    quantity: Number.isSafeInteger(quantity) && quantity > 0 ? quantity : undefined,
  };
}

function LinePicture({ line }: { line: CartLine }) {
  const image = line.product.image;
  return <Thumb $size={120}>{image && <img src={image.url} width={image.width} height={image.height} alt="" />}</Thumb>;
}

/**
 * /pre-checkout, reached after add to cart: the prize just added, the rest of the
 * cart, its total against the balance, 'Continua gli acquisti' back to the catalogue and
 * 'Procedi' to checkout (held back, with the reason, when the server would refuse the order).
 */
export default function PreCheckoutScreen({ title }: ScreenProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const { user } = useSession();
  const paths = useOrderPaths();
  const { status, data: cart, error, refetch } = useCart();
  const balance = balanceOf(user);
  const { productId, quantity } = addedFrom(location.state);
  const added = cart?.data.find((l) => l.product_id === productId);
  const others = cart?.data.filter((l) => l !== added) ?? [];
  const catalogue = paths.path('catalogue');
  const cartPath = paths.path('cart');

  return (
    <Container>
      <Page aria-labelledby="pre-checkout-title">
        <PageTitle id="pre-checkout-title">{t(added ? title : 'orders.preCheckout.cartTitle')}</PageTitle>
        {status === 'pending' && <RowsSkeleton count={2} />}
        {status === 'error' && <ErrorState message={cartErrorText(error)} onRetry={() => void refetch()} />}
        {status === 'success' && cart.data.length === 0 && <EmptyCart catalogue={catalogue} />}
        {status === 'success' && cart.data.length > 0 && (
          <TwoColumns>
            <Card as="section" aria-labelledby="pre-checkout-lines">
              {added ? (
                <>
                  <Check id="pre-checkout-lines">
                    <StrokeIcon size={20} strokeWidth={2.5} d="M4 12.5 9.5 18 20 6" />
                    {t('orders.preCheckout.added')}
                  </Check>
                  <Added>
                    <LinePicture line={added} />
                    <div>
                      <h3>
                        {paths.product(added.product_id) ? (
                          <Link to={paths.product(added.product_id)!}>{added.product.name}</Link>
                        ) : (
                          added.product.name
                        )}
                      </h3>
                      <p>{t('orders.preCheckout.addedQuantity', { count: quantity ?? added.quantity })}</p>
                      <p>{t('orders.preCheckout.inCart', { count: added.quantity, points: pointsText(t, added.subtotal) })}</p>
                    </div>
                  </Added>
                </>
              ) : (
                <CardTitle id="pre-checkout-lines">{t('orders.preCheckout.inYourCart')}</CardTitle>
              )}
              {others.length > 0 && (
                <Others aria-label={added ? t('orders.preCheckout.alsoInCart') : undefined}>
                  {others.map((l) => (
                    <li key={l.product_id}>
                      <span>
                        {l.product.name} × {formatNumber(l.quantity)}
                      </span>
                      <span>{pointsText(t, l.subtotal)}</span>
                    </li>
                  ))}
                </Others>
              )}
              {cartPath && (
                <p>
                  <Link to={cartPath}>{t('orders.preCheckout.editCart')}</Link>
                </p>
              )}
            </Card>
            <CartSummary id="pre-checkout-summary" total={cart.total_points} items={cart.total_items} balance={balance}>
              <CartActions cart={cart} balance={balance} id="pre-checkout" />
            </CartSummary>
          </TwoColumns>
        )}
      </Page>
    </Container>
  );
}
