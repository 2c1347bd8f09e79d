import type { Voucher as VoucherView } from '../../../shared/types/generated/api/content.js';
import { codesFromFile } from '../../../shared/code-list.js';
import type { Db } from '../../db/database.js';
import { HttpError } from '../../http/errors.js';
import { recordAction, type Actor } from '../audit/service.js';
import {
  findVoucher,
  insertUserVoucher,
  ownVoucherCode,
  requireVoucher,
  VOUCHER_NOT_FOUND,
  voucherFor,
  type VoucherRequest,
} from '../content/vouchers-service.js';
import { addCodes, poolCounts, takeFreeCode } from './voucher-codes-repository.js';
import { writeTransaction } from '../../db/write-transaction.js';

/**
 * Voucher code pools: an operator imports a voucher's codes from a CSV (console), and each
 * customer who asks gets one of them, once, never one another customer has.
 */

export const POOL_MSG = {
  empty: 'I codici di questo buono sono esauriti: riprova più avanti o scrivici dalla pagina Contatti',
  noFile: 'Allega il file CSV dei codici',
  noCodes: 'Nel file non ci sono codici: una colonna code, oppure un codice per riga',
} as const;

const CODE_MAX = 200;
/** Codes said back as refused: enough to fix the file. */
const REFUSED_SHOWN = 20;

export interface PoolView {
  total: number;
  handedOut: number;
  left: number;
}

const view = ({ total, handedOut }: { total: number; handedOut: number }): PoolView => ({ total, handedOut, left: total - handedOut });

/**
 * Hands the next free code of the pool to the customer, in one transaction with their
 * user_vouchers row. The unique (voucher, customer) row makes a customer's second concurrent
 * claim fail, which rolls its code back. Answers the code, or null when the pool has none left.
 */
async function claimCode(db: Db, voucherId: number, userId: number, now: string): Promise<string | null> {
  return writeTransaction(db, async (trx) => {
    const code = await takeFreeCode(trx, voucherId, userId, now);
    if (code !== null) await insertUserVoucher(trx, voucherId, userId, code, now);
    return code;
  });
}

/** The customer's voucher with a code of its pool: theirs if they have one, else the next free one; 409 when none is left. */
export async function claimVoucherCode(db: Db, req: VoucherRequest): Promise<VoucherView> {
  const { id, user } = req;
  await requireVoucher(db, req);
  if (!(await ownVoucherCode(db, id, user.id))) {
    let code: string | null = null;
    try {
      code = await claimCode(db, id, user.id, req.now.toISOString());
    } catch (err) {
      // The customer's own other request, a moment earlier, won (unique voucher and customer): theirs is that one.
      if (!(await ownVoucherCode(db, id, user.id))) throw err;
    }
    // No code left for this request, but the customer's other request may have taken the last one.
    if (code === null && !(await ownVoucherCode(db, id, user.id))) throw new HttpError(409, POOL_MSG.empty);
  }
  return voucherFor(db, req);
}

/** A voucher of the tenant, whatever its dates or state (the console manages them all). */
async function voucherOf(db: Db, tenantAlias: string, id: number) {
  const voucher = await findVoucher(db, tenantAlias, id, { all: true, now: new Date().toISOString() });
  if (!voucher) throw new HttpError(404, VOUCHER_NOT_FOUND);
  return voucher;
}

export async function voucherPool(db: Db, tenantAlias: string, id: number): Promise<PoolView> {
  await voucherOf(db, tenantAlias, id);
  return view(await poolCounts(db, id));
}

export interface PoolImport extends PoolView {
  /** New codes added to the pool. */
  added: number;
  /** Codes already in the pool, or repeated in the file: left as they are. */
  repeated: number;
  /** Codes refused (longer than 200 characters, or with spaces or control characters), the first 20. */
  refused: string[];
  refusedTotal: number;
}

/** Adds a CSV's codes to the voucher's pool (codes already there are kept, never handed out twice); audited. */
export async function importVoucherCodes(
  deps: { db: Db; now: () => Date },
  who: Actor,
  tenantAlias: string,
  id: number,
  file: unknown,
): Promise<PoolImport> {
  const voucher = await voucherOf(deps.db, tenantAlias, id);
  if (!Buffer.isBuffer(file) || !file.length) throw new HttpError(400, POOL_MSG.noFile, [{ field: 'file', message: POOL_MSG.noFile }]);
  const all = codesFromFile(file.toString('utf8'));
  if (!all.length) throw new HttpError(400, POOL_MSG.noCodes, [{ field: 'file', message: POOL_MSG.noCodes }]);
  // eslint-disable-next-line no-control-regex -- control characters are what a code may not hold
  const bad = (code: string) => code.length > CODE_MAX || /[\s\u0000-\u001f\u007f]/.test(code);
  const refused = all.filter(bad);
  const codes = [...new Set(all.filter((c) => !bad(c)))];
  const now = deps.now();
  const added = await writeTransaction(deps.db, async (trx) => {
    const n = await addCodes(trx, id, codes, now.toISOString());
    await recordAction(
      trx,
      who,
      {
        tenant: tenantAlias,
        action: 'voucher.codes',
        target: `${voucher.title} #${id}`,
        after: { righe: all.length, aggiunti: n, scartati: refused.length },
      },
      now,
    );
    return n;
  });
  return {
    ...view(await poolCounts(deps.db, id)),
    added,
    repeated: all.length - refused.length - added,
    refused: refused.slice(0, REFUSED_SHOWN).map((c) => (c.length > 40 ? `${c.slice(0, 40)}…` : c)),
    refusedTotal: refused.length,
  };
}
