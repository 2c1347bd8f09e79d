/**
 * What the voucher code pools (modules/engagement) need of the directory's vouchers: the voucher
 * as the customer or the console may see it, and the customer's own code (user_vouchers), read and
 * written in the caller's transaction.
 */
export { findVoucher, insertUserVoucher, ownVoucherCode } from './directory-repository.js';
export { requireVoucher, VOUCHER_NOT_FOUND, voucherFor, voucherRequestOf, type VoucherRequest } from './directory-service.js';
