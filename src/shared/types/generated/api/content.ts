/* eslint-disable */
/**
 * DO NOT EDIT: generated from schemas/ by `npm run gen:types`.
 * Edit the JSON Schema and run the command again.
 */
import type { Operation } from '../../../api/operation.js';

/**
 * Image URL and intrinsic size; null when there is none.
 *
 * This interface was referenced by `ContentOperations`'s JSON-Schema
 * via the `definition` "ContentImage".
 */
export type ContentImage = {
  /**
   * Image URL.
   */
  url: string;
  /**
   * Width in pixels.
   */
  width: number;
  /**
   * Height in pixels.
   */
  height: number;
} | null;
/**
 * The partner behind it, or null.
 *
 * This interface was referenced by `ContentOperations`'s JSON-Schema
 * via the `definition` "PartnerRef".
 */
export type PartnerRef = {
  /**
   * Partner id.
   */
  id: number;
  /**
   * Partner name.
   */
  name: string;
  logo?: ContentImage;
} | null;
/**
 * Unread notifications of the customer (all pages).
 *
 * This interface was referenced by `ContentOperations`'s JSON-Schema
 * via the `definition` "UnreadCount".
 */
export type UnreadCount = number;
/**
 * Section key.
 *
 * This interface was referenced by `ContentOperations`'s JSON-Schema
 * via the `definition` "CmsKey".
 */
export type CmsKey =
  'intro' | 'footer' | 'authentication' | 'profile' | 'contact' | 'howItWorks' | 'home' | 'advantages' | 'mechanics';
/**
 * Review state.
 *
 * This interface was referenced by `ContentOperations`'s JSON-Schema
 * via the `definition` "PrizeValidationStatus".
 */
export type PrizeValidationStatus = 'pending' | 'approved' | 'rejected';

/**
 * Inputs and answers of the operations of schemas/api/content.json.
 */
export interface ContentOperations {
  getContentPicture: {
    params: PictureParams;
    query: undefined;
    body: undefined;
    /**
     * SVG picture, 800×450.
     */
    response: string;
  };
  getPartnerLogo: {
    params: PictureParams;
    query: undefined;
    body: undefined;
    /**
     * SVG logo, 240×120.
     */
    response: string;
  };
  getMagazine: {
    params: undefined;
    query: PageQuery;
    body: undefined;
    response: NewsPage;
    /**
     * `?page=n`: an integer ≥ 1 (anything else answers 400). A page past the end is no error: it answers empty `data` with the real `last_page`.
     */
    filledQuery: {
      /**
       * Page number, from 1.
       */
      page: number;
    };
  };
  getNewsArticle: {
    params: IdParams;
    query: undefined;
    body: undefined;
    response: NewsArticle;
  };
  getNotices: {
    params: undefined;
    query: PageQuery;
    body: undefined;
    response: NoticePage;
    /**
     * `?page=n`: an integer ≥ 1 (anything else answers 400). A page past the end is no error: it answers empty `data` with the real `last_page`.
     */
    filledQuery: {
      /**
       * Page number, from 1.
       */
      page: number;
    };
  };
  getNotice: {
    params: IdParams;
    query: undefined;
    body: undefined;
    response: Notice;
  };
  getPartners: {
    params: undefined;
    query: undefined;
    body: undefined;
    response: Partner[];
  };
  getAdvantages: {
    params: undefined;
    query: undefined;
    body: undefined;
    response: AdvantageSummary[];
  };
  getAdvantage: {
    params: IdParams;
    query: undefined;
    body: undefined;
    response: AdvantageDetail;
  };
  getVouchers: {
    params: undefined;
    query: undefined;
    body: undefined;
    response: Voucher[];
  };
  getVoucher: {
    params: IdParams;
    query: undefined;
    body: undefined;
    response: Voucher;
  };
  claimVoucherCode: {
    params: IdParams;
    query: undefined;
    body: undefined;
    response: Voucher;
  };
  getNotifications: {
    params: undefined;
    query: PageQuery;
    body: undefined;
    response: NotificationPage;
    /**
     * `?page=n`: an integer ≥ 1 (anything else answers 400). A page past the end is no error: it answers empty `data` with the real `last_page`.
     */
    filledQuery: {
      /**
       * Page number, from 1.
       */
      page: number;
    };
  };
  getNotification: {
    params: IdParams;
    query: undefined;
    body: undefined;
    response: Notification;
  };
  markNotificationRead: {
    params: IdParams;
    query: undefined;
    body: undefined;
    response: MarkReadResult;
  };
  getCmsSections: {
    params: undefined;
    query: undefined;
    body: undefined;
    response: CmsSections;
  };
  getCmsSection: {
    params: {
      section: CmsKey;
    };
    query: undefined;
    body: undefined;
    response: CmsSection;
  };
  getInitiative: {
    params: {
      /**
       * Initiative slug.
       */
      slug: string;
    };
    query: undefined;
    body: undefined;
    response: Initiative;
  };
  initPanel: {
    params: {
      /**
       * Panel initiative id (features.panel.initiativeId).
       */
      id: string;
    };
    query: undefined;
    body: undefined;
    response: PanelInit;
  };
  sendContact: {
    params: undefined;
    query: undefined;
    body: ContactBody;
    response: ContactAnswer;
  };
  getContactRequests: {
    params: undefined;
    query: PageQuery;
    body: undefined;
    response: ContactRequestPage;
    /**
     * `?page=n`: an integer ≥ 1 (anything else answers 400). A page past the end is no error: it answers empty `data` with the real `last_page`.
     */
    filledQuery: {
      /**
       * Page number, from 1.
       */
      page: number;
    };
  };
  getFormWin: {
    params: undefined;
    query: undefined;
    body: undefined;
    response: FormWinState;
  };
  sendFormWin: {
    params: undefined;
    query: undefined;
    body: FormWinBody;
    response: PrizeValidation;
  };
}
/**
 * What a demo picture's URL names: `<motif or initials>/<colour>.svg`.
 *
 * This interface was referenced by `ContentOperations`'s JSON-Schema
 * via the `definition` "PictureParams".
 */
