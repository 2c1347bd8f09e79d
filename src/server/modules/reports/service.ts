import { addDays, isCalendarDay, startOfDayIn } from '../../../shared/programme.js';
import type { ClosingReport } from '../../../shared/types/generated/api/staff-reports.js';
import type { Db } from '../../db/database.js';
import { HttpError } from '../../http/errors.js';
import { recordAction, type Actor } from '../audit/service.js';
import { declaredCosts } from '../catalog/service.js';
import { ordersOfPeriod } from '../orders/closing-service.js';
import { pointsOfPeriod } from '../points/service.js';
import { closingCsv } from './csv.js';
import { closingPdf } from './pdf.js';

/**
 * The closing report: the points module's figures, the orders module's, and the catalogue's
 * declared costs, composed. The share of DPR 430's deposit (cauzione) on the prizes owed.
 */
export const DEPOSIT_RATE = 0.2;

export interface ReportTenant {
  alias: string;
  name: string;
  company: string | null;
  timeZone: string;
}

export interface ReportDeps {
  db: Db;
  now: () => Date;
}

/** The figures of [from, to], both days on the tenant's clock and included. */
export async function closingReport(deps: ReportDeps, tenant: ReportTenant, from: string, to: string): Promise<ClosingReport> {
  if (!isCalendarDay(from) || !isCalendarDay(to)) throw new HttpError(400, 'Indica le date del periodo come AAAA-MM-GG');
  if (from > to)
    throw new HttpError(400, 'La data di inizio del periodo è dopo quella di fine', [{ field: 'from', message: 'Dopo la data di fine' }]);
  const start = startOfDayIn(from, tenant.timeZone).toISOString();
  const until = startOfDayIn(addDays(to, 1), tenant.timeZone).toISOString();
  const [points, orders] = await Promise.all([
    pointsOfPeriod(deps.db, tenant.alias, start, until),
    ordersOfPeriod(deps.db, tenant.alias, start, until, tenant.timeZone),
  ]);
  const owed = orders.outstanding;
  const ids = owed.lines.flatMap((l) => (l.productId === null ? [] : [l.productId]));
  const costs = await declaredCosts(deps.db, tenant.alias, ids);
  let valueCents = 0;
  let uncosted = 0;
  for (const line of owed.lines) {
    const cost = line.productId === null ? null : (costs.get(line.productId) ?? null);
    if (cost === null) uncosted += line.quantity;
    else valueCents += cost * line.quantity;
  }
  return {
    tenant: { alias: tenant.alias, name: tenant.name, company: tenant.company },
    period: { from, to, timeZone: tenant.timeZone },
    points,
    prizes: {
      requested: orders.requested,
      delivered: { orders: orders.delivered.orders, prizes: orders.delivered.prizes, late: orders.delivered.late },
      cancelled: orders.cancelled,
      outstanding: { orders: owed.orders, prizes: owed.prizes, overdue: owed.overdue, valueCents, uncosted },
    },
    deposit: { rate: DEPOSIT_RATE, cents: Math.round(valueCents * DEPOSIT_RATE) },
    deliveries: orders.delivered.list.map(({ deliveredAt: _at, ...d }) => d),
    generatedAt: deps.now().toISOString(),
  };
}

export type ReportFormat = 'csv' | 'pdf';

/** A download of the report, audited (report.closing.download) with its period and format. */
export async function downloadClosingReport(
  deps: ReportDeps,
  who: Actor,
  tenant: ReportTenant,
  from: string,
  to: string,
  format: ReportFormat,
): Promise<{ filename: string; body: Buffer | string }> {
  const report = await closingReport(deps, tenant, from, to);
  const body = format === 'csv' ? closingCsv(report) : await closingPdf(report);
  await recordAction(
    deps.db,
    who,
    { tenant: tenant.alias, action: 'report.closing.download', target: `${from}/${to}`, after: { from, to, format } },
    deps.now(),
  );
  return { filename: `rendiconto-${tenant.alias}-${from}-${to}.${format}`, body };
}
