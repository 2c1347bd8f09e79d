import type { Kysely } from 'kysely';
import { signupExtraFields } from '../../../shared/customer-fields.js';
import type { ResolvedTenantConfig } from '../../../shared/tenant-config.js';
import type { OrderPage, PointsPage } from '../../../shared/types/generated/api/catalog.js';
import type { CustomerDetail, CustomerPage, CustomerProfile } from '../../../shared/types/generated/api/staff-customers.js';
import type { Database, Db, SqlDialectName } from '../../db/database.js';
import type { WriteTransaction } from '../../db/write-transaction.js';
import { HttpError } from '../../http/errors.js';
import type { Outbox } from '../../mail/outbox.js';
import { recordAction } from '../audit/service.js';
import { sendActivationMail, setAccountState } from './account-service.js';
import { endAllSessions, type AuthDeps } from './session-service.js';
import { customerWriteTransaction } from './lock-service.js';
import { parseExtras, textColumnsOf } from './user-fields.js';
import { consentStates, currentConsents, type CurrentConsent } from '../consents/service.js';
import { adjust, balanceOf, balancesOf } from '../points/service.js';
import { activationIssued, customerCounts, findCustomer, openSessions, searchCustomers, type Customer } from './staff-repository.js';
import { counted } from '../../counted.js';
import type { StaffAct } from '../../plugins/staff-actor.js';

export type { StaffAct };

export const CUSTOMER_MSG = {
  notFound: 'Cliente non trovato',
  belowZero: (balance: number) => `Saldo insufficiente: il cliente ha ${counted('points', balance)} e il saldo non può scendere sotto zero`,
  alreadyActive: 'Il cliente è già attivo: non serve una nuova email di attivazione',
  notRegistered: "Il cliente non ha ancora completato la registrazione: non c'è un'attivazione da confermare",
  noEmail: "Il cliente non ha un indirizzo email a cui mandare l'attivazione",
} as const;

export const PAGE_SIZE = 20;
/** The detail lists every movement; past this many (years of daily credits) only the newest. */
const LEDGER_CAP = 5000;
const ORDERS_CAP = 1000;
/** Words of a search beyond this many narrow nothing a person would type. */
const MAX_WORDS = 5;

/**
 * What the customer's detail shows of their orders and points, from the orders' module (which
 * imports this one, so it is handed in where the routes are registered).
 */
export interface CustomerHistory {
  ordersPage(db: Db, tenantAlias: string, userId: number, page: number, limit: number): Promise<OrderPage>;
  pointsPage(db: Db, userId: number, page: number, limit: number): Promise<PointsPage>;
}

export interface CustomersDeps {
  history: CustomerHistory;
  db: Db;
  dialect: SqlDialectName;
  now: () => Date;
  jwtKey: () => Promise<Uint8Array>;
}

const authDeps = (deps: CustomersDeps, db: Kysely<Database> = deps.db): AuthDeps => ({
  db,
  dialect: deps.dialect,
  now: deps.now,
  jwtKey: deps.jwtKey,
});

async function customerOr404(db: Kysely<Database>, tenantAlias: string, username: string): Promise<Customer> {
  const row = await findCustomer(db, tenantAlias, username);
  if (!row) throw new HttpError(404, CUSTOMER_MSG.notFound);
  return row;
}

/**
 * Runs `fn` on the customer in the customer's locked write transaction (the checkout's), with the
 * row read again under the lock: what the audit records as "before" is what the change replaced.
 */
async function withCustomer<T>(
  deps: CustomersDeps,
  act: StaffAct,
  username: string,
  fn: (trx: WriteTransaction, user: Customer) => Promise<T>,
): Promise<T> {
  const found = await customerOr404(deps.db, act.tenantAlias, username);
  return customerWriteTransaction(deps.db, deps.dialect, found.id, async (trx) =>
    fn(trx, await customerOr404(trx, act.tenantAlias, username)),
  );
}