export interface PictureParams {
  name: string;
  file: string;
}
/**
 * `?page=n`: an integer ≥ 1 (anything else answers 400). A page past the end is no error: it answers empty `data` with the real `last_page`.
 *
 * This interface was referenced by `ContentOperations`'s JSON-Schema
 * via the `definition` "PageQuery".
 */
export interface PageQuery {
  /**
   * Page number, from 1.
   */
  page?: number;
}
/**
 * A page of articles.
 *
 * This interface was referenced by `ContentOperations`'s JSON-Schema
 * via the `definition` "NewsPage".
 */
export interface NewsPage {
  /**
   * The page answered.
   */
  current_page: number;
  /**
   * Number of the last page (1 when the list is empty).
   */
  last_page: number;
  /**
   * Page size.
   */
  per_page: number;
  /**
   * Items in the whole list.
   */
  total: number;
  /**
   * Items of this page (empty past the last page).
   */
  data: NewsSummary[];
}
/**
 * This interface was referenced by `ContentOperations`'s JSON-Schema
 * via the `definition` "NewsSummary".
 */
export interface NewsSummary {
  /**
   * Id (GET magazine/{id}).
   */
  id: number;
  /**
   * URL-friendly title.
   */
  slug: string;
  /**
   * Title.
   */
  title: string;
  /**
   * Plain-text summary for the list.
   */
  excerpt: string;
  image: ContentImage;
  /**
   * ISO-8601 publication time.
   */
  published_at: string;
}
/**
 * This interface was referenced by `ContentOperations`'s JSON-Schema
 * via the `definition` "IdParams".
 */
export interface IdParams {
  /**
   * Id.
   */
  id: number;
}
/**
 * This interface was referenced by `ContentOperations`'s JSON-Schema
 * via the `definition` "NewsArticle".
 */
