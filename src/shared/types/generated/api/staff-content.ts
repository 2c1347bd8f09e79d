/* eslint-disable */
/**
 * DO NOT EDIT: generated from schemas/ by `npm run gen:types`.
 * Edit the JSON Schema and run the command again.
 */
import type { Operation } from '../../../api/operation.js';

/**
 * news (magazine), notices, advantages, vouchers, partners, pages (initiative pages).
 *
 * This interface was referenced by `StaffContentOperations`'s JSON-Schema
 * via the `definition` "ContentKind".
 */
export type ContentKind = 'news' | 'notices' | 'advantages' | 'vouchers' | 'partners' | 'pages';
/**
 * published: customers see it; scheduled: from publish_from; expired: since publish_until; off: switched off.
 *
 * This interface was referenced by `StaffContentOperations`'s JSON-Schema
 * via the `definition` "ContentStatus".
 */
export type ContentStatus = 'published' | 'scheduled' | 'expired' | 'off';
/**
 * A picture uploaded through uploadContentImage (or one the item already had); width and height come from the stored file.
 *
 * This interface was referenced by `StaffContentOperations`'s JSON-Schema
 * via the `definition` "ImageRef".
 */
export type ImageRef = {
  url: string;
} & ImageRef1;
export type ImageRef1 = {
  url: string;
} | null;
/**
 * The CMS section (the portal's content contract CmsKey).
 *
 * This interface was referenced by `StaffContentOperations`'s JSON-Schema
 * via the `definition` "CmsKey".
 */
export type CmsKey =
  'intro' | 'footer' | 'authentication' | 'profile' | 'contact' | 'howItWorks' | 'home' | 'advantages' | 'mechanics';

/**
 * Inputs and answers of the operations of schemas/api/staff-content.json.
 */
export interface StaffContentOperations {
  listContent: {
    params: KindParams;
    query: undefined;
    body: undefined;
    response: ContentList;
  };
  getContent: {
    params: ItemParams;
    query: undefined;
    body: undefined;
    response: ContentRecord;
  };
  createNews: {
    params: TenantParams;
    query: undefined;
    body: CreateNewsBody;
    response: ContentRecord;
  };
  updateNews: {
    params: IdParams;
    query: undefined;
    body: UpdateNewsBody;
    response: ContentRecord;
  };
  createNotice: {
    params: TenantParams;
    query: undefined;
    body: CreateNoticeBody;
    response: ContentRecord;
  };
  updateNotice: {
    params: IdParams;
    query: undefined;
    body: UpdateNoticeBody;
    response: ContentRecord;
  };
  createAdvantage: {
    params: TenantParams;
    query: undefined;
    body: CreateAdvantageBody;
    response: ContentRecord;
  };
  updateAdvantage: {
    params: IdParams;
    query: undefined;
    body: UpdateAdvantageBody;
    response: ContentRecord;
  };
  createVoucher: {
    params: TenantParams;
    query: undefined;
    body: CreateVoucherBody;
    response: ContentRecord;
  };
  updateVoucher: {
    params: IdParams;
    query: undefined;
    body: UpdateVoucherBody;
    response: ContentRecord;
  };
  createPartner: {
    params: TenantParams;
    query: undefined;
    body: CreatePartnerBody;
    response: ContentRecord;
  };
  updatePartner: {
    params: IdParams;
    query: undefined;
    body: UpdatePartnerBody;
    response: ContentRecord;
  };
  createPage: {
    params: TenantParams;
    query: undefined;
    body: CreatePageBody;
    response: ContentRecord;
  };
  updatePage: {
    params: IdParams;
    query: undefined;
    body: UpdatePageBody;
    response: ContentRecord;
  };
  setContentActive: {
    params: ItemParams;
    query: undefined;
    body: ActiveBody;
    response: ContentRecord;
  };
  deleteContent: {
    params: ItemParams;
    query: DeleteQuery;
    body: undefined;
    response: void;
  };
  uploadContentImage: {
    params: TenantParams;
    query: undefined;
    body: ImageUploadBody;
    response: UploadedImage;
  };
  listCmsSections: {
    params: TenantParams;
    query: undefined;
    body: undefined;
    response: CmsList;
  };
  getCmsSection: {
    params: CmsParams;
    query: undefined;
    body: undefined;
    response: CmsRecord;
  };
  updateCmsSection: {
    params: CmsParams;
    query: undefined;
    body: UpdateCmsBody;
    response: CmsRecord;
  };
}
/**
 * This interface was referenced by `StaffContentOperations`'s JSON-Schema
 * via the `definition` "KindParams".
 */
