import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { staffNotifications, type SendBody } from '../../../shared/types/generated/api/staff-notifications.js';
import { call } from '../../api/client.js';
import { areaKey } from '../../query-keys.js';

/** While a send still has mails going out, the history is read again so its count moves. */
export const MAILS_POLL_MS = 2000;

export const notificationQueries = {
  history: (alias: string) =>
    queryOptions({
      queryKey: areaKey('notifications', alias),
      queryFn: () => call(staffNotifications.listNotificationSends, { params: { alias } }),
      refetchInterval: (query) => (query.state.data?.items.some((s) => s.emailsSent < s.emailsTotal) ? MAILS_POLL_MS : false),
    }),
};

export const useSendHistory = (alias: string) => useQuery(notificationQueries.history(alias));

/** Sends; the history is read again behind the answer (which the form shows at once). */
export function useSendNotification(alias: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SendBody) => call(staffNotifications.sendNotification, { params: { alias }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationQueries.history(alias).queryKey }),
  });
}