export interface NewsArticle {
  /**
   * Id (GET magazine/{id}).
   */
  id: number;
  /**
   * URL-friendly title.
   */
  slug: string;
  /**
   * Title.
   */
  title: string;
  /**
   * Plain-text summary for the list.
   */
  excerpt: string;
  image: ContentImage;
  /**
   * ISO-8601 publication time.
   */
  published_at: string;
  /**
   * Article body, sanitized HTML (sanitize again before rendering).
   */
  body_html: string;
}
/**
 * A page of notices.
 *
 * This interface was referenced by `ContentOperations`'s JSON-Schema
 * via the `definition` "NoticePage".
 */
export interface NoticePage {
  /**
   * The page answered.
   */
  current_page: number;
  /**
   * Number of the last page (1 when the list is empty).
   */
  last_page: number;
  /**
   * Page size.
   */
  per_page: number;
  /**
   * Items in the whole list.
   */
  total: number;
  /**
   * Items of this page (empty past the last page).
   */
  data: Notice[];
}
/**
 * This interface was referenced by `ContentOperations`'s JSON-Schema
 * via the `definition` "Notice".
 */
export interface Notice {
  /**
   * Id.
   */
  id: number;
  /**
   * Title.
   */
  title: string;
  /**
   * Text, sanitized HTML.
   */
  body_html: string;
  /**
   * ISO-8601 publication time.
   */
  published_at: string;
}
/**
 * This interface was referenced by `ContentOperations`'s JSON-Schema
 * via the `definition` "Partner".
 */
export interface Partner {
  /**
   * Id.
   */
  id: number;
  /**
   * Partner name.
   */
  name: string;
  /**
   * What the partner offers, plain text.
   */
  description: string;
  logo: ContentImage;
  /**
   * Web site (https).
   */
  website: string | null;
  /**
   * Sector, for grouping.
   */
  category: string;
}
/**
 * This interface was referenced by `ContentOperations`'s JSON-Schema
 * via the `definition` "AdvantageSummary".
 */
export interface AdvantageSummary {
  /**
   * Id (/advantage/{id}).
   */
  id: number;
  /**
   * Title.
   */
  title: string;
  /**
   * Short plain-text description.
   */
  summary: string;
  image: ContentImage;
  /**
   * Readable without login.
   */
  public: boolean;
  partner: PartnerRef;
}
/**
 * This interface was referenced by `ContentOperations`'s JSON-Schema
 * via the `definition` "AdvantageDetail".
 */
export interface AdvantageDetail {
  /**
   * Id (/advantage/{id}).
   */
  id: number;
  /**
   * Title.
   */
  title: string;
  /**
   * Short plain-text description.
   */
  summary: string;
  image: ContentImage;
  /**
   * Readable without login.
   */
  public: boolean;
  partner: PartnerRef;
  /**
   * Full text, sanitized HTML.
   */
  body_html: string;
}
/**
 * This interface was referenced by `ContentOperations`'s JSON-Schema
 * via the `definition` "Voucher".
 */
export interface Voucher {
  /**
   * Id (/vantaggi/{id}, /premio/{id}).
   */
  id: number;
  /**
   * Title.
   */
  title: string;
  /**
   * Short plain-text description.
   */
  description: string;
  /**
   * How to use it, sanitized HTML.
   */
  body_html: string;
  /**
   * Points it is worth (0 when free).
   */
  points: number;
  /**
   * Face value in EUR (0 when not a money voucher).
   */
  value: number;
  /**
   * ISO-8601 expiry, null when it does not expire.
   */
  expires_at: string | null;
  /**
   * True once expires_at has passed.
   */
  expired: boolean;
  /**
   * The customer's code; null when none was assigned to them.
   */
  code: string | null;
  image: ContentImage;
  partner: PartnerRef;
}
/**
 * A page of notifications.
 *
 * This interface was referenced by `ContentOperations`'s JSON-Schema
 * via the `definition` "NotificationPage".
 */
export interface NotificationPage {
  /**
   * The page answered.
   */
  current_page: number;
  /**
   * Number of the last page (1 when the list is empty).
   */
  last_page: number;
  /**
   * Page size.
   */
  per_page: number;
  /**
   * Items in the whole list.
   */
  total: number;
  /**
   * Items of this page (empty past the last page).
   */
  data: Notification[];
  unread: UnreadCount;
}
/**
 * This interface was referenced by `ContentOperations`'s JSON-Schema
 * via the `definition` "Notification".
 */