export async function search(deps: CustomersDeps, tenantAlias: string, q: string | undefined, page: number): Promise<CustomerPage> {
  const words = (q ?? '').trim().split(/\s+/).filter(Boolean).slice(0, MAX_WORDS);
  const { rows, total } = await searchCustomers(deps.db, tenantAlias, words, PAGE_SIZE, (page - 1) * PAGE_SIZE);
  const balances = await balancesOf(deps.db, { userIds: rows.map((r) => r.id) });
  return {
    items: rows.map((r) => ({
      username: r.username,
      firstname: r.firstname,
      lastname: r.lastname,
      company: r.company,
      email: r.email,
      active: r.active === 1,
      pointsEnabled: r.points_enabled === 1,
      balance: balances.get(r.id) ?? 0,
    })),
    total,
    page,
    pageSize: PAGE_SIZE,
  };
}

/** The tenant's extra signup fields with this customer's values, as the console shows them. */
function extraFieldsOf(extras: Record<string, unknown>, config: ResolvedTenantConfig | undefined): CustomerProfile['extraFields'] {
  return (config ? signupExtraFields(config.forms) : []).map(({ name, label, tickBox }) => {
    const value = extras[name];
    return { name, label, tickBox, value: value === undefined || value === null || value === '' ? null : String(value) };
  });
}

function profileOf(
  user: Customer,
  registrationCompleted: boolean,
  consents: Map<string, CurrentConsent>,
  config?: ResolvedTenantConfig,
): CustomerProfile {
  const extra = parseExtras(user.extra_json);
  return {
    username: user.username,
    type: user.type,
    ...textColumnsOf(user),
    dateOfBirth: user.date_of_birth,
    // By the purposes the tenant declares, never by a form field's name.
    consents: consentStates(config?.consents ?? [], consents),
    acceptsRules: user.accetta_regolamento === 1,
    prizeToValidate: user.prize_to_validate === 1,
    extra,
    extraFields: extraFieldsOf(extra, config),
    createdAt: user.created_at,
    updatedAt: user.updated_at,
    activatedAt: user.activated_at,
    hasPassword: user.password_hash !== null,
    registrationCompleted,
  };
}

async function detailOf(deps: CustomersDeps, user: Customer, config?: ResolvedTenantConfig): Promise<CustomerDetail> {
  const [points, orders, sessions, registered, consents] = await Promise.all([
    deps.history.pointsPage(deps.db, user.id, 1, LEDGER_CAP),
    deps.history.ordersPage(deps.db, user.tenant_alias, user.id, 1, ORDERS_CAP),
    openSessions(deps.db, user.id, deps.now()),
    activationIssued(deps.db, user.id),
    currentConsents(deps.db, user.id),
  ]);
  return {
    profile: profileOf(user, registered, consents, config),
    active: user.active === 1,
    pointsEnabled: user.points_enabled === 1,
    balance: points.balance,
    ledger: points.data.map((r) => ({
      id: r.id,
      date: r.date,
      delta: r.amount,
      kind: r.kind,
      reason: r.reason,
      orderNumber: r.order_number,
    })),
    ledgerTotal: points.total,
    orders: orders.data.map((o) => ({ number: o.order_number, date: o.date, status: o.status, points: o.points })),
    sessions: sessions.map((s) => ({ started: s.started, lastUsed: s.last_used, expires: s.expires })),
  };
}

export async function customerDetail(
  deps: CustomersDeps,
  tenantAlias: string,
  username: string,
  config?: ResolvedTenantConfig,
): Promise<CustomerDetail> {
  return detailOf(deps, await customerOr404(deps.db, tenantAlias, username), config);
}

/**
 * Credits or debits points with the staff member's reason: one ledger row, written in the
 * transaction that holds the customer's lock and checks the balance, so parallel debits (from
 * two staff members, or a staff debit racing a checkout) cannot take it below zero.
 */
