import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { staffInbox, type RequestDetail, type RequestStatus } from '../../../shared/types/generated/api/staff-inbox.js';
import { call } from '../../api/client.js';
import { areaKey } from '../../query-keys.js';

const listsKey = (alias: string) => [...areaKey('inbox', alias), 'list'] as const;

export const inboxQueries = {
  all: (alias: string) => areaKey('inbox', alias),
  /** Every page of every list (a change moves a request between them). */
  lists: listsKey,
  list: (alias: string, status: RequestStatus, mine: boolean, page: number) =>
    queryOptions({
      queryKey: [...listsKey(alias), status, mine, page] as const,
      queryFn: () => call(staffInbox.listRequests, { params: { alias }, query: { status, mine: mine || undefined, page } }),
      placeholderData: keepPreviousData,
    }),
  /** Open and unanswered requests: the navigation's figure. Read again every minute, since customers write at any time. */
  counts: (alias: string) =>
    queryOptions({
      queryKey: [...areaKey('inbox', alias), 'counts'] as const,
      queryFn: () => call(staffInbox.getInboxCounts, { params: { alias } }),
      refetchInterval: 60_000,
    }),
  detail: (alias: string, id: number) =>
    queryOptions({
      queryKey: [...areaKey('inbox', alias), 'detail', id] as const,
      queryFn: () => call(staffInbox.getRequest, { params: { alias, id } }),
    }),
};

export const useRequests = (alias: string, status: RequestStatus, mine: boolean, page: number) =>
  useQuery(inboxQueries.list(alias, status, mine, page));

export const useInboxCounts = (alias: string) => useQuery(inboxQueries.counts(alias));

export const useRequest = (alias: string, id: number) => useQuery(inboxQueries.detail(alias, id));

/** Every change answers the updated request (shown at once); lists and counts are read again behind it. */
function useRequestChange<Vars>(alias: string, id: number, send: (vars: Vars) => Promise<RequestDetail>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: async (detail: RequestDetail) => {
      queryClient.setQueryData(inboxQueries.detail(alias, id).queryKey, detail);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: inboxQueries.lists(alias) }),
        queryClient.invalidateQueries({ queryKey: inboxQueries.counts(alias).queryKey }),
      ]);
    },
  });
}

export function useAssign(alias: string, id: number) {
  return useRequestChange(alias, id, (staffId: number | null) =>
    call(staffInbox.assignRequest, { params: { alias, id }, body: { staffId } }),
  );
}

export function useReply(alias: string, id: number) {
  return useRequestChange(alias, id, (message: string) => call(staffInbox.replyRequest, { params: { alias, id }, body: { message } }));
}

export function useSetStatus(alias: string, id: number) {
  return useRequestChange(alias, id, (status: RequestStatus) =>
    call(staffInbox.setRequestStatus, { params: { alias, id }, body: { status } }),
  );
}