export interface Notification {
  /**
   * Id (/notifications/{id}).
   */
  id: number;
  /**
   * Title.
   */
  title: string;
  /**
   * Start of the text, plain.
   */
  excerpt: string;
  /**
   * Text, sanitized HTML.
   */
  body_html: string;
  /**
   * ISO-8601 time it was sent.
   */
  created_at: string;
  /**
   * Read by this customer (on any device).
   */
  read: boolean;
  /**
   * When it was first read.
   */
  read_at: string | null;
}
/**
 * This interface was referenced by `ContentOperations`'s JSON-Schema
 * via the `definition` "MarkReadResult".
 */
export interface MarkReadResult {
  /**
   * Id.
   */
  id: number;
  /**
   * Always true.
   */
  read: boolean;
  /**
   * First read time.
   */
  read_at: string;
  unread: UnreadCount;
}
/**
 * Sections by key; a missing key has no content.
 *
 * This interface was referenced by `ContentOperations`'s JSON-Schema
 * via the `definition` "CmsSections".
 */
export interface CmsSections {
  [k: string]: CmsSection;
}
/**
 * This interface was referenced by `ContentOperations`'s JSON-Schema
 * via the `definition` "CmsSection".
 */
export interface CmsSection {
  key: CmsKey;
  /**
   * Heading.
   */
  title: string;
  /**
   * Rich text, sanitized HTML (sanitize again before rendering).
   */
  body_html: string;
  /**
   * ISO-8601 time of the last edit; null: never written (title and text are empty).
   */
  updated_at: string | null;
}
/**
 * This interface was referenced by `ContentOperations`'s JSON-Schema
 * via the `definition` "Initiative".
 */
export interface Initiative {
  /**
   * Path segment of /promo/{initiative}.
   */
  slug: string;
  /**
   * Title.
   */
  title: string;
  /**
   * Page text, sanitized HTML.
   */
  body_html: string;
  image: ContentImage;
  /**
   * ISO-8601 start, null = already open.
   */
  starts_at: string | null;
  /**
   * ISO-8601 end, null = open-ended.
   */
  ends_at: string | null;
}
/**
 * This interface was referenced by `ContentOperations`'s JSON-Schema
 * via the `definition` "PanelInit".
 */
export interface PanelInit {
  /**
   * Signed code, valid for expires_in seconds.
   */
  appcode: string;
  /**
   * Panel URL with ?appcode=: the browser goes there.
   */
  url: string;
  /**
   * Seconds the code stays valid.
   */
  expires_in: number;
  /**
   * The code names the signed-in customer.
   */
  authenticated: boolean;
}
/**
 * The tenant's contact form (JSON or multipart): topic and message required, order optional. Validated against `forms.contact`.
 *
 * This interface was referenced by `ContentOperations`'s JSON-Schema
 * via the `definition` "ContactBody".
 */
export interface ContactBody {
  /**
   * Topic (one of the form’s choices).
   */
  topic?: string;
  /**
   * Message.
   */
  message?: string;
  /**
   * order_number of one of the customer’s orders (optional).
   */
  order?: string;
  /**
   * Synonym of order.
   */
  order_number?: string;
  [k: string]: unknown;
}
/**
 * This interface was referenced by `ContentOperations`'s JSON-Schema
 * via the `definition` "ContactAnswer".
 */
export interface ContactAnswer {
  /**
   * Request id.
   */
  id: number;
  /**
   * Topic as sent.
   */
  topic: string;
  /**
   * The linked order, if any.
   */
  order_number: string | null;
  /**
   * ISO-8601 time it was received.
   */
  created_at: string;
  /**
   * Confirmation to show the customer.
   */
  message: string;
}
/**
 * A page of the signed-in customer's contact requests: only their own, of this tenant.
 *
 * This interface was referenced by `ContentOperations`'s JSON-Schema
 * via the `definition` "ContactRequestPage".
 */
