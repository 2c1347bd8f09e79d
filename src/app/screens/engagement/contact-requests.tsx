import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { normalizeError } from '../../api/api-error.js';
import type { ContactRequestItem } from '../../api/engagement.js';
import { useContactRequests } from '../../queries/engagement.js';
import { useConfig, useTimeZone } from '../../stores/config.js';
import { formatDateTime } from '../../../shared/format.js';
import { Badge } from '../../../ui/cards.js';
import { usePageParam } from '../../../ui/page-param.js';
import { Pagination } from '../../../ui/pagination.js';
import { EmptyState, ErrorState, ListSkeleton } from '../../../ui/states.js';
import { SectionTitle } from './layout.js';
import { pathTo } from './route-links.js';
import { bareList, spreadRow } from '../../../ui/layout-css.js';

/** The list's page lives in the address as ?pagina=n, as the catalogue's does. */
const PAGE_PARAM = 'pagina';

const List = styled.ul`
  ${bareList('16px')}
`;

const Item = styled.article`
  display: grid;
  gap: 10px;
  padding: 18px 20px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.card}px;
  background: ${({ theme }) => theme.colors.surface};
  /* A long word (an address, a code) wraps instead of widening the page at 390 px. */
  overflow-wrap: anywhere;
  h3 {
    margin: 0;
    font-size: 1.1rem;
  }
  p {
    margin: 0;
  }
  ${({ theme }) => theme.media.mobile} {
    padding: 16px;
  }
`;

const Head = styled.div`
  ${spreadRow('6px 12px')}
`;

const Meta = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.9rem;
`;

/** The customer's own words and the staff's, as written: line breaks kept. */
const Text = styled.p`
  white-space: pre-line;
`;

const Replies = styled.ol`
  display: grid;
  gap: 10px;
  margin: 4px 0 0;
  padding: 0;
  list-style: none;
`;

/** A reply stands apart from the request by its rule and its heading, never by colour alone. */
const Reply = styled.li`
  display: grid;
  gap: 6px;
  padding: 12px 14px;
  border-left: 4px solid ${({ theme }) => theme.colors.primary};
  border-radius: 4px;
  background: ${({ theme }) => theme.colors.background};
  h4 {
    margin: 0;
    font-size: 1rem;
  }
`;

type RequestState = 'waiting' | 'answered' | 'closed';

/** What the customer reads of a request's state: closed by the staff, answered, or waiting. */
function stateOf(request: ContactRequestItem): RequestState {
  if (request.status === 'closed') return 'closed';
  return request.replies.length > 0 ? 'answered' : 'waiting';
}

const TONE: Record<RequestState, 'neutral' | 'success'> = { waiting: 'neutral', answered: 'success', closed: 'neutral' };

function RequestCard({ request, ordersPath }: { request: ContactRequestItem; ordersPath: string | null }) {
  const timeZone = useTimeZone();
  const { t } = useTranslation();
  const tenantName = useConfig().name;
  const state = stateOf(request);
  const titleId = `request-${request.id}`;
  const order = request.order_number ? t('engagement.contact.requests.order', { order: request.order_number }) : null;
  return (
    <Item aria-labelledby={titleId}>
      <Head>
        <h3 id={titleId}>{request.topic_label}</h3>
        <Badge $tone={TONE[state]}>{t(`engagement.contact.requests.status.${state}`)}</Badge>
      </Head>
      <Meta>
        {t('engagement.contact.requests.sentOn')} <time dateTime={request.created_at}>{formatDateTime(request.created_at, timeZone)}</time>
        {order && (
          <>
            {' · '}
            {ordersPath ? <Link to={ordersPath}>{order}</Link> : order}
          </>
        )}
      </Meta>
      <Text>
        <span className="visually-hidden">{t('engagement.contact.requests.yourMessage')}: </span>
        {request.message}
      </Text>
      {request.replies.length > 0 && (
        <Replies>
          {request.replies.map((reply) => (
            <Reply key={reply.id}>
              <h4>{t('engagement.contact.requests.replyFrom', { name: tenantName })}</h4>
              <Meta>
                {t('engagement.contact.requests.sentOn')}{' '}
                <time dateTime={reply.created_at}>{formatDateTime(reply.created_at, timeZone)}</time>
              </Meta>
              <Text>{reply.body}</Text>
            </Reply>
          ))}
        </Replies>
      )}
    </Item>
  );
}

/**
 * The customer's own contact requests on /contatti (GET contact/requests), newest first, with
 * their state, date, linked order and the staff's replies, so an answer is read in the portal
 * too, not only by mail. Ten a page, the page in the address.
 */
export function ContactRequests() {
  const { t } = useTranslation();
  const config = useConfig();
  const page = usePageParam(PAGE_PARAM);
  const { pathname } = useLocation();
  const requests = useContactRequests(page);
  const ordersPath = pathTo(config, 'orderHistory');
  return (
    <section aria-labelledby="contact-requests-title">
      <SectionTitle id="contact-requests-title">{t('engagement.contact.requests.title')}</SectionTitle>
      {requests.isPending && <ListSkeleton count={2} label={t('engagement.contact.requests.loading')} />}
      {requests.isError && <ErrorState message={normalizeError(requests.error).message} onRetry={() => void requests.refetch()} />}
      {requests.isSuccess &&
        (requests.data.data.length === 0 ? (
          <EmptyState action={page > 1 && <Link to={pathname}>{t('content.firstPage')}</Link>}>
            {t(page > 1 ? 'engagement.contact.requests.pageEmpty' : 'engagement.contact.requests.empty')}
          </EmptyState>
        ) : (
          <>
            <Meta style={{ marginBottom: 12 }}>{t('engagement.contact.requests.count', { count: requests.data.total })}</Meta>
            <List aria-busy={requests.isPlaceholderData || undefined}>
              {requests.data.data.map((request) => (
                <li key={request.id}>
                  <RequestCard request={request} ordersPath={ordersPath} />
                </li>
              ))}
            </List>
            <Pagination page={page} lastPage={requests.data.last_page} param={PAGE_PARAM} label={t('engagement.contact.requests.pager')} />
          </>
        ))}
    </section>
  );
}
