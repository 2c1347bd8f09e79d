import { skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  getCmsSections,
  getInitiative,
  getMagazine,
  getNewsArticle,
  getNotices,
  getNotification,
  getNotifications,
  markNotificationRead,
  type MarkReadResult,
  type NotificationPage,
} from '../api/content.js';
import { usePagedQuery } from '../../ui/paged-query.js';
import { STALE_TIME } from '../../ui/stale-time.js';

/** The content area: magazine, notices, CMS sections, initiative pages. */
export const contentKeys = {
  all: ['content'] as const,
  magazine: (page: number) => [...contentKeys.all, 'magazine', page] as const,
  article: (id: string) => [...contentKeys.all, 'article', id] as const,
  notices: (page: number) => [...contentKeys.all, 'notices', page] as const,
  cms: () => [...contentKeys.all, 'cms'] as const,
  initiative: (slug: string) => [...contentKeys.all, 'initiative', slug] as const,
};

/** The customer's notifications: the pages (with the unread count) and each one opened. */
export const notificationKeys = {
  all: ['notifications'] as const,
  lists: () => [...notificationKeys.all, 'list'] as const,
  page: (page: number) => [...notificationKeys.lists(), page] as const,
  detail: (id: string) => [...notificationKeys.all, 'detail', id] as const,
};

/** A page of magazine articles; `probe` for the news screen's data prefetch (the same key and request). */
export const magazineQuery = (page: number, probe = false) => ({
  queryKey: contentKeys.magazine(page),
  queryFn: () => getMagazine(page, { probe }),
  staleTime: STALE_TIME.content,
});

/** A page of notices; `probe` as for magazineQuery. */
export const noticesQuery = (page: number, probe = false) => ({
  queryKey: contentKeys.notices(page),
  queryFn: () => getNotices(page, { probe }),
  staleTime: STALE_TIME.content,
});

export function useMagazine(page: number) {
  const { queryKey, queryFn, staleTime } = magazineQuery(page);
  return usePagedQuery(queryKey, queryFn, staleTime);
}

export function useNotices(page: number) {
  const { queryKey, queryFn, staleTime } = noticesQuery(page);
  return usePagedQuery(queryKey, queryFn, staleTime);
}

/** One article; `null` (an id that cannot exist) asks nothing. */
export function useNewsArticle(id: string | null) {
  const queryFn = id === null ? skipToken : () => getNewsArticle(id);
  return useQuery({ queryKey: contentKeys.article(id ?? ''), queryFn, staleTime: STALE_TIME.content });
}

/** Every CMS section of the tenant, keyed by section. */
export function useCmsSections() {
  return useQuery({ queryKey: contentKeys.cms(), queryFn: getCmsSections, staleTime: STALE_TIME.content });
}

/** The public page of an initiative (404 when unknown or closed). */
export function useInitiative(slug: string) {
  return useQuery({ queryKey: contentKeys.initiative(slug), queryFn: () => getInitiative(slug), staleTime: STALE_TIME.content });
}

/** A page of the customer's notifications with the unread count. */
export const useNotifications = (page: number) => usePagedQuery(notificationKeys.page(page), () => getNotifications(page), STALE_TIME.live);

/** One notification (the server marks it read on opening); `null` asks nothing. */
export function useNotification(id: string | null) {
  const queryFn = id === null ? skipToken : () => getNotification(id);
  return useQuery({ queryKey: notificationKeys.detail(id ?? ''), queryFn, staleTime: STALE_TIME.live });
}

/** The pages already loaded show the notification read, with the count the server answered. */
function markedInPage(page: NotificationPage | undefined, result: MarkReadResult): NotificationPage | undefined {
  if (!page) return page;
  const data = page.data.map((n) => (n.id === result.id ? { ...n, read: true, read_at: result.read_at } : n));
  return { ...page, data, unread: result.unread };
}

/**
 * POST notifications/{id}/read (idempotent): the loaded pages take the answer at once, then the
 * lists (and their unread count) are read again when next shown.
 */
export function useMarkNotificationRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => markNotificationRead(id),
    onSuccess: (result) => {
      client.setQueriesData<NotificationPage>({ queryKey: notificationKeys.lists() }, (page) => markedInPage(page, result));
    },
    onSettled: () => void client.invalidateQueries({ queryKey: notificationKeys.lists() }),
  });
}
