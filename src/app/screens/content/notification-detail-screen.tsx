import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { getNotification, markNotificationRead, type Notification } from '../../api/content.js';
import type { ScreenProps } from '../../registry/screen-props.js';
import { setUnreadNotifications } from '../../stores/notifications.js';
import { Container } from '../../../ui/container.js';
import { ErrorPage } from '../../../ui/error-page.js';
import { formatDateTime } from '../../../shared/format.js';
import { RichText } from '../../../ui/rich-text.js';
import { ArticleSkeleton, LoadError, serverErrorText } from './states.js';
import { BackRow, Meta, Narrow, Page, PageTitle } from './styles.js';
import { useRemote } from './use-remote.js';
import { usePageTitle } from '../../routing/route-title.js';

const Body = styled.div`
  margin-top: 24px;
  padding: 24px;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.card}px;
  ${({ theme }) => theme.media.mobile} { padding: 18px; }
`;

/** The list page the reader came from, else the first page. */
function useBackTarget(): string {
  const { state } = useLocation();
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith('/notifications') ? from : '/notifications';
}

/**
 * Opening marks the notification read on the server (GET already does; the explicit POST answers
 * the new unread count, which the shared store takes). Both are idempotent, so a second tab or a
 * reload changes nothing. A failed count update leaves the page as it is: the text was read.
 */
async function openNotification(id: string): Promise<Notification> {
  const marked = markNotificationRead(id).then(
    (result) => setUnreadNotifications(result.unread),
    () => undefined,
  );
  const notification = await getNotification(id);
  await marked;
  return notification;
}

function Details({ notification }: { notification: Notification }) {
  const { t } = useTranslation();
  // The route's title is the generic 'Notifica': the tab should name this one.
  usePageTitle(notification.title);
  return (
    <article aria-labelledby="notification-title">
      <PageTitle id="notification-title">{notification.title}</PageTitle>
      <Meta>
        <time dateTime={notification.created_at}>{t('content.notifications.received', { date: formatDateTime(notification.created_at) })}</time>
      </Meta>
      <Body>
        <RichText html={notification.body_html} headingLevel={2} />
      </Body>
    </article>
  );
}

/** /notifications/{id} (spec §2): one notification; opening it marks it read. */
export default function NotificationDetailScreen({ title }: ScreenProps) {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const back = useBackTarget();
  const valid = /^\d{1,10}$/.test(id);
  const { state, retry } = useRemote(`notification:${id}`, () => (valid ? openNotification(id) : Promise.resolve(null)));

  const missing = !valid || (state.status === 'ready' && state.data === null) || (state.status === 'error' && state.error.status === 404);
  if (missing) {
    return (
      <ErrorPage title={t('content.notifications.notFound')} text={t('content.notifications.notFoundText')}>
        <Link to="/notifications">{t('content.notifications.back')}</Link>
      </ErrorPage>
    );
  }
  return (
    <Container>
      <Page>
        <Narrow>
          <BackRow>
            <Link to={back}>
              <span aria-hidden="true">←</span> {t('content.notifications.back')}
            </Link>
          </BackRow>
          {state.status !== 'ready' && <h1 className="visually-hidden">{t(title)}</h1>}
          {state.status === 'loading' && <ArticleSkeleton withImage={false} />}
          {state.status === 'error' && <LoadError message={serverErrorText(state.error)} onRetry={retry} />}
          {state.status === 'ready' && state.data && <Details notification={state.data} />}
        </Narrow>
      </Page>
    </Container>
  );
}