export interface ContactRequestPage {
  /**
   * The page answered.
   */
  current_page: number;
  /**
   * Number of the last page (1 when the list is empty).
   */
  last_page: number;
  /**
   * Page size.
   */
  per_page: number;
  /**
   * The customer's requests in all.
   */
  total: number;
  /**
   * Requests of this page, newest first (empty past the last page).
   */
  data: ContactRequestItem[];
}
/**
 * This interface was referenced by `ContentOperations`'s JSON-Schema
 * via the `definition` "ContactRequestItem".
 */
export interface ContactRequestItem {
  /**
   * Request id.
   */
  id: number;
  /**
   * Topic as sent (the form's value).
   */
  topic: string;
  /**
   * The topic as the tenant's form names it.
   */
  topic_label: string;
  /**
   * The customer's message, plain text.
   */
  message: string;
  /**
   * The linked order, if any.
   */
  order_number: string | null;
  /**
   * open: the staff may still answer; closed: the staff closed it.
   */
  status: 'open' | 'closed';
  /**
   * ISO-8601 time it was received.
   */
  created_at: string;
  /**
   * The staff's replies, oldest first (empty: not answered yet).
   */
  replies: ContactReplyItem[];
}
/**
 * A reply the staff sent from the console (also mailed). Who wrote it is not said: the customer is answered by the initiative.
 *
 * This interface was referenced by `ContentOperations`'s JSON-Schema
 * via the `definition` "ContactReplyItem".
 */
export interface ContactReplyItem {
  /**
   * Reply id.
   */
  id: number;
  /**
   * The reply, plain text; a blank line parts paragraphs.
   */
  body: string;
  /**
   * ISO-8601 time it was sent.
   */
  created_at: string;
}
/**
 * This interface was referenced by `ContentOperations`'s JSON-Schema
 * via the `definition` "FormWinState".
 */
export interface FormWinState {
  /**
   * features.prizeValidation of the tenant.
   */
  enabled: boolean;
  /**
   * Show the 'Hai un premio da convalidare' modal.
   */
  prize_to_validate: boolean;
  /**
   * Receipts sent, newest first.
   */
  validations: PrizeValidation[];
}
/**
 * This interface was referenced by `ContentOperations`'s JSON-Schema
 * via the `definition` "PrizeValidation".
 */
export interface PrizeValidation {
  /**
   * Id.
   */
  id: number;
  status: PrizeValidationStatus;
  /**
   * yyyy-MM-dd.
   */
  receipt_date: string;
  /**
   * HH:mm.
   */
  receipt_time: string;
  /**
   * Receipt amount in EUR.
   */
  amount: number;
  /**
   * Name of the file as uploaded (the stored name is made by the server).
   */
  original_name: string | null;
  /**
   * Type detected from the content.
   */
  mime: string;
  /**
   * Bytes.
   */
  size: number;
  /**
   * ISO-8601 time it was sent.
   */
  created_at: string;
}
/**
 * The tenant's prize-validation form, multipart (receipt as a file part, its name in receipt_name) or JSON (receipt as a data URL). The file is checked by its content (PDF, JPEG or PNG) and size (≤ 5 MB).
 *
 * This interface was referenced by `ContentOperations`'s JSON-Schema
 * via the `definition` "FormWinBody".
 */
export interface FormWinBody {
  /**
   * yyyy-MM-dd (dd/MM/yyyy accepted), not in the future.
   */
  receipt_date?: string;
  /**
   * HH:mm.
   */
  receipt_time?: string;
  /**
   * EUR: '12,50', '1.234,56' or 12.5 (untyped: multipart sends text, JSON a number).
   */
  amount?: unknown;
  /**
   * The receipt: file part or data URL.
   */
  receipt?: unknown;
  /**
   * Original file name (multipart).
   */
  receipt_name?: string;
  [k: string]: unknown;
}

