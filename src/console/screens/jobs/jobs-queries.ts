import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { staffJobs } from '../../../shared/types/generated/api/staff-jobs.js';
import { call } from '../../api/client.js';
import { areaKey } from '../../query-keys.js';

/** How often the queue is read again while the screen is on view (TanStack Query pauses it in a hidden tab). */
export const QUEUE_POLL_MS = 5000;

export const jobQueries = {
  queue: (alias: string) =>
    queryOptions({
      queryKey: areaKey('jobs', alias),
      queryFn: () => call(staffJobs.getJobQueue, { params: { alias } }),
      refetchInterval: QUEUE_POLL_MS,
      refetchIntervalInBackground: false,
    }),
};

export const useJobQueue = (alias: string) => useQuery(jobQueries.queue(alias));

/** Queues a dead job again; the queue is read again behind the answer. */
export function useRetryJob(alias: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(staffJobs.retryJob, { params: { alias, id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: jobQueries.queue(alias).queryKey }),
  });
}