export interface KindParams {
  /**
   * The tenant's alias.
   */
  alias: string;
  kind: ContentKind;
}
/**
 * This interface was referenced by `StaffContentOperations`'s JSON-Schema
 * via the `definition` "ContentList".
 */
export interface ContentList {
  items: ContentSummary[];
}
/**
 * This interface was referenced by `StaffContentOperations`'s JSON-Schema
 * via the `definition` "ContentSummary".
 */
export interface ContentSummary {
  id: number;
  /**
   * Title (a partner's name).
   */
  title: string;
  status: ContentStatus;
  active: boolean;
  publish_from: string | null;
  publish_until: string | null;
  revision: number;
  image_url: string | null;
}
/**
 * This interface was referenced by `StaffContentOperations`'s JSON-Schema
 * via the `definition` "ItemParams".
 */
export interface ItemParams {
  /**
   * The tenant's alias.
   */
  alias: string;
  kind: ContentKind;
  /**
   * The item's id.
   */
  id: number;
}
/**
 * This interface was referenced by `StaffContentOperations`'s JSON-Schema
 * via the `definition` "ContentRecord".
 */
export interface ContentRecord {
  id: number;
  kind: ContentKind;
  status: ContentStatus;
  revision: number;
  /**
   * The item's fields, shaped as its kind's input (NewsInput, NoticeInput …).
   */
  values: {
    [k: string]: unknown;
  };
  /**
   * The picture with its stored size.
   */
  image: UploadedImage | null;
}
/**
 * This interface was referenced by `StaffContentOperations`'s JSON-Schema
 * via the `definition` "UploadedImage".
 */
export interface UploadedImage {
  url: string;
  width: number;
  height: number;
}
/**
 * This interface was referenced by `StaffContentOperations`'s JSON-Schema
 * via the `definition` "TenantParams".
 */
export interface TenantParams {
  /**
   * The tenant's alias.
   */
  alias: string;
}
/**
 * This interface was referenced by `StaffContentOperations`'s JSON-Schema
 * via the `definition` "CreateNewsBody".
 */
export interface CreateNewsBody {
  values: NewsInput;
}
/**
 * A magazine article.
 *
 * This interface was referenced by `StaffContentOperations`'s JSON-Schema
 * via the `definition` "NewsInput".
 */
export interface NewsInput {
  /**
   * The address's last part: lower-case letters, digits and hyphens.
   */
  slug: string;
  /**
   * Title, plain text.
   */
  title: string;
  /**
   * The summary under the title in the list.
   */
  excerpt: string;
  /**
   * Rich text (HTML); kept only as the rich-text policy allows (src/shared/html-policy.ts).
   */
  body_html: string;
  image: ImageRef;
  /**
   * Shown from this instant (ISO-8601; null: at once).
   */
  publish_from: string | null;
  /**
   * Hidden from this instant (ISO-8601; null: no end).
   */
  publish_until: string | null;
  /**
   * False: switched off, hidden whatever the dates.
   */
  active: boolean;
}
/**
 * This interface was referenced by `StaffContentOperations`'s JSON-Schema
 * via the `definition` "IdParams".
 */
export interface IdParams {
  /**
   * The tenant's alias.
   */
  alias: string;
  /**
   * The item's id.
   */
  id: number;
}
/**
 * This interface was referenced by `StaffContentOperations`'s JSON-Schema
 * via the `definition` "UpdateNewsBody".
 */
export interface UpdateNewsBody {
  /**
   * The revision the form was read at.
   */
  revision: number;
  values: NewsInput;
}
/**
 * This interface was referenced by `StaffContentOperations`'s JSON-Schema
 * via the `definition` "CreateNoticeBody".
 */
export interface CreateNoticeBody {
  values: NoticeInput;
}
/**
 * A notice (short service message).
 *
 * This interface was referenced by `StaffContentOperations`'s JSON-Schema
 * via the `definition` "NoticeInput".
 */
