import type { Operation } from '../../../shared/api/operation.js';
import {
  staffContent,
  type AdvantageInput,
  type ContentKind,
  type ContentRecord,
  type IdParams,
  type NewsInput,
  type NoticeInput,
  type PageInput,
  type PartnerInput,
  type TenantParams,
  type VoucherInput,
} from '../../../shared/types/generated/api/staff-content.js';

/**
 * What the console's one content module needs to know about each kind (content-service.ts does
 * the rest the same way for all six): its table, which columns hold the title, the picture and
 * the schedule, how the form's values map to a row and back, and what must not be deleted.
 * A row here is a plain record: the tables differ, the steps do not.
 */

export type Row = Record<string, unknown>;
export type ContentInput = NewsInput | NoticeInput | AdvantageInput | VoucherInput | PartnerInput | PageInput;

/** Every kind's create and update: the kind's own values in, the stored record out. */
type CreateContent = Operation<{ params: TenantParams; query: undefined; body: { values: ContentInput }; response: ContentRecord }>;
type UpdateContent = Operation<{
  params: IdParams;
  query: undefined;
  body: { revision: number; values: ContentInput };
  response: ContentRecord;
}>;

export interface KindSpec {
  kind: ContentKind;
  table: 'news' | 'notices' | 'advantages' | 'vouchers' | 'partners' | 'initiatives';
  /** The contract's create and update operations, whose body schema is this kind's input. */
  createOp: CreateContent;
  updateOp: UpdateContent;
  /** Shown in lists and the audit log. */
  titleColumn: 'title' | 'name';
  /** Picture columns (partners: the logo); notices have none. */
  image: { url: string; width: string; height: string } | null;
  /** Initiatives had their dates before the console did; the API calls them publish_from/until like the rest. */
  schedule: { from: string; until: string };
  /** The list's order, as the portal shows it. */
  order: readonly (readonly [column: string, direction: 'asc' | 'desc'])[];
  /** Columns with a unique slug per tenant (409 when taken). */
  slug: boolean;
  /** Form values (HTML already sanitised, picture already resolved) → the kind's own columns. */
  toColumns(values: ContentInput, now: string, existing: Row | undefined): Row;
  /** A row → the form's values (schedule and picture are added by the service). */
  toValues(row: Row): Record<string, unknown>;
  /** Why this item may not be deleted (Italian), or null. */
  blocksDelete?: 'vouchers' | 'partners';
}

const s = (v: unknown) => v as string;
const n = (v: unknown) => Number(v);
const IMAGE = { url: 'image_url', width: 'image_width', height: 'image_height' };
const DATES = { from: 'publish_from', until: 'publish_until' };
const SORTED = [
  ['sort_order', 'asc'],
  ['id', 'asc'],
] as const;
const NEWEST = [
  ['published_at', 'desc'],
  ['id', 'desc'],
] as const;

/** News and notices are listed by published_at: the schedule's start when there is one, else the first save. */
const DATED_ITEM = { titleColumn: 'title', schedule: DATES, order: NEWEST } as const;
const publishedAt = (v: { publish_from: string | null }, now: string, existing: Row | undefined) =>
  v.publish_from ?? (existing?.['published_at'] as string | undefined) ?? now;

/** Advantages and vouchers: a partner's, with a title and a picture, in the operator's order, keeping the time of their first save. */
const PARTNER_ITEM = { titleColumn: 'title', image: IMAGE, schedule: DATES, order: SORTED, slug: false } as const;
const partnerItemColumns = (v: AdvantageInput | VoucherInput, now: string, existing: Row | undefined) => ({
  partner_id: v.partner_id,
  sort_order: v.sort_order,
  created_at: (existing?.['created_at'] as string | undefined) ?? now,
});
const partnerItemValues = (r: Row) => ({ partner_id: r['partner_id'] ?? null, sort_order: n(r['sort_order']) });

