import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { staffWebhooks, type EndpointBody, type EndpointPatch } from '../../../shared/types/generated/api/staff-webhooks.js';
import { call } from '../../api/client.js';
import { areaKey } from '../../query-keys.js';

/** While a delivery of the page is still pending, the log is read again so its state moves. */
export const LOG_POLL_MS = 3000;

export const webhookQueries = {
  all: (alias: string) => areaKey('webhooks', alias),
  list: (alias: string) =>
    queryOptions({
      queryKey: [...areaKey('webhooks', alias), 'list'] as const,
      queryFn: () => call(staffWebhooks.listWebhooks, { params: { alias } }),
    }),
  deliveries: (alias: string, id: number, page: number) =>
    queryOptions({
      queryKey: [...areaKey('webhooks', alias), 'deliveries', id, page] as const,
      queryFn: () => call(staffWebhooks.listWebhookDeliveries, { params: { alias, id }, query: { page } }),
      placeholderData: keepPreviousData,
      refetchInterval: (query) => (query.state.data?.items.some((d) => d.state === 'pending') ? LOG_POLL_MS : false),
    }),
};

export const useWebhooks = (alias: string) => useQuery(webhookQueries.list(alias));
export const useDeliveries = (alias: string, id: number, page: number) => useQuery(webhookQueries.deliveries(alias, id, page));

/** Every change reads the area again: the list (state, failures) and the logs. */
function useWebhookMutation<V, R>(alias: string, fn: (vars: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookQueries.all(alias) }),
  });
}

export const useCreateWebhook = (alias: string) =>
  useWebhookMutation(alias, (body: EndpointBody) => call(staffWebhooks.createWebhook, { params: { alias }, body }));
export const useUpdateWebhook = (alias: string) =>
  useWebhookMutation(alias, ({ id, body }: { id: number; body: EndpointPatch }) =>
    call(staffWebhooks.updateWebhook, { params: { alias, id }, body }),
  );
export const useDeleteWebhook = (alias: string) =>
  useWebhookMutation(alias, (id: number) => call(staffWebhooks.deleteWebhook, { params: { alias, id } }));
export const useRotateSecret = (alias: string) =>
  useWebhookMutation(alias, (id: number) => call(staffWebhooks.rotateWebhookSecret, { params: { alias, id } }));
export const useEnableWebhook = (alias: string) =>
  useWebhookMutation(alias, (id: number) => call(staffWebhooks.enableWebhook, { params: { alias, id } }));
export const usePingWebhook = (alias: string) =>
  useWebhookMutation(alias, (id: number) => call(staffWebhooks.pingWebhook, { params: { alias, id } }));
export const useRedeliver = (alias: string) =>
  useWebhookMutation(alias, ({ id, delivery }: { id: number; delivery: number }) =>
    call(staffWebhooks.redeliverWebhook, { params: { alias, id, delivery } }),
  );
