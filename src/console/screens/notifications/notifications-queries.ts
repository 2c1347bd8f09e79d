import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { staffNotifications, type SendBody } from '../../../shared/types/generated/api/staff-notifications.js';
import { call } from '../../api/client.js';

export const notificationKeys = {
  history: (alias: string) => ['console', 'notifications', alias] as const,
};

/** While a send still has mails going out, the history is read again so its count moves. */
export const MAILS_POLL_MS = 2000;

export function useSendHistory(alias: string) {
  return useQuery({
    queryKey: notificationKeys.history(alias),
    queryFn: () => call(staffNotifications.listNotificationSends, { params: { alias } }),
    refetchInterval: (query) => (query.state.data?.items.some((s) => s.emailsSent < s.emailsTotal) ? MAILS_POLL_MS : false),
  });
}

/** Sends; the history is read again behind the answer (which the form shows at once). */
export function useSendNotification(alias: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SendBody) => call(staffNotifications.sendNotification, { params: { alias }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.history(alias) }),
  });
}