/** The operations of schemas/api/content.json, for the API client: `call(content.getContentPicture, input)`. */
export const content = {
  /** Demo content picture (SVG, 800×450) */
  getContentPicture: { method: 'GET', path: '/content/images/{name}/{file}' } as Operation<ContentOperations['getContentPicture']>,
  /** Demo partner logo (SVG, 240×120) */
  getPartnerLogo: { method: 'GET', path: '/content/logos/{name}/{file}' } as Operation<ContentOperations['getPartnerLogo']>,
  /** Magazine articles, newest first, nine a page */
  getMagazine: { method: 'GET', path: '/magazine' } as Operation<ContentOperations['getMagazine']>,
  /** One magazine article */
  getNewsArticle: { method: 'GET', path: '/magazine/{id}' } as Operation<ContentOperations['getNewsArticle']>,
  /** Notices, newest first, ten a page */
  getNotices: { method: 'GET', path: '/notices' } as Operation<ContentOperations['getNotices']>,
  /** One notice */
  getNotice: { method: 'GET', path: '/notices/{id}' } as Operation<ContentOperations['getNotice']>,
  /** Partners of the initiative */
  getPartners: { method: 'GET', path: '/partners' } as Operation<ContentOperations['getPartners']>,
  /** Advantages: every one for a customer, the public ones for anyone else */
  getAdvantages: { method: 'GET', path: '/advantages' } as Operation<ContentOperations['getAdvantages']>,
  /** One advantage; public ones need no login (the portal's /advantage/{id}) */
  getAdvantage: { method: 'GET', path: '/advantages/{id}' } as Operation<ContentOperations['getAdvantage']>,
  /** Vouchers with the customer's codes */
  getVouchers: { method: 'GET', path: '/vouchers' } as Operation<ContentOperations['getVouchers']>,
  /** One voucher with the customer's code */
  getVoucher: { method: 'GET', path: '/vouchers/{id}' } as Operation<ContentOperations['getVoucher']>,
  /** Hands the customer a code of the voucher's pool (imported in the console), once; answers the voucher with it */
  claimVoucherCode: { method: 'POST', path: '/vouchers/{id}/code' } as Operation<ContentOperations['claimVoucherCode']>,
  /** The customer's notifications, newest first, with the unread count */
  getNotifications: { method: 'GET', path: '/notifications' } as Operation<ContentOperations['getNotifications']>,
  /** One notification; opening it marks it read */
  getNotification: { method: 'GET', path: '/notifications/{id}' } as Operation<ContentOperations['getNotification']>,
  /** Marks a notification read (idempotent) */
  markNotificationRead: { method: 'POST', path: '/notifications/{id}/read' } as Operation<ContentOperations['markNotificationRead']>,
  /** Every CMS section of the tenant, keyed by section */
  getCmsSections: { method: 'GET', path: '/cms' } as Operation<ContentOperations['getCmsSections']>,
  /** One CMS section (intro, footer, authentication, profile, contact, howItWorks, home, advantages, mechanics); empty (title and text '', updated_at null) while the tenant has not written it */
  getCmsSection: { method: 'GET', path: '/cms/{section}' } as Operation<ContentOperations['getCmsSection']>,
  /** Public initiative page (/promo/{initiative}); 404 when unknown, inactive or out of its dates */
  getInitiative: { method: 'GET', path: '/initiatives/{slug}' } as Operation<ContentOperations['getInitiative']>,
  /** App code for the panel app and the URL to redirect to */
  initPanel: { method: 'GET', path: '/panel/auth/init/{id}' } as Operation<ContentOperations['initPanel']>,
  /** Contact form: stored, mailed to the operator, copy to the customer */
  sendContact: { method: 'POST', path: '/contact' } as Operation<ContentOperations['sendContact']>,
  /** The customer's own contact requests, newest first, ten a page, each with the staff's replies */
  getContactRequests: { method: 'GET', path: '/contact/requests' } as Operation<ContentOperations['getContactRequests']>,
  /** Whether the customer has a prize to validate, and the receipts they sent */
  getFormWin: { method: 'GET', path: '/form-win' } as Operation<ContentOperations['getFormWin']>,
  /** Sends a receipt to validate a prize */
  sendFormWin: { method: 'POST', path: '/form-win' } as Operation<ContentOperations['sendFormWin']>,
};
