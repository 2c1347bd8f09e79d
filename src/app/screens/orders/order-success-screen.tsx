import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router-dom';
import styled from 'styled-components';
import { useUserState } from '../../queries/user.js';
import type { ScreenProps } from '../../registry/screen-props.js';
import { useCheckout } from '../../stores/checkout.js';
import { useSession } from '../../stores/session.js';
import { Container } from '../../../ui/container.js';
import { balanceOf } from './cart-summary.js';
import { formatDateTime } from '../../../shared/format.js';
import { fromOrderItem, ItemList } from './item-list.js';
import { useOrderPaths } from './paths.js';
import { pointsText } from '../../../ui/points-text.js';
import { ShippingAddress } from './shipping-address.js';
import { Skeleton } from '../../../ui/states.js';
import { Actions, ButtonLink, Card, CardTitle, Facts, Lead, Page, PageTitle, TwoColumns } from './styles.js';
import { useTimeZone } from '../../stores/config.js';

const Hero = styled(Card)`
  display: grid;
  justify-items: center;
  gap: 8px;
  margin-bottom: 24px;
  padding: 32px 20px;
  text-align: center;
  border-top: 6px solid ${({ theme }) => theme.colors.success};
  svg {
    color: ${({ theme }) => theme.colors.success};
  }
  p {
    margin: 0;
  }
`;

const OrderNumber = styled.p`
  && {
    font-size: clamp(1.3rem, 4vw, 1.8rem);
    font-weight: 700;
    letter-spacing: 0.02em;
    overflow-wrap: anywhere;
  }
`;

const Side = styled.div`
  display: grid;
  gap: 20px;
`;

/**
 * /order-success: the completed order kept by the checkout: its number, prizes, points
 * spent and the new balance (once the user record has been read again), the shipping address and
 * the way on. Without an order in this page view (a reload, a bookmark) the order history is the
 * place that shows it.
 */
export default function OrderSuccessScreen({ title }: ScreenProps) {
  const timeZone = useTimeZone();
  const { t } = useTranslation();
  const { completedOrder: order } = useCheckout();
  const { user } = useSession();
  // The order made the user record be read again (queries/orders.ts): its balance is the new
  // one once that read has settled.
  const record = useUserState();
  const userRefresh = record?.fetchStatus === 'fetching' ? 'pending' : record?.status === 'error' ? 'failed' : 'ready';
  const paths = useOrderPaths();
  const history = paths.path('orderHistory') ?? '/storico-ordini';
  if (!order) return <Navigate to={history} replace />;

  const email = typeof user?.userinfo?.['email'] === 'string' ? (user.userinfo['email'] as string) : '';
  const balance = balanceOf(user);
  const catalogue = paths.path('catalogue');
  const pointsDetail = paths.path('pointsDetail');
  return (
    <Container>
      <Page aria-labelledby="success-title">
        <Hero>
          <svg width="56" height="56" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <circle cx="12" cy="12" r="10.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
            <path fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" d="m7 12.5 3.2 3.2L17 9" />
          </svg>
          <PageTitle id="success-title">{t(title)}</PageTitle>
          <Lead>{t('orders.success.thanks')}</Lead>
          <p>{t('orders.success.number')}</p>
          <OrderNumber data-testid="order-number">{order.order_number}</OrderNumber>
          <p>{formatDateTime(order.date, timeZone)}</p>
          {email && <p>{t('orders.success.mail', { email })}</p>}
        </Hero>
        <TwoColumns>
          <Card as="section" aria-labelledby="success-items">
            <CardTitle id="success-items">{t('orders.confirm.items')}</CardTitle>
            <ItemList items={order.items.map((i, n) => fromOrderItem(i, n, i.product_id === null ? null : paths.product(i.product_id)))} />
          </Card>
          <Side>
            <Card as="section" aria-labelledby="success-points">
              <CardTitle id="success-points">{t('orders.confirm.pointsTitle')}</CardTitle>
              <Facts>
                <dt>{t('orders.success.spent')}</dt>
                <dd>{pointsText(t, order.points)}</dd>
                <dt>{t('orders.success.newBalance')}</dt>
                <dd aria-busy={userRefresh === 'pending' || undefined}>
                  {userRefresh === 'ready' && balance !== null ? (
                    pointsText(t, balance)
                  ) : userRefresh === 'pending' ? (
                    <Skeleton $w="6em" />
                  ) : pointsDetail ? (
                    <Link to={pointsDetail}>{t('routes.pointsDetail')}</Link>
                  ) : (
                    '—'
                  )}
                </dd>
              </Facts>
            </Card>
            <Card as="section" aria-labelledby="success-shipping">
              <CardTitle id="success-shipping">{t('orders.confirm.shipping')}</CardTitle>
              <ShippingAddress shipping={order.shipping as Record<string, unknown>} />
            </Card>
          </Side>
        </TwoColumns>
        <Actions>
          <ButtonLink to={history} $variant="primary">
            {t('orders.success.toHistory')}
          </ButtonLink>
          {catalogue && (
            <ButtonLink to={catalogue} $variant="outline">
              {t('orders.success.toCatalogue')}
            </ButtonLink>
          )}
        </Actions>
      </Page>
    </Container>
  );
}