export interface NoticeInput {
  /**
   * Title, plain text.
   */
  title: string;
  /**
   * Rich text (HTML); kept only as the rich-text policy allows (src/shared/html-policy.ts).
   */
  body_html: string;
  /**
   * Shown from this instant (ISO-8601; null: at once).
   */
  publish_from: string | null;
  /**
   * Hidden from this instant (ISO-8601; null: no end).
   */
  publish_until: string | null;
  /**
   * False: switched off, hidden whatever the dates.
   */
  active: boolean;
}
/**
 * This interface was referenced by `StaffContentOperations`'s JSON-Schema
 * via the `definition` "UpdateNoticeBody".
 */
export interface UpdateNoticeBody {
  /**
   * The revision the form was read at.
   */
  revision: number;
  values: NoticeInput;
}
/**
 * This interface was referenced by `StaffContentOperations`'s JSON-Schema
 * via the `definition` "CreateAdvantageBody".
 */
export interface CreateAdvantageBody {
  values: AdvantageInput;
}
/**
 * An advantage offered by a partner.
 *
 * This interface was referenced by `StaffContentOperations`'s JSON-Schema
 * via the `definition` "AdvantageInput".
 */
export interface AdvantageInput {
  /**
   * Title, plain text.
   */
  title: string;
  /**
   * One or two lines for the list.
   */
  summary: string;
  /**
   * Rich text (HTML); kept only as the rich-text policy allows (src/shared/html-policy.ts).
   */
  body_html: string;
  image: ImageRef;
  /**
   * True: /advantage/{id} opens to anyone, not only customers.
   */
  public: boolean;
  /**
   * The partner offering it (a partner of the same tenant), or null.
   */
  partner_id: number | null;
  /**
   * Position in the portal's lists, lower first.
   */
  sort_order: number;
  /**
   * Shown from this instant (ISO-8601; null: at once).
   */
  publish_from: string | null;
  /**
   * Hidden from this instant (ISO-8601; null: no end).
   */
  publish_until: string | null;
  /**
   * False: switched off, hidden whatever the dates.
   */
  active: boolean;
}
/**
 * This interface was referenced by `StaffContentOperations`'s JSON-Schema
 * via the `definition` "UpdateAdvantageBody".
 */
export interface UpdateAdvantageBody {
  /**
   * The revision the form was read at.
   */
  revision: number;
  values: AdvantageInput;
}
/**
 * This interface was referenced by `StaffContentOperations`'s JSON-Schema
 * via the `definition` "CreateVoucherBody".
 */
export interface CreateVoucherBody {
  values: VoucherInput;
}
/**
 * A voucher.
 *
 * This interface was referenced by `StaffContentOperations`'s JSON-Schema
 * via the `definition` "VoucherInput".
 */
export interface VoucherInput {
  /**
   * Title, plain text.
   */
  title: string;
  /**
   * One or two lines for the list.
   */
  description: string;
  /**
   * Rich text (HTML); kept only as the rich-text policy allows (src/shared/html-policy.ts).
   */
  body_html: string;
  /**
   * A code shared by every customer ({username} is replaced by the customer's code); null when codes come from the voucher's pool.
   */
  code_template: string | null;
  points: number;
  /**
   * Face value in cents.
   */
  value_cents: number;
  image: ImageRef;
  /**
   * When the voucher stops being usable (shown to the customer); null: never.
   */
  expires_at: string | null;
  /**
   * The partner offering it (a partner of the same tenant), or null.
   */
  partner_id: number | null;
  /**
   * Position in the portal's lists, lower first.
   */
  sort_order: number;
  /**
   * Shown from this instant (ISO-8601; null: at once).
   */
  publish_from: string | null;
  /**
   * Hidden from this instant (ISO-8601; null: no end).
   */
  publish_until: string | null;
  /**
   * False: switched off, hidden whatever the dates.
   */
  active: boolean;
}
/**
 * This interface was referenced by `StaffContentOperations`'s JSON-Schema
 * via the `definition` "UpdateVoucherBody".
 */
export interface UpdateVoucherBody {
  /**
   * The revision the form was read at.
   */
  revision: number;
  values: VoucherInput;
}
/**
 * This interface was referenced by `StaffContentOperations`'s JSON-Schema
 * via the `definition` "CreatePartnerBody".
 */
export interface CreatePartnerBody {
  values: PartnerInput;
}
/**
 * A partner of the initiative.
 *
 * This interface was referenced by `StaffContentOperations`'s JSON-Schema
 * via the `definition` "PartnerInput".
 */