export const KINDS: Readonly<Record<ContentKind, KindSpec>> = {
  news: {
    kind: 'news',
    table: 'news',
    createOp: staffContent.createNews,
    updateOp: staffContent.updateNews,
    ...DATED_ITEM,
    image: IMAGE,
    slug: true,
    toColumns: (values, now, existing) => {
      const v = values as NewsInput;
      return { slug: v.slug, title: v.title, excerpt: v.excerpt, body_html: v.body_html, published_at: publishedAt(v, now, existing) };
    },
    toValues: (r) => ({ slug: s(r['slug']), title: s(r['title']), excerpt: s(r['excerpt']), body_html: s(r['body_html']) }),
  },
  notices: {
    kind: 'notices',
    table: 'notices',
    createOp: staffContent.createNotice,
    updateOp: staffContent.updateNotice,
    ...DATED_ITEM,
    image: null,
    slug: false,
    toColumns: (values, now, existing) => {
      const v = values as NoticeInput;
      return { title: v.title, body_html: v.body_html, published_at: publishedAt(v, now, existing) };
    },
    toValues: (r) => ({ title: s(r['title']), body_html: s(r['body_html']) }),
  },
  advantages: {
    kind: 'advantages',
    table: 'advantages',
    createOp: staffContent.createAdvantage,
    updateOp: staffContent.updateAdvantage,
    ...PARTNER_ITEM,
    toColumns: (values, now, existing) => {
      const v = values as AdvantageInput;
      return {
        title: v.title,
        summary: v.summary,
        body_html: v.body_html,
        public: v.public ? 1 : 0,
        ...partnerItemColumns(v, now, existing),
      };
    },
    toValues: (r) => ({
      title: s(r['title']),
      summary: s(r['summary']),
      body_html: s(r['body_html']),
      public: r['public'] === 1,
      ...partnerItemValues(r),
    }),
  },
  vouchers: {
    kind: 'vouchers',
    table: 'vouchers',
    createOp: staffContent.createVoucher,
    updateOp: staffContent.updateVoucher,
    ...PARTNER_ITEM,
    blocksDelete: 'vouchers',
    toColumns: (values, now, existing) => {
      const v = values as VoucherInput;
      return {
        title: v.title,
        description: v.description,
        body_html: v.body_html,
        code_template: v.code_template,
        points: v.points,
        value_cents: v.value_cents,
        expires_at: v.expires_at,
        ...partnerItemColumns(v, now, existing),
      };
    },
    toValues: (r) => ({
      title: s(r['title']),
      description: s(r['description']),
      body_html: s(r['body_html']),
      code_template: r['code_template'] ?? null,
      points: n(r['points']),
      value_cents: n(r['value_cents']),
      expires_at: r['expires_at'] ?? null,
      ...partnerItemValues(r),
    }),
  },
  partners: {
    kind: 'partners',
    table: 'partners',
    createOp: staffContent.createPartner,
    updateOp: staffContent.updatePartner,
    titleColumn: 'name',
    image: { url: 'logo_url', width: 'logo_width', height: 'logo_height' },
    schedule: DATES,
    order: SORTED,
    slug: false,
    blocksDelete: 'partners',
    toColumns: (values) => {
      const v = values as PartnerInput;
      return { name: v.name, description: v.description, website: v.website, category: v.category, sort_order: v.sort_order };
    },
    toValues: (r) => ({
      name: s(r['name']),
      description: s(r['description']),
      website: r['website'] ?? null,
      category: s(r['category']),
      sort_order: n(r['sort_order']),
    }),
  },
  pages: {
    kind: 'pages',
    table: 'initiatives',
    createOp: staffContent.createPage,
    updateOp: staffContent.updatePage,
    titleColumn: 'title',
    image: IMAGE,
    schedule: { from: 'starts_at', until: 'ends_at' },
    order: [['id', 'desc']],
    slug: true,
    toColumns: (values) => {
      const v = values as PageInput;
      return { slug: v.slug, title: v.title, body_html: v.body_html };
    },
    toValues: (r) => ({ slug: s(r['slug']), title: s(r['title']), body_html: s(r['body_html']) }),
  },
};
