import { apiClient } from './client.js';

/**
 * Calls of the content area: magazine, notices, notifications, CMS sections, initiative pages
 * and the panel app code. Shapes follow src/server/modules/content/{news,notification,cms,panel}-routes.ts.
 * Every `body_html` is sanitised by the server and must be sanitised again before rendering.
 */

/** An image with its intrinsic size, so a screen can reserve its box before it loads. */
export interface ContentImage {
  url: string;
  width: number;
  height: number;
}

/** A page of a content list (spec §3 'Magazine and notices': last_page, data). */
export interface ContentPage<T> {
  current_page: number;
  last_page: number;
  per_page: number;
  total: number;
  data: T[];
}

export interface NewsSummary {
  id: number;
  slug: string;
  title: string;
  /** Plain text. */
  excerpt: string;
  image: ContentImage | null;
  /** ISO-8601. */
  published_at: string;
}

export interface NewsArticle extends NewsSummary {
  body_html: string;
}

export interface Notice {
  id: number;
  title: string;
  body_html: string;
  published_at: string;
}

export interface Notification {
  id: number;
  title: string;
  /** Plain text, the start of the body. */
  excerpt: string;
  body_html: string;
  created_at: string;
  /** Read by this customer on any device: the state lives on the server. */
  read: boolean;
  read_at: string | null;
}

export interface NotificationPage extends ContentPage<Notification> {
  /** Unread notifications of the customer over every page. */
  unread: number;
}

export interface MarkReadResult {
  id: number;
  read: true;
  read_at: string;
  unread: number;
}

export interface CmsSection {
  key: string;
  title: string;
  body_html: string;
  updated_at: string;
}

export interface Initiative {
  slug: string;
  title: string;
  body_html: string;
  image: ContentImage | null;
  starts_at: string | null;
  ends_at: string | null;
}

export interface PanelInit {
  appcode: string;
  /** The server's own composition of the panel URL; the screen builds it from the tenant file. */
  url: string;
  expires_in: number;
  authenticated: boolean;
}

/** GET /magazine?page=n: nine articles a page, newest first. */
export async function getMagazine(page: number): Promise<ContentPage<NewsSummary>> {
  return (await apiClient.get<ContentPage<NewsSummary>>(`/magazine?page=${page}`)).data;
}

/** GET /magazine/:id: one article with its body. */
export async function getNewsArticle(id: string): Promise<NewsArticle> {
  return (await apiClient.get<NewsArticle>(`/magazine/${encodeURIComponent(id)}`)).data;
}

/** GET /notices?page=n: ten notices a page, newest first, each with its whole text. */
export async function getNotices(page: number): Promise<ContentPage<Notice>> {
  return (await apiClient.get<ContentPage<Notice>>(`/notices?page=${page}`)).data;
}

/** GET /notifications?page=n: the customer's notifications with the unread count. */
export async function getNotifications(page: number): Promise<NotificationPage> {
  return (await apiClient.get<NotificationPage>(`/notifications?page=${page}`)).data;
}

/** GET /notifications/:id (the server marks it read on opening). */
export async function getNotification(id: string): Promise<Notification> {
  return (await apiClient.get<Notification>(`/notifications/${encodeURIComponent(id)}`)).data;
}

/** POST /notifications/:id/read: idempotent; answers the new unread count. */
export async function markNotificationRead(id: string): Promise<MarkReadResult> {
  return (await apiClient.post<MarkReadResult>(`/notifications/${encodeURIComponent(id)}/read`)).data;
}

/** GET /cms: every CMS section of the tenant keyed by section (a missing key has no content). */
export async function getCmsSections(): Promise<Partial<Record<string, CmsSection>>> {
  return (await apiClient.get<Partial<Record<string, CmsSection>>>('/cms')).data;
}

/** GET /initiatives/:slug: the public page of /promo/{initiative}; 404 when unknown or closed. */
export async function getInitiative(slug: string): Promise<Initiative> {
  return (await apiClient.get<Initiative>(`/initiatives/${encodeURIComponent(slug)}`)).data;
}

/** GET panel/auth/init/{id}: a short-lived app code for the panel app (spec §7). */
export async function initPanel(initiativeId: string): Promise<PanelInit> {
  return (await apiClient.get<PanelInit>(`/panel/auth/init/${encodeURIComponent(initiativeId)}`)).data;
}