export interface PartnerInput {
  name: string;
  /**
   * Plain text.
   */
  description: string;
  /**
   * http(s) address, or null.
   */
  website: string | null;
  category: string;
  image: ImageRef;
  /**
   * Position in the portal's lists, lower first.
   */
  sort_order: number;
  /**
   * Shown from this instant (ISO-8601; null: at once).
   */
  publish_from: string | null;
  /**
   * Hidden from this instant (ISO-8601; null: no end).
   */
  publish_until: string | null;
  /**
   * False: switched off, hidden whatever the dates.
   */
  active: boolean;
}
/**
 * This interface was referenced by `StaffContentOperations`'s JSON-Schema
 * via the `definition` "UpdatePartnerBody".
 */
export interface UpdatePartnerBody {
  /**
   * The revision the form was read at.
   */
  revision: number;
  values: PartnerInput;
}
/**
 * This interface was referenced by `StaffContentOperations`'s JSON-Schema
 * via the `definition` "CreatePageBody".
 */
export interface CreatePageBody {
  values: PageInput;
}
/**
 * An initiative page (/promo/{slug}); publish_from/publish_until are its opening dates.
 *
 * This interface was referenced by `StaffContentOperations`'s JSON-Schema
 * via the `definition` "PageInput".
 */
export interface PageInput {
  /**
   * The address's last part: lower-case letters, digits and hyphens.
   */
  slug: string;
  /**
   * Title, plain text.
   */
  title: string;
  /**
   * Rich text (HTML); kept only as the rich-text policy allows (src/shared/html-policy.ts).
   */
  body_html: string;
  image: ImageRef;
  /**
   * Shown from this instant (ISO-8601; null: at once).
   */
  publish_from: string | null;
  /**
   * Hidden from this instant (ISO-8601; null: no end).
   */
  publish_until: string | null;
  /**
   * False: switched off, hidden whatever the dates.
   */
  active: boolean;
}
/**
 * This interface was referenced by `StaffContentOperations`'s JSON-Schema
 * via the `definition` "UpdatePageBody".
 */
export interface UpdatePageBody {
  /**
   * The revision the form was read at.
   */
  revision: number;
  values: PageInput;
}
/**
 * This interface was referenced by `StaffContentOperations`'s JSON-Schema
 * via the `definition` "ActiveBody".
 */
export interface ActiveBody {
  active: boolean;
  /**
   * The revision the form was read at.
   */
  revision: number;
}
/**
 * This interface was referenced by `StaffContentOperations`'s JSON-Schema
 * via the `definition` "DeleteQuery".
 */
export interface DeleteQuery {
  /**
   * The revision the staff member saw.
   */
  revision: number;
}
/**
 * This interface was referenced by `StaffContentOperations`'s JSON-Schema
 * via the `definition` "ImageUploadBody".
 */
export interface ImageUploadBody {
  /**
   * The picture (JPEG, PNG, WebP, AVIF, GIF, TIFF), at most 5 MB.
   */
  file: unknown;
}
/**
 * This interface was referenced by `StaffContentOperations`'s JSON-Schema
 * via the `definition` "CmsList".
 */
export interface CmsList {
  items: CmsRecord[];
}
/**
 * This interface was referenced by `StaffContentOperations`'s JSON-Schema
 * via the `definition` "CmsRecord".
 */
export interface CmsRecord {
  key: CmsKey;
  title: string;
  body_html: string;
  /**
   * 0: not written yet.
   */
  revision: number;
  updated_at: string | null;
}
/**
 * This interface was referenced by `StaffContentOperations`'s JSON-Schema
 * via the `definition` "CmsParams".
 */
export interface CmsParams {
  /**
   * The tenant's alias.
   */
  alias: string;
  key: CmsKey;
}
/**
 * This interface was referenced by `StaffContentOperations`'s JSON-Schema
 * via the `definition` "UpdateCmsBody".
 */
export interface UpdateCmsBody {
  /**
   * The revision read (0: the section is new).
   */
  revision: number;
  values: CmsInput;
}
/**
 * This interface was referenced by `StaffContentOperations`'s JSON-Schema
 * via the `definition` "CmsInput".
 */
export interface CmsInput {
  /**
   * Title, plain text.
   */
  title: string;
  /**
   * Rich text (HTML); kept only as the rich-text policy allows (src/shared/html-policy.ts).
   */
  body_html: string;
}

