import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { staffInbox, type RequestDetail, type RequestStatus } from '../../../shared/types/generated/api/staff-inbox.js';
import { call } from '../../api/client.js';

export const inboxKeys = {
  all: (alias: string) => ['console', 'inbox', alias] as const,
  counts: (alias: string) => ['console', 'inbox', alias, 'counts'] as const,
  list: (alias: string, status: RequestStatus, mine: boolean, page: number) =>
    ['console', 'inbox', alias, 'list', status, mine, page] as const,
  detail: (alias: string, id: number) => ['console', 'inbox', alias, 'detail', id] as const,
};

export function useRequests(alias: string, status: RequestStatus, mine: boolean, page: number) {
  return useQuery({
    queryKey: inboxKeys.list(alias, status, mine, page),
    queryFn: () => call(staffInbox.listRequests, { params: { alias }, query: { status, mine: mine || undefined, page } }),
    placeholderData: keepPreviousData,
  });
}

/** Open and unanswered requests: the navigation's figure. Read again every minute, since customers write at any time. */
export function useInboxCounts(alias: string) {
  return useQuery({
    queryKey: inboxKeys.counts(alias),
    queryFn: () => call(staffInbox.getInboxCounts, { params: { alias } }),
    refetchInterval: 60_000,
  });
}

export function useRequest(alias: string, id: number) {
  return useQuery({
    queryKey: inboxKeys.detail(alias, id),
    queryFn: () => call(staffInbox.getRequest, { params: { alias, id } }),
  });
}

/** Every change answers the updated request (shown at once); lists and counts are read again behind it. */
function useRequestChange<Vars>(alias: string, id: number, send: (vars: Vars) => Promise<RequestDetail>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: async (detail: RequestDetail) => {
      queryClient.setQueryData(inboxKeys.detail(alias, id), detail);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: [...inboxKeys.all(alias), 'list'] }),
        queryClient.invalidateQueries({ queryKey: inboxKeys.counts(alias) }),
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
