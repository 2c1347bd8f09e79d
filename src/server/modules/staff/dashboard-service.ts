import type { Db } from '../../db/database.js';
import { dayIn } from '../../../shared/programme.js';
import type { Dashboard, PointsWeek } from '../../../shared/types/generated/api/staff-dashboard.js';
import { orderFigures } from '../orders/order-history-service.js';
import { customerFigures } from '../customers/staff-service.js';
import { pointsFigures } from '../points/service.js';
import { countsOf } from '../engagement/inbox-service.js';

export const DEFAULT_WEEKS = 12;
const TOP_PRIZES = 10;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface DashboardDeps {
  db: Db;
  now: () => Date;
}

/** The Mondays (UTC, YYYY-MM-DD) of the last `weeks` weeks, oldest first, the current week last. */
export function weekStarts(now: Date, weeks: number): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const monday = today - ((now.getUTCDay() + 6) % 7) * DAY_MS;
  return Array.from({ length: weeks }, (_, i) => new Date(monday - (weeks - 1 - i) * 7 * DAY_MS).toISOString().slice(0, 10));
}

/**
 * One tenant's dashboard. The queries are independent: on PostgreSQL they run side by side on
 * the pool's connections; SQLite's single connection takes them in turn.
 */
export async function dashboardOf(
  deps: DashboardDeps,
  tenant: { alias: string; timeZone: string },
  weeks = DEFAULT_WEEKS,
): Promise<Dashboard> {
  const tenantAlias = tenant.alias;
  const now = deps.now();
  const mondays = weekStarts(now, weeks);
  const [customers, { weeks: weekRows, totals }, { byStatus: orders, prizes, deadlines }, requests] = await Promise.all([
    customerFigures(deps, tenantAlias),
    pointsFigures(deps.db, tenantAlias, mondays),
    // Due dates are the tenant's calendar days: today is the tenant's, not UTC's.
    orderFigures(deps.db, tenantAlias, TOP_PRIZES, dayIn(now, tenant.timeZone)),
    countsOf(deps, tenantAlias),
  ]);
  const byWeek = new Map(weekRows.map((r) => [r.week, r]));
  const pointsWeeks: PointsWeek[] = mondays.map((week) => ({
    week,
    issued: byWeek.get(week)?.issued ?? 0,
    spent: byWeek.get(week)?.spent ?? 0,
  }));
  return {
    customers,
    pointsByWeek: pointsWeeks,
    ordersByStatus: orders,
    orderDeadlines: deadlines,
    topPrizes: prizes,
    requests,
    // Capped at 1: spent may exceed issued when staff debits took back more than was given.
    redemptionRate: totals.issued > 0 ? Math.min(1, totals.spent / totals.issued) : 0,
    generatedAt: now.toISOString(),
  };
}
