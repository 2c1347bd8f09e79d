import type { CmsSection, ContentPage, Initiative, NewsArticle, NewsSummary, Notice, Notification } from '../../api/content.js';

/** Answers shaped like the server's (src/server/modules/content/*-routes.ts), for component tests. */

export function newsItem(id: number, overrides: Partial<NewsArticle> = {}): NewsArticle {
  return {
    id,
    slug: `articolo-${id}`,
    title: `Articolo numero ${id}`,
    excerpt: `Riassunto dell'articolo ${id}.`,
    image: { url: `/v1/content/images/premi/${id}.svg`, width: 800, height: 450 },
    published_at: '2025-11-03T09:00:00.000Z',
    body_html: `<p>Testo dell'articolo ${id}.</p>`,
    ...overrides,
  };
}

export function summaryOf({ body_html: _body, ...summary }: NewsArticle): NewsSummary {
  return summary;
}

export function pageOf<T>(data: T[], page: number, lastPage: number, perPage = 9): ContentPage<T> {
  return { current_page: page, last_page: lastPage, per_page: perPage, total: data.length + (lastPage - 1) * perPage, data };
}

export function notice(id: number, overrides: Partial<Notice> = {}): Notice {
  return {
    id,
    title: `Avviso ${id}`,
    body_html: `<p>Testo dell'avviso ${id}.</p>`,
    published_at: '2025-10-20T08:00:00.000Z',
    ...overrides,
  };
}

export function notification(id: number, read: boolean, overrides: Partial<Notification> = {}): Notification {
  return {
    id,
    title: `Notifica ${id}`,
    excerpt: `Inizio della notifica ${id}`,
    body_html: `<p>Testo completo della notifica ${id}.</p>`,
    created_at: '2025-11-01T10:30:00.000Z',
    read,
    read_at: read ? '2025-11-02T08:00:00.000Z' : null,
    ...overrides,
  };
}

export function cmsSection(key: CmsSection['key'], title: string, body_html: string): CmsSection {
  return { key, title, body_html, updated_at: '2025-09-15T12:00:00.000Z' };
}

export function initiative(overrides: Partial<Initiative> = {}): Initiative {
  return {
    slug: 'estate-2025',
    title: 'Estate Premia: vinci un weekend al mare',
    body_html: '<p>Ogni ordine ti dà una possibilità.</p><h2>Come partecipare</h2><ul><li>accedi al portale</li></ul>',
    image: { url: '/v1/content/images/stagione/b45309.svg', width: 800, height: 450 },
    starts_at: '2025-10-01T00:00:00.000Z',
    ends_at: '2026-03-01T00:00:00.000Z',
    ...overrides,
  };
}