export async function adjustPoints(
  deps: CustomersDeps,
  act: StaffAct,
  username: string,
  input: { delta: number; reason: string },
): Promise<{ balance: number }> {
  const reason = input.reason.trim();
  if (reason.length < 3) throw new HttpError(400, 'Indica il motivo della rettifica (almeno 3 caratteri)');
  return withCustomer(deps, act, username, async (trx, user) => {
    const before = await balanceOf(trx, user.id);
    const after = before + input.delta;
    if (after < 0) throw new HttpError(409, CUSTOMER_MSG.belowZero(before));
    const now = deps.now();
    await adjust(trx, { tenantAlias: act.tenantAlias, userId: user.id, delta: input.delta, reason, at: now, userCode: user.username });
    await recordAction(
      trx,
      act.who,
      {
        tenant: act.tenantAlias,
        action: 'customer.points',
        target: user.username,
        before: { balance: before },
        after: { balance: after, delta: input.delta, reason },
      },
      now,
    );
    return { balance: after };
  });
}

export async function setState(
  deps: CustomersDeps,
  act: StaffAct,
  username: string,
  changes: { active?: boolean; pointsEnabled?: boolean },
): Promise<CustomerDetail> {
  const updated = await withCustomer(deps, act, username, async (trx, user) => {
    const row = await setAccountState(authDeps(deps, trx), user, changes, act.config?.features.welcomePoints ?? null);
    await recordAction(
      trx,
      act.who,
      {
        tenant: act.tenantAlias,
        action: 'customer.state',
        target: user.username,
        before: { active: user.active === 1, pointsEnabled: user.points_enabled === 1 },
        after: { active: row.active === 1, pointsEnabled: row.points_enabled === 1 },
      },
      deps.now(),
    );
    return row;
  });
  return detailOf(deps, updated, act.config);
}

/**
 * Mails the activation link again, only to a customer who filled in the registration and has not
 * opened the link: an imported customer who never registered has nothing to confirm, and an
 * active one nothing left to do. The mail goes inside the transaction, so a failed send leaves
 * neither a new link nor an audit entry claiming it went out.
 */
export async function resendActivation(deps: CustomersDeps, act: StaffAct, username: string, outbox: Outbox): Promise<void> {
  await withCustomer(deps, act, username, async (trx, user) => {
    if (user.active === 1) throw new HttpError(409, CUSTOMER_MSG.alreadyActive);
    if (user.activated_at || !(await activationIssued(trx, user.id))) throw new HttpError(409, CUSTOMER_MSG.notRegistered);
    if (!user.email) throw new HttpError(409, CUSTOMER_MSG.noEmail);
    await sendActivationMail(authDeps(deps, trx), outbox, user);
    await recordAction(
      trx,
      act.who,
      { tenant: act.tenantAlias, action: 'customer.activation-mail', target: user.username, after: { email: user.email } },
      deps.now(),
    );
  });
}

/** Ends every session of the customer; the audit keeps how many were open. */
export async function revokeSessions(deps: CustomersDeps, act: StaffAct, username: string): Promise<void> {
  await withCustomer(deps, act, username, async (trx, user) => {
    const open = await openSessions(trx, user.id, deps.now());
    await endAllSessions(authDeps(deps, trx), user.id);
    await recordAction(
      trx,
      act.who,
      {
        tenant: act.tenantAlias,
        action: 'customer.sessions',
        target: user.username,
        before: { sessions: open.length },
        after: { sessions: 0 },
      },
      deps.now(),
    );
  });
}

/** The dashboard's customer figures: provisioned, active, points enabled. */
export function customerFigures(deps: Pick<CustomersDeps, 'db'>, tenantAlias: string) {
  return customerCounts(deps.db, tenantAlias);
}

/** The console's Notifiche: the tenant's customers looked up by code, counted, and those a mail reaches. */
export { countCustomers, countMailable, customersByCode, mailRecipients, type MailRecipient } from './staff-repository.js';

/** Who placed orders (the console's Ordini and the fulfilment CSV), and the customer a code names. */
export { customerCards, customerIdByCode, withCustomerCards, type CustomerCard } from './staff-repository.js';
