import { apiClient } from './client.js';

/**
 * Calls of the engagement area: advantages, vouchers, partners (GET advantages, vouchers,
 * partners), the contact form (POST contact), the prize validation (GET/POST form-win), the
 * customer's order numbers for the contact form's order picker, and the CMS intro texts these
 * screens show. Shapes follow src/server/modules/content/*-routes.ts.
 */

/** An image with its intrinsic size, so the screen reserves its box before it loads. */
export interface ImageRef {
  url: string;
  width: number;
  height: number;
}

export interface PartnerRef {
  id: number;
  name: string;
  logo?: ImageRef | null;
}

export interface Partner {
  id: number;
  name: string;
  /** Plain text. */
  description: string;
  logo: ImageRef | null;
  /** https URL or null. */
  website: string | null;
  category: string;
}

export interface AdvantageSummary {
  id: number;
  title: string;
  /** Plain text. */
  summary: string;
  image: ImageRef | null;
  /** Readable without login (/advantage/{id}). */
  public: boolean;
  partner: PartnerRef | null;
}

export interface AdvantageDetail extends AdvantageSummary {
  /** Sanitised by the server; sanitised again before rendering. */
  body_html: string;
}

export interface Voucher {
  id: number;
  title: string;
  description: string;
  body_html: string;
  /** Points it is worth (0 when free). */
  points: number;
  /** Face value in EUR (0 when not a money voucher). */
  value: number;
  expires_at: string | null;
  expired: boolean;
  /** The customer's code; null when none was assigned yet. */
  code: string | null;
  image: ImageRef | null;
  partner: PartnerRef | null;
}

export interface CmsSection {
  key: string;
  title: string;
  body_html: string;
  updated_at: string;
}

/** The few fields of an order the contact form's picker shows (GET catalog/orders). */
export interface OrderRef {
  order_number: string;
  /** ISO time of the order. */
  date: string;
  status_label?: string;
}

/** The tenant's contact form: topic and message required, order optional; fields a tenant adds go along. */
export interface ContactPayload {
  topic: string;
  message: string;
  /** order_number of one of the customer's own orders. */
  order?: string;
  [field: string]: unknown;
}

export interface ContactAnswer {
  id: number;
  topic: string;
  order_number: string | null;
  created_at: string;
  /** Confirmation text for the customer. */
  message: string;
}

export type PrizeValidationStatus = 'pending' | 'approved' | 'rejected';

export interface PrizeValidation {
  id: number;
  status: PrizeValidationStatus;
  receipt_date: string;
  receipt_time: string;
  amount: number;
  original_name: string | null;
  mime: string;
  size: number;
  created_at: string;
}

export interface FormWinState {
  /** features.prizeValidation of the tenant. */
  enabled: boolean;
  /** A prize awaits validation ('Hai un premio da convalidare'). */
  prize_to_validate: boolean;
  /** Receipts sent, newest first. */
  validations: PrizeValidation[];
}

export interface FormWinPayload {
  /** yyyy-MM-dd */
  receipt_date: string;
  /** HH:mm */
  receipt_time: string;
  /** EUR */
  amount: number;
  receipt: Blob;
  /** The file's own name: the server's multipart setup keeps part values only, not file names. */
  receipt_name: string;
}

const get = async <T>(url: string, params?: Record<string, unknown>) => (await apiClient.get<T>(url, { params })).data;

/** GET partners */
export const getPartners = () => get<Partner[]>('/partners');

/** GET advantages: all of them for a customer, the public ones for anyone else. */
export const getAdvantages = () => get<AdvantageSummary[]>('/advantages');

/** GET advantages/{id}: a public one needs no login; a private one answers 401 to visitors. */
export const getAdvantage = (id: string) => get<AdvantageDetail>(`/advantages/${encodeURIComponent(id)}`);

/** GET vouchers: every voucher with the customer's code. */
export const getVouchers = () => get<Voucher[]>('/vouchers');

/** GET vouchers/{id} */
export const getVoucher = (id: string) => get<Voucher>(`/vouchers/${encodeURIComponent(id)}`);

/** GET cms/{section}: the intro text of a screen (404 when the tenant has none). */
export const getCmsSection = (section: string) => get<CmsSection>(`/cms/${encodeURIComponent(section)}`);

/** How many recent orders the contact form offers; the server's page size allows up to 100. */
export const ORDER_PICKER_LIMIT = 100;

/** GET catalog/orders: the customer's most recent orders, newest first (order picker). */
export async function getRecentOrders(): Promise<OrderRef[]> {
  const page = await get<{ data: OrderRef[] }>('/catalog/orders', { page: 1, limit: ORDER_PICKER_LIMIT });
  return page.data.map((o) => ({ order_number: o.order_number, date: o.date, status_label: o.status_label }));
}

/** POST contact (JSON): topic and message, optional order by order_number. Answers 201. */
export async function sendContact(payload: ContactPayload): Promise<ContactAnswer> {
  const body: Record<string, unknown> = { ...payload };
  // 'No order' is no field at all: an empty string would be looked up as an order number.
  if (body['order'] === undefined || body['order'] === null || body['order'] === '') delete body['order'];
  return (await apiClient.post<ContactAnswer>('/contact', body)).data;
}

/** GET form-win: whether a prize awaits validation, and the receipts sent. */
export const getFormWin = () => get<FormWinState>('/form-win');

/**
 * POST form-win as multipart: the receipt as a file part plus its name in `receipt_name` (the
 * server drops multipart file names). The amount goes as '12.50', which the server reads.
 */
export async function sendFormWin(payload: FormWinPayload): Promise<PrizeValidation> {
  const body = new FormData();
  body.append('receipt_date', payload.receipt_date);
  body.append('receipt_time', payload.receipt_time);
  body.append('amount', payload.amount.toFixed(2));
  body.append('receipt_name', payload.receipt_name);
  body.append('receipt', payload.receipt, payload.receipt_name);
  return (await apiClient.post<PrizeValidation>('/form-win', body)).data;
}
