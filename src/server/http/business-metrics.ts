import { Counter, Registry } from 'prom-client';

/**
 * What the programme does, counted by the services that do it, once their work is committed
 * (db/write-transaction.ts afterCommit): sign-ins, orders, points moved, webhook failures. They
 * belong to the process, as Prometheus expects of a counter (each process its own series; the
 * sum over processes is the total), and are served on /metrics beside the app's own metrics.
 * Labels are bounded: a tenant alias, an audience, an outcome, a direction.
 */
export const businessRegistry = new Registry();

const signIns = new Counter({
  name: 'premia_sign_ins_total',
  help: 'Sign-in attempts of customers (by tenant) and staff (tenant ""), by outcome: ok, refused (wrong credentials), throttled, error.',
  labelNames: ['audience', 'outcome', 'tenant'],
  registers: [businessRegistry],
});

const orders = new Counter({
  name: 'premia_orders_total',
  help: 'Orders placed, by tenant.',
  labelNames: ['tenant'],
  registers: [businessRegistry],
});

const points = new Counter({
  name: 'premia_points_total',
  help: 'Points moved on the ledger, by tenant and direction (credited: every positive row; debited: the absolute value of every negative one, orders and expiries included).',
  labelNames: ['tenant', 'direction'],
  registers: [businessRegistry],
});

const webhookFailures = new Counter({
  name: 'premia_webhook_delivery_failures_total',
  help: 'Webhook delivery attempts that failed, by tenant and outcome: retry (another attempt is scheduled) or failed (no attempt left).',
  labelNames: ['tenant', 'outcome'],
  registers: [businessRegistry],
});

export type SignInOutcome = 'ok' | 'refused' | 'throttled' | 'error';

/** The outcome of a sign-in that threw, from its HTTP status. */
export function signInOutcomeOf(err: unknown): SignInOutcome {
  const status = (err as { statusCode?: unknown } | null)?.statusCode;
  if (status === 401 || status === 403) return 'refused';
  if (status === 429) return 'throttled';
  return 'error';
}

export function countSignIn(audience: 'customer' | 'staff', outcome: SignInOutcome, tenant = ''): void {
  signIns.inc({ audience, outcome, tenant });
}

export function countOrder(tenant: string): void {
  orders.inc({ tenant });
}

/** Ledger rows as they were committed: credits and debits summed apart. */
export function countPoints(rows: readonly { tenant_alias: string; amount: number }[]): void {
  for (const row of rows) {
    if (row.amount > 0) points.inc({ tenant: row.tenant_alias, direction: 'credited' }, row.amount);
    else if (row.amount < 0) points.inc({ tenant: row.tenant_alias, direction: 'debited' }, -row.amount);
  }
}

export function countWebhookFailure(tenant: string, outcome: 'retry' | 'failed'): void {
  webhookFailures.inc({ tenant, outcome });
}