/** The operations of schemas/api/staff-content.json, for the API client: `call(staffContent.listContent, input)`. */
export const staffContent = {
  /** The items of one kind of content, with their publication state */
  listContent: { method: 'GET', path: '/console/tenants/{alias}/content/{kind}' } as Operation<StaffContentOperations['listContent']>,
  /** One item with every field the form edits, and its revision */
  getContent: { method: 'GET', path: '/console/tenants/{alias}/content/{kind}/{id}' } as Operation<StaffContentOperations['getContent']>,
  /** Creates una notizia del magazine */
  createNews: { method: 'POST', path: '/console/tenants/{alias}/content/news' } as Operation<StaffContentOperations['createNews']>,
  /** Saves una notizia del magazine edited from the revision it was read at */
  updateNews: { method: 'PUT', path: '/console/tenants/{alias}/content/news/{id}' } as Operation<StaffContentOperations['updateNews']>,
  /** Creates un avviso */
  createNotice: { method: 'POST', path: '/console/tenants/{alias}/content/notices' } as Operation<StaffContentOperations['createNotice']>,
  /** Saves un avviso edited from the revision it was read at */
  updateNotice: { method: 'PUT', path: '/console/tenants/{alias}/content/notices/{id}' } as Operation<StaffContentOperations['updateNotice']>,
  /** Creates un vantaggio */
  createAdvantage: { method: 'POST', path: '/console/tenants/{alias}/content/advantages' } as Operation<StaffContentOperations['createAdvantage']>,
  /** Saves un vantaggio edited from the revision it was read at */
  updateAdvantage: { method: 'PUT', path: '/console/tenants/{alias}/content/advantages/{id}' } as Operation<StaffContentOperations['updateAdvantage']>,
  /** Creates un buono */
  createVoucher: { method: 'POST', path: '/console/tenants/{alias}/content/vouchers' } as Operation<StaffContentOperations['createVoucher']>,
  /** Saves un buono edited from the revision it was read at */
  updateVoucher: { method: 'PUT', path: '/console/tenants/{alias}/content/vouchers/{id}' } as Operation<StaffContentOperations['updateVoucher']>,
  /** Creates un partner */
  createPartner: { method: 'POST', path: '/console/tenants/{alias}/content/partners' } as Operation<StaffContentOperations['createPartner']>,
  /** Saves un partner edited from the revision it was read at */
  updatePartner: { method: 'PUT', path: '/console/tenants/{alias}/content/partners/{id}' } as Operation<StaffContentOperations['updatePartner']>,
  /** Creates una pagina iniziativa (/promo/{slug}) */
  createPage: { method: 'POST', path: '/console/tenants/{alias}/content/pages' } as Operation<StaffContentOperations['createPage']>,
  /** Saves una pagina iniziativa (/promo/{slug}) edited from the revision it was read at */
  updatePage: { method: 'PUT', path: '/console/tenants/{alias}/content/pages/{id}' } as Operation<StaffContentOperations['updatePage']>,
  /** Switches an item off (hidden whatever its dates) or on again */
  setContentActive: { method: 'POST', path: '/console/tenants/{alias}/content/{kind}/{id}/active' } as Operation<StaffContentOperations['setContentActive']>,
  /** Deletes an item when nothing depends on it */
  deleteContent: { method: 'DELETE', path: '/console/tenants/{alias}/content/{kind}/{id}' } as Operation<StaffContentOperations['deleteContent']>,
  /** Uploads a cover picture or a partner's logo */
  uploadContentImage: { method: 'POST', path: '/console/tenants/{alias}/content/images' } as Operation<StaffContentOperations['uploadContentImage']>,
  /** The CMS sections of the tenant, every key (an empty one has revision 0) */
  listCmsSections: { method: 'GET', path: '/console/tenants/{alias}/content/cms' } as Operation<StaffContentOperations['listCmsSections']>,
  /** One CMS section with its revision (0: not written yet) */
  getCmsSection: { method: 'GET', path: '/console/tenants/{alias}/content/cms/{key}' } as Operation<StaffContentOperations['getCmsSection']>,
  /** Saves a CMS section (title and rich text) */
  updateCmsSection: { method: 'PUT', path: '/console/tenants/{alias}/content/cms/{key}' } as Operation<StaffContentOperations['updateCmsSection']>,
};
