import { content, type NewsPage } from '../../shared/types/generated/api/content.js';
import { call } from './call.js';

/**
 * Calls of the content area: magazine, notices, notifications, CMS sections, initiative pages
 * and the panel app code. Answers are typed from schemas/api/content.json (`npm run gen:types`).
 * Every `body_html` is sanitised by the server and must be sanitised again before rendering.
 */

export type {
  CmsSection,
  Initiative,
  MarkReadResult,
  NewsArticle,
  NewsPage,
  NewsSummary,
  Notice,
  Notification,
  NotificationPage,
} from '../../shared/types/generated/api/content.js';

/** A page of a content list (last_page, data) of any item. */
export type ContentPage<T> = Omit<NewsPage, 'data'> & { data: T[] };

/** Nine articles a page, newest first. */
export const getMagazine = (page: number, options: { probe?: boolean } = {}) =>
  call(content.getMagazine, { query: { page } }, { skipUnauthorizedHandler: options.probe });

/** One article with its body; `id` is the route's digits. */
export const getNewsArticle = (id: string) => call(content.getNewsArticle, { params: { id: Number(id) } });

/** Ten notices a page, newest first, each with its whole text. */
export const getNotices = (page: number, options: { probe?: boolean } = {}) =>
  call(content.getNotices, { query: { page } }, { skipUnauthorizedHandler: options.probe });

/** The customer's notifications with the unread count. */
export const getNotifications = (page: number) => call(content.getNotifications, { query: { page } });

/** One notification (the server marks it read on opening). */
export const getNotification = (id: string) => call(content.getNotification, { params: { id: Number(id) } });

/** Idempotent; answers the new unread count. */
export const markNotificationRead = (id: string) => call(content.markNotificationRead, { params: { id: Number(id) } });

/** Every CMS section of the tenant keyed by section (a missing key has no content). */
export const getCmsSections = () => call(content.getCmsSections);

/** The public page of /promo/{initiative}; 404 when unknown or closed. */
export const getInitiative = (slug: string) => call(content.getInitiative, { params: { slug } });

/** A short-lived app code for the panel app. */
export const initPanel = (initiativeId: string) => call(content.initPanel, { params: { id: initiativeId } });
