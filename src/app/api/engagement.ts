import { catalog, type Order } from '../../shared/types/generated/api/catalog.js';
import { content, type CmsKey, type ContactBody, type FormWinBody } from '../../shared/types/generated/api/content.js';
import { call } from './call.js';

/**
 * Calls of the engagement area: advantages, vouchers, partners (GET advantages, vouchers,
 * partners), the contact form and the customer's requests with their replies (POST contact,
 * GET contact/requests), the prize validation (GET/POST form-win), the
 * customer's order numbers for the contact form's order picker, and the CMS intro texts these
 * screens show. Answers are typed from schemas/api/content.json (`npm run gen:types`).
 */

export type {
  AdvantageDetail,
  AdvantageSummary,
  CmsKey,
  ContactAnswer,
  ContactRequestItem,
  ContactRequestPage,
  Partner,
  PrizeValidation,
  PrizeValidationStatus,
  Voucher,
} from '../../shared/types/generated/api/content.js';

/** The few fields of an order the contact form's picker shows (GET catalog/orders). */
export type OrderRef = Pick<Order, 'order_number' | 'date' | 'status_label'>;

/** The tenant's contact form: topic and message required, order optional; fields a tenant adds go along. */
export type ContactPayload = ContactBody & { topic: string; message: string };

/** What the screen hands over; sent as multipart, the receipt as a file part named `receipt_name`. */
export type FormWinPayload = Required<Pick<FormWinBody, 'receipt_date' | 'receipt_time' | 'receipt_name'>> & {
  /** EUR */
  amount: number;
  receipt: Blob;
};

/** GET partners */
export const getPartners = () => call(content.getPartners);

/** GET advantages: all of them for a customer, the public ones for anyone else. */
export const getAdvantages = () => call(content.getAdvantages);

/** GET advantages/{id}: a public one needs no login; a private one answers 401 to visitors. `id` is the route's digits. */
export const getAdvantage = (id: string) => call(content.getAdvantage, { params: { id: Number(id) } });

/** GET vouchers: every voucher with the customer's code. */
export const getVouchers = () => call(content.getVouchers);

/** GET vouchers/{id} */
export const getVoucher = (id: string) => call(content.getVoucher, { params: { id: Number(id) } });

/** POST vouchers/{id}/code: a code of the voucher's pool for the customer (theirs if they have one); 409 when none is left. */
export const claimVoucherCode = (id: string) => call(content.claimVoucherCode, { params: { id: Number(id) } });

/** GET cms/{section}: the intro text of a screen (404 when the tenant has none). */
export const getCmsSection = (section: CmsKey) => call(content.getCmsSection, { params: { section } });

/** How many recent orders the contact form offers; the server's page size allows up to 100. */
export const ORDER_PICKER_LIMIT = 100;

/** GET catalog/orders: the customer's most recent orders, newest first (order picker). */
export async function getRecentOrders(): Promise<OrderRef[]> {
  const page = await call(catalog.listOrders, { query: { page: 1, limit: ORDER_PICKER_LIMIT } });
  return page.data.map((o) => ({ order_number: o.order_number, date: o.date, status_label: o.status_label }));
}

/** POST contact (JSON): topic and message, optional order by order_number. Answers 201. */
export async function sendContact(payload: ContactPayload) {
  const body: ContactBody = { ...payload };
  // 'No order' is no field at all: an empty string would be looked up as an order number.
  if (body.order === undefined || body.order === null || body.order === '') delete body.order;
  return call(content.sendContact, { body });
}

/** GET contact/requests: a page of the customer's own requests, newest first, with the staff's replies. */
export const getContactRequests = (page: number) => call(content.getContactRequests, { query: { page } });

/** GET form-win: whether a prize awaits validation, and the receipts sent. */
export const getFormWin = () => call(content.getFormWin);

/**
 * POST form-win as multipart: the receipt as a file part plus its name in `receipt_name` (the
 * server drops multipart file names). The amount goes as '12.50', which the server reads.
 */
export const sendFormWin = (payload: FormWinPayload) =>
  call(
    content.sendFormWin,
    {
      body: {
        receipt_date: payload.receipt_date,
        receipt_time: payload.receipt_time,
        amount: payload.amount.toFixed(2),
        receipt_name: payload.receipt_name,
        receipt: new File([payload.receipt], payload.receipt_name, { type: payload.receipt.type }),
      },
    },
    { multipart: true },
  );
