import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import type { Order, Paged } from '../../api/orders.js';
import type { ScreenProps } from '../../registry/screen-props.js';
import { loadOrders, useCheckout } from '../../stores/checkout.js';
import { Container } from '../../../ui/container.js';
import { pageFromParams } from '../../../ui/page-param.js';
import { LoadError } from './load-error.js';
import { OrderCard } from './order-card.js';
import { Pagination } from '../../../ui/pagination.js';
import { useOrderPaths } from './paths.js';
import { ListSkeleton } from './skeleton.js';
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
 * the page in the address so reload and back work). A page already loaded (the checkout reloads
 * page 1) shows at once and is refreshed behind it.
 */
export default function OrderHistoryScreen({ title }: ScreenProps) {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const page = pageFromParams(search);
  const { orders } = useCheckout();
  const paths = useOrderPaths();
  const catalogue = paths.path('catalogue');

  useEffect(() => {
    void loadOrders(page);
  }, [page]);

  const result = orders.page === page ? (orders.result as Paged<Order> | null) : null;
  const shown = result && result.page === page ? result : null;
  return (
    <Container>
      <Page aria-labelledby="history-title">
        <PageTitle id="history-title">{t(title)}</PageTitle>
        {shown && shown.total > 0 && <Lead>{t('orders.history.count', { count: shown.total })}</Lead>}
        {!shown && orders.status !== 'error' && <ListSkeleton rows={3} />}
        {orders.status === 'error' && orders.page === page && <LoadError message={orders.error ?? t('errors.unknown')} onRetry={() => void loadOrders(page)} />}
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
          <List aria-busy={orders.status === 'loading' || undefined}>
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
