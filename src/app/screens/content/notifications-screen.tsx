import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { normalizeError } from '../../api/api-error.js';
import type { Notification } from '../../api/content.js';
import { useNotifications } from '../../queries/content.js';
import type { ScreenProps } from '../../registry/screen-props.js';
import { Container } from '../../../ui/container.js';
import { formatDateTime } from '../../../shared/format.js';
import { usePageParam } from '../../../ui/page-param.js';
import { Pagination } from '../../../ui/pagination.js';
import { Lead, Page, PageTitle } from '../../../ui/page.js';
import { EmptyState, ErrorState, ListSkeleton } from '../../../ui/states.js';
import { serverErrorText } from './error-text.js';
import { useTimeZone } from '../../stores/config.js';
import { spreadRow } from '../../../ui/layout-css.js';

const List = styled.ul`
  display: grid;
  gap: 12px;
  max-width: 860px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

/**
 * Unread ones stand out by three cues, never by colour alone: the 'Non letta' badge (text), a
 * bold title and a thick left rule.
 */
const Item = styled.article<{ $unread: boolean }>`
  position: relative;
  display: grid;
  gap: 6px;
  padding: 16px 20px;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-left: ${({ $unread }) => ($unread ? 6 : 1)}px solid
    ${({ $unread, theme }) => ($unread ? theme.colors.primary : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.card}px;
  padding-left: ${({ $unread }) => ($unread ? 15 : 20)}px;
  &:hover {
    box-shadow: 0 6px 18px rgba(15, 23, 42, 0.1);
  }
  &:focus-within {
    outline: 3px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 2px;
  }
  h2 {
    margin: 0;
    font-size: 1.1rem;
    font-weight: ${({ $unread }) => ($unread ? 700 : 500)};
  }
  a {
    color: inherit;
    text-decoration: none;
  }
  a::after {
    content: '';
    position: absolute;
    inset: 0;
  }
  a:focus-visible {
    outline: none;
    box-shadow: none;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Top = styled.div`
  ${spreadRow('4px 12px')}
  font-size: 0.9rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const UnreadBadge = styled.span`
  display: inline-block;
  padding: 2px 10px;
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryContrast};
  font-size: 0.8rem;
  font-weight: 700;
  letter-spacing: 0.02em;
`;

function NotificationItem({ notification, from }: { notification: Notification; from: string }) {
  const timeZone = useTimeZone();
  const { t } = useTranslation();
  const unread = !notification.read;
  return (
    <Item $unread={unread} aria-labelledby={`notification-${notification.id}`}>
      <Top>
        <time dateTime={notification.created_at}>{formatDateTime(notification.created_at, timeZone)}</time>
        {unread && <UnreadBadge>{t('content.notifications.unread')}</UnreadBadge>}
      </Top>
      <h2 id={`notification-${notification.id}`}>
        {/* The badge sits outside the link: its name says it too, for whoever lists the links. */}
        <Link
          to={`/notifications/${notification.id}`}
          state={{ from }}
          aria-label={unread ? t('content.notifications.unreadLink', { title: notification.title }) : undefined}
        >
          {notification.title}
        </Link>
      </h2>
      <p>{notification.excerpt}</p>
    </Item>
  );
}

/**
 * /notifications: the customer's notifications, newest first, with the unread count.
 * Read state is kept by the server per customer, so it is the same on every device and session.
 */
export default function NotificationsScreen({ title }: ScreenProps) {
  const { t } = useTranslation();
  const page = usePageParam();
  const { pathname, search } = useLocation();
  const notifications = useNotifications(page);
  const unread = notifications.isSuccess ? notifications.data.unread : null;

  return (
    <Container>
      <Page>
        <PageTitle>{t(title)}</PageTitle>
        {unread !== null && (
          <Lead role="status">
            {unread > 0 ? t('content.notifications.unreadCount', { count: unread }) : t('content.notifications.allRead')}
          </Lead>
        )}
        {notifications.isPending && <ListSkeleton count={5} />}
        {notifications.isError && (
          <ErrorState message={serverErrorText(normalizeError(notifications.error))} onRetry={() => void notifications.refetch()} />
        )}
        {notifications.isSuccess &&
          (notifications.data.data.length === 0 ? (
            <EmptyState action={page > 1 && <Link to={pathname}>{t('content.firstPage')}</Link>}>
              {page > 1 ? t('content.news.pageEmpty') : t('content.notifications.empty')}
            </EmptyState>
          ) : (
            <>
              <List aria-busy={notifications.isPlaceholderData || undefined}>
                {notifications.data.data.map((n) => (
                  <li key={n.id}>
                    <NotificationItem notification={n} from={`${pathname}${search}`} />
                  </li>
                ))}
              </List>
              <Pagination page={page} lastPage={notifications.data.last_page} />
            </>
          ))}
      </Page>
    </Container>
  );
}
