import path from 'node:path';
import Database from 'better-sqlite3';
import { instantIn, plusDays } from './clock.js';

/**
 * The closing report's figures as the test works them out on its own, from the rows the servers
 * wrote (read-only SQLite) and the rules of an operazione a premio: a point is issued when the
 * ledger credits it outside an order, spent when an order debits it, expired when the expiry
 * writes it off; a prize is owed from its request until its delivery or cancellation, and late
 * when still owed after its due date. Keyed by the labels the operator reads in the CSV.
 */
export function expectedClosingFigures(dataDir: string, alias: string, from: string, to: string, timeZone: string) {
  const start = instantIn(from, '00:00', timeZone).toISOString();
  const until = instantIn(plusDays(to, 1), '00:00', timeZone).toISOString();
  const db = new Database(path.join(dataDir, 'portal.db'), { readonly: true, fileMustExist: true });
  try {
    const ledger = db.prepare('select amount, kind, order_id, created_at from points_ledger where tenant_alias = ?').all(alias) as {
      amount: number;
      kind: string;
      order_id: number | null;
      created_at: string;
    }[];
    const orders = db.prepare('select id, created_at, due_date from orders where tenant_alias = ?').all(alias) as {
      id: number;
      created_at: string;
      due_date: string;
    }[];
    const items = db
      .prepare(
        'select i.order_id, i.quantity, p.cost_cents from order_items i join orders o on o.id = i.order_id left join products p on p.id = i.product_id where o.tenant_alias = ?',
      )
      .all(alias) as { order_id: number; quantity: number; cost_cents: number | null }[];
    const history = db
      .prepare(
        "select h.order_id, h.to_status, h.created_at from order_status_history h join orders o on o.id = h.order_id where o.tenant_alias = ? and h.to_status in ('consegnato', 'annullato')",
      )
      .all(alias) as { order_id: number; to_status: string; created_at: string }[];

    const within = (at: string) => at >= start && at < until;
    const total = (rows: { amount: number }[]) => rows.reduce((n, r) => n + r.amount, 0);
    const inPeriod = ledger.filter((r) => within(r.created_at));
    const outsideOrders = inPeriod.filter((r) => r.order_id === null && r.kind !== 'expiry');
    const pieces = (orderIds: Set<number>) => items.filter((i) => orderIds.has(i.order_id)).reduce((n, i) => n + i.quantity, 0);

    const requested = new Set(orders.filter((o) => within(o.created_at)).map((o) => o.id));
    const reached = (status: string) =>
      new Set(history.filter((h) => h.to_status === status && within(h.created_at)).map((h) => h.order_id));
    const closedBefore = new Set(history.filter((h) => h.created_at < until).map((h) => h.order_id));
    const owed = orders.filter((o) => o.created_at < until && !closedBefore.has(o.id));
    const owedIds = new Set(owed.map((o) => o.id));
    const owedItems = items.filter((i) => owedIds.has(i.order_id));
    const valueCents = owedItems.reduce((n, i) => n + (i.cost_cents ?? 0) * i.quantity, 0);
    const euro = (cents: number) => `${Math.trunc(cents / 100)},${String(cents % 100).padStart(2, '0')}`;

    return {
      "Saldo all'inizio del periodo": String(total(ledger.filter((r) => r.created_at < start))),
      'Punti emessi': String(total(outsideOrders.filter((r) => r.amount > 0))),
      'Punti stornati o rettificati': String(-total(outsideOrders.filter((r) => r.amount < 0))),
      'Punti spesi in premi': String(-total(inPeriod.filter((r) => r.order_id !== null))),
      'Punti scaduti': String(-total(inPeriod.filter((r) => r.kind === 'expiry'))),
      'Punti in circolazione alla fine del periodo': String(total(ledger.filter((r) => r.created_at < until))),
      'Ordini richiesti': String(requested.size),
      'Premi richiesti (pezzi)': String(pieces(requested)),
      'Ordini consegnati': String(reached('consegnato').size),
      'Ordini annullati': String(reached('annullato').size),
      'Ordini da consegnare alla fine del periodo': String(owed.length),
      'Premi da consegnare (pezzi)': String(owedItems.reduce((n, i) => n + i.quantity, 0)),
      'Ordini da consegnare già scaduti': String(owed.filter((o) => o.due_date < to).length),
      'Premi da consegnare senza costo dichiarato (pezzi)': String(
        owedItems.filter((i) => i.cost_cents === null).reduce((n, i) => n + i.quantity, 0),
      ),
      'Valore dei premi da consegnare al costo dichiarato': euro(valueCents),
    };
  } finally {
    db.close();
  }
}

/** The figures of a closing report CSV (`;`-separated, BOM, CRLF) by their label: the rows whose value is set. */
export function figuresOfCsv(csv: string): Record<string, string> {
  const figures: Record<string, string> = {};
  for (const line of csv
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .slice(1)) {
    const [section, label, value] = line.split(';').map((cell) => cell.replace(/^"|"$/g, '').replace(/""/g, '"'));
    if (section && section !== 'Iniziativa' && section !== 'Consegne' && label) figures[label] = value ?? '';
  }
  return figures;
}
