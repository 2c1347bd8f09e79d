import { cp, mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export const PROGRAMME_ALIAS = 'programma';

export interface ProgrammeTenant {
  start: string;
  earnUntil: string;
  orderUntil: string;
  end: string;
  deliveryDays: number;
  /** Rolling expiry: months a credit lasts, and the reminder's days before. */
  months: number;
  remindDays: number;
}

/**
 * A tenants folder for a journey: the project's tenants plus `programma`, the demo tenant (its
 * demo customers and prizes) with a calendar, a rolling expiry with reminders and two earning
 * rules: 1 point per euro on every line, 2 points per unit on the VITI- line. No prize to
 * validate, so no modal covers the pages.
 */
export async function writeProgrammeTenant(programme: ProgrammeTenant): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'premia-e2e-tenants-'));
  await cp(path.join(root, 'tenants'), dir, { recursive: true });
  await cp(path.join(dir, 'demo'), path.join(dir, PROGRAMME_ALIAS), { recursive: true });
  const file = path.join(dir, PROGRAMME_ALIAS, 'tenant.json');
  const tenant = JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown> & { features: Record<string, unknown> };
  tenant.name = 'Programma Premia';
  tenant.hosts = [`${PROGRAMME_ALIAS}.premia.localhost`];
  tenant.features.prizeValidation = false;
  tenant.features.points = { expiry: { policy: 'rolling', months: programme.months, remindDays: programme.remindDays } };
  tenant.programme = {
    start: programme.start,
    earnUntil: programme.earnUntil,
    orderUntil: programme.orderUntil,
    end: programme.end,
    deliveryDays: programme.deliveryDays,
  };
  tenant.earningRules = [
    { id: 'base', label: 'Punti sugli acquisti', type: 'rate', per: 'euro', points: 1 },
    { id: 'viti', label: 'Linea viti', type: 'rate', per: 'unit', points: 2, match: { prefixes: ['VITI-'] } },
  ];
  await writeFile(file, JSON.stringify(tenant, null, 2));
  return dir;
}

interface LedgerRow {
  id: number;
  amount: number;
  kind: string;
  reason: string;
  external_ref: string | null;
}

/**
 * What the servers wrote, read straight from their SQLite file (read-only): the test's own
 * account of the ledger and the jobs, independent of the API that shows them.
 */
export function ledgerFile(dataDir: string) {
  const read = <T>(query: string, ...params: unknown[]): T[] => {
    const db = new Database(path.join(dataDir, 'portal.db'), { readonly: true, fileMustExist: true });
    try {
      return db.prepare(query).all(...params) as T[];
    } finally {
      db.close();
    }
  };
  const userId = (code: string) =>
    read<{ id: number }>('select id from users where tenant_alias = ? and username = ?', PROGRAMME_ALIAS, code)[0]!.id;
  return {
    rowsOf: (code: string) => read<LedgerRow>('select * from points_ledger where user_id = ? order by id', userId(code)),
    balanceOf: (code: string) =>
      read<{ s: number | null }>('select sum(amount) as s from points_ledger where user_id = ?', userId(code))[0]!.s ?? 0,
    /** The prize codes of an order, as its lines recorded them. */
    orderedCodes: (orderNumber: string) =>
      read<{ code: string }>(
        'select i.code from order_items i join orders o on o.id = i.order_id where o.tenant_alias = ? and o.order_number = ? order by i.id',
        PROGRAMME_ALIAS,
        orderNumber,
      ).map((r) => r.code),
    /**
     * How many points-expiry runs of the tenant queued at or after `since` (on the servers' clock)
     * have finished. Due times missed while the clock jumped are one run, dated by the first.
     */
    expiryRunsDone: (since: Date) =>
      read<{ n: number }>(
        "select count(*) as n from jobs where kind = 'points-expiry' and tenant_alias = ? and state = 'done' and created_at >= ?",
        PROGRAMME_ALIAS,
        since.toISOString(),
      )[0]!.n,
  };
}

/** The mails of one kind in the shared outbox ($DATA_DIR/outbox, file names `<time>-<kind>-<to>.eml`). */
export async function outboxMails(dataDir: string, kind: string): Promise<string[]> {
  const names = await readdir(path.join(dataDir, 'outbox')).catch(() => [] as string[]);
  return names.filter((n) => n.endsWith('.eml') && n.includes(`-${kind}-`)).sort();
}
