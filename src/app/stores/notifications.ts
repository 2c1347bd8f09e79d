import { proxy, useSnapshot } from 'valtio';

interface NotificationsState {
  /** Unread notifications of the signed-in customer; null until a notifications call told us. */
  unread: number | null;
}

/**
 * The unread count is shared: the list shows it, opening a notification lowers it, and any
 * other part of the layout (a header badge) can read it without asking the server again.
 * The read state itself lives on the server; this is only the last count it answered.
 */
export const notificationsStore = proxy<NotificationsState>({ unread: null });

export function setUnreadNotifications(count: number): void {
  notificationsStore.unread = Math.max(0, count);
}

export function clearUnreadNotifications(): void {
  notificationsStore.unread = null;
}

export function useUnreadNotifications(): number | null {
  return useSnapshot(notificationsStore).unread;
}
