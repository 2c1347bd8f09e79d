import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Cart } from '../../api/orders.js';
import { Button } from '../../../ui/button.js';
import { formatPoints } from '../../../shared/format.js';
import { useOrderPaths } from './paths.js';
import { ButtonLink } from './styles.js';

/** The summary column is narrow: the main action first, both full width. */
const Stack = styled.div`
  display: grid;
  gap: 12px;
  margin-top: 20px;
`;

const Blocked = styled.p`
  margin: 16px 0 0;
  color: ${({ theme }) => theme.colors.error};
  font-weight: 600;
`;

/** Why the cart cannot go to checkout yet, if it cannot: the server would refuse the order anyway. */
export function cartBlocker(cart: Cart, balance: number | null): 'points' | 'unavailable' | null {
  if (cart.data.some((l) => !l.product.available || l.product.stock < l.quantity)) return 'unavailable';
  if (balance !== null && cart.total_points > balance) return 'points';
  return null;
}

/**
 * 'Procedi' (checkout) and 'Continua gli acquisti' (catalogue) under a cart summary. 'Procedi'
 * waits, with the reason above it, while the balance does not reach or a prize is gone.
 */
export function CartActions({ cart, balance, id }: { cart: Cart; balance: number | null; id: string }) {
  const { t } = useTranslation();
  const paths = useOrderPaths();
  const catalogue = paths.path('catalogue');
  const checkout = paths.path('checkout');
  const blocker = cartBlocker(cart, balance);
  const reasonId = `${id}-blocked`;
  const missing = cart.total_points - (balance ?? 0);
  return (
    <>
      {blocker && (
        <Blocked id={reasonId}>
          {blocker === 'points'
            ? t('orders.cart.notEnough', { count: missing, value: formatPoints(missing) })
            : t('orders.cart.removeUnavailable')}
        </Blocked>
      )}
      <Stack>
        {checkout &&
          (blocker ? (
            <Button variant="primary" block disabled aria-describedby={reasonId}>
              {t('orders.cart.proceed')}
            </Button>
          ) : (
            <ButtonLink to={checkout} $variant="primary">
              {t('orders.cart.proceed')}
            </ButtonLink>
          ))}
        {catalogue && (
          <ButtonLink to={catalogue} $variant="outline">
            {t('orders.cart.continueShopping')}
          </ButtonLink>
        )}
      </Stack>
    </>
  );
}
