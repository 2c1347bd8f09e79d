import type { Generated, Insertable, Selectable } from 'kysely';
import type { ScheduleColumns } from './schedule.js';

/** A magazine article (GET magazine). `body_html` is stored clean (src/server/security/html-policy.ts). */
export interface NewsTable extends ScheduleColumns {
  id: Generated<number>;
  tenant_alias: string;
  slug: string;
  title: string;
  excerpt: string;
  body_html: string;
  image_url: string | null;
  /** Intrinsic size of the image: the SPA reserves the box before it loads (no layout shift). */
  image_width: number | null;
  image_height: number | null;
  /** ISO-8601 UTC; lists are newest first. */
  published_at: string;
}

/** A notice (GET notices): short service messages of the initiative. */
export interface NoticesTable extends ScheduleColumns {
  id: Generated<number>;
  tenant_alias: string;
  title: string;
  body_html: string;
  published_at: string;
}

export type News = Selectable<NewsTable>;
export type NewNews = Insertable<NewsTable>;
export type Notice = Selectable<NoticesTable>;
export type NewNotice = Insertable<NoticesTable>;
