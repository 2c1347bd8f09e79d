import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { normalizeError } from '../../api/api-error.js';
import type { Notification } from '../../api/content.js';
import { useMarkNotificationRead, useNotification } from '../../queries/content.js';
import type { ScreenProps } from '../../registry/screen-props.js';
import { ErrorPage } from '../../../ui/error-page.js';
import { formatDateTime } from '../../../shared/format.js';
import { DetailLayout } from '../../../ui/detail-layout.js';
import type { BackTarget } from '../../../ui/page.js';
import { ContentDetail } from './content-detail.js';
import { serverErrorText } from './error-text.js';
import { useReturnPath } from './return-path.js';
import { usePageTitle } from '../../routing/route-title.js';
import { useTimeZone } from '../../stores/config.js';

function Details({ notification, back }: { notification: Notification; back: BackTarget }) {
  const timeZone = useTimeZone();
  const { t } = useTranslation();
  // The route's title is the generic 'Notifica': the tab should name this one.
  usePageTitle(notification.title);
  return (
    <DetailLayout
      back={back}
      id="notification-title"
      title={notification.title}
      date={{
        iso: notification.created_at,
        text: t('content.notifications.received', { date: formatDateTime(notification.created_at, timeZone) }),
      }}
      html={notification.body_html}
      bodyLook="framed"
    />
  );
}

/** /notifications/{id}: one notification; opening it marks it read. */
export default function NotificationDetailScreen({ title }: ScreenProps) {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const back = { to: useReturnPath('/notifications'), label: t('content.notifications.back') };
  const valid = /^\d{1,10}$/.test(id);
  const notification = useNotification(valid ? id : null);
  const { mutate: markRead } = useMarkNotificationRead();

  // Opening marks it read on the server (GET already does; the explicit POST answers the new
  // unread count, which the loaded lists take). Both are idempotent, so a second tab or a reload
  // changes nothing. A failed mark leaves the page as it is: the text was read.
  useEffect(() => {
    if (valid) markRead(id);
  }, [id, valid, markRead]);

  const error = notification.isError ? normalizeError(notification.error) : null;
  const missing = !valid || error?.status === 404;
  if (missing) {
    return (
      <ErrorPage title={t('content.notifications.notFound')} text={t('content.notifications.notFoundText')}>
        <Link to="/notifications">{t('content.notifications.back')}</Link>
      </ErrorPage>
    );
  }
  return (
    <ContentDetail routeTitle={t(title)} back={back} query={notification} error={error} errorText={serverErrorText} withImage={false}>
      {(data) => <Details notification={data} back={back} />}
    </ContentDetail>
  );
}
