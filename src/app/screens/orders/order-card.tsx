import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Order } from '../../api/orders.js';
import { formatDateTime, formatLongDate } from '../../../shared/format.js';
import { fromOrderItem, ItemList } from './item-list.js';
import { useOrderPaths } from './paths.js';
import { pointsText } from '../../../ui/points-text.js';
import { OrderProgress, OrderTracking } from './order-progress.js';
import { ShippingAddress } from './shipping-address.js';
import { Card } from './styles.js';
import { useTimeZone } from '../../stores/config.js';
import { spreadRow } from '../../../ui/layout-css.js';

const Article = styled(Card)`
  display: grid;
  gap: 16px;
`;

const Head = styled.header`
  ${spreadRow('8px 16px')}
  padding-bottom: 12px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  h2 {
    margin: 0;
    font-size: 1.15rem;
    overflow-wrap: anywhere;
  }
  p {
    margin: 2px 0 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 0.9rem;
  }
`;

const Status = styled.span<{ $status: Order['status'] }>`
  padding: 4px 12px;
  border-radius: 999px;
  border: 1px solid currentColor;
  font-size: 0.85rem;
  font-weight: 700;
  color: ${({ theme, $status }) =>
    $status === 'annullato' ? theme.colors.error : $status === 'consegnato' ? theme.colors.success : theme.colors.primary};
`;

const Body = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(200px, 280px);
  gap: 16px 24px;
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
  h3 {
    margin: 0 0 6px;
    font-size: 0.95rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const TrackingBlock = styled.div`
  margin-top: 16px;
`;

const Total = styled.p`
  margin: 0 0 16px;
  font-size: 1.2rem;
  font-weight: 700;
`;

/** One order of the history: number, date, status and its progress, prizes, points spent, where it went and the parcel's tracking. */
export function OrderCard({ order, lazyImages }: { order: Order; lazyImages: boolean }) {
  const timeZone = useTimeZone();
  const { t } = useTranslation();
  const paths = useOrderPaths();
  const headingId = `order-${order.id}`;
  return (
    <Article as="article" aria-labelledby={headingId}>
      <Head>
        <div>
          <h2 id={headingId}>{t('orders.history.order', { number: order.order_number })}</h2>
          <p>
            <time dateTime={order.date}>{formatDateTime(order.date, timeZone)}</time>
          </p>
          {order.status !== 'consegnato' && order.status !== 'annullato' && (
            <p>{t('orders.history.dueDate', { date: formatLongDate(order.due_date, timeZone) })}</p>
          )}
        </div>
        <Status $status={order.status}>{order.status_label}</Status>
      </Head>
      <OrderProgress order={order} />
      <Body>
        <div>
          <h3>{t('orders.confirm.items')}</h3>
          <ItemList
            lazy={lazyImages}
            items={order.items.map((i, n) => fromOrderItem(i, n, i.product_id === null ? null : paths.product(i.product_id)))}
          />
        </div>
        <div>
          <h3>{t('orders.history.total')}</h3>
          <Total>{pointsText(t, order.points)}</Total>
          <h3>{t('orders.history.shipping')}</h3>
          <ShippingAddress shipping={order.shipping as Record<string, unknown>} />
          {order.tracking && (
            <TrackingBlock>
              <h3>{t('orders.history.tracking')}</h3>
              <OrderTracking tracking={order.tracking} />
            </TrackingBlock>
          )}
        </div>
      </Body>
    </Article>
  );
}
