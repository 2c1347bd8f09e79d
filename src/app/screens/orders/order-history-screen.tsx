import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { useOrders } from '../../queries/orders.js';
import type { ScreenProps } from '../../registry/screen-props.js';
import { useHydrated } from '../../../ui/use-hydrated.js';
import { Container } from '../../../ui/container.js';
import { pageFromParams } from '../../../ui/page-param.js';
import { OrderCard } from './order-card.js';
import { Pagination } from '../../../ui/pagination.js';
import { useOrderPaths } from './paths.js';
import { ErrorState, RowsSkeleton } from '../../../ui/states.js';
import { ButtonLink, Card, Lead, Page, PageTitle } from './styles.js';

const List = styled.div`
  display: grid;
  gap: 20px;
`;

const Empty = styled(Card)`
  display: grid;
  justify-items: start;
  gap: 12px;
  p {
    margin: 0;
  }
`;

/**
 * /storico-ordini: the customer's orders, newest first, a page at a time (GET catalog/orders?page=n,
 * the page in the address so reload and back work). A page already loaded shows at once and is
 * refreshed behind it; an order invalidates them all (queries/orders.ts).
 */
export default function OrderHistoryScreen({ title }: ScreenProps) {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const page = pageFromParams(search);
  const orders = useOrders(page);
  const paths = useOrderPaths();
  const catalogue = paths.path('catalogue');
  // Busy only once the page's scripts run: the server may paint while its own copy of the list is
  // being read again, which the browser's never is, and the two must match when React takes over.
  const hydrated = useHydrated();
  // While another page loads, the one shown stays (marked busy) rather than a skeleton.
  const shown = orders.isError ? null : (orders.data ?? null);
  return (
    <Container>
      <Page aria-labelledby="history-title">
        <PageTitle id="history-title">{t(title)}</PageTitle>
        {shown && shown.total > 0 && <Lead>{t('orders.history.count', { count: shown.total })}</Lead>}
        {!shown && !orders.isError && <RowsSkeleton count={3} />}
        {orders.isError && <ErrorState message={orders.error.message || t('errors.unknown')} onRetry={() => void orders.refetch()} />}
        {shown && shown.data.length === 0 && (
          <Empty>
            <p>{t(page > 1 ? 'orders.history.pageEmpty' : 'orders.history.empty')}</p>
            {catalogue && page === 1 && (
              <ButtonLink to={catalogue} $variant="primary">
                {t('orders.cart.toCatalogue')}
              </ButtonLink>
            )}
          </Empty>
        )}
        {shown && shown.data.length > 0 && (
          <List aria-busy={(hydrated && orders.isFetching) || undefined}>
            {shown.data.map((order, i) => (
              <OrderCard key={order.id} order={order} lazyImages={i >= 2} />
            ))}
          </List>
        )}
        {shown && <Pagination page={page} lastPage={shown.last_page} label={t('orders.history.pager')} />}
      </Page>
    </Container>
  );
}
