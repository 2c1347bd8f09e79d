import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import pg from 'pg';
import { Kysely, PostgresDialect, type LogEvent } from 'kysely';
import { LRUCache } from 'lru-cache';
import type { SqlDialectName } from './migrations/migration.js';
import { SqliteSharedFileDialect } from './sqlite-shared-file.js';
import type { AppMetaTable } from './app-meta.table.js';
import type { TenantOverrideTable } from '../modules/tenants/tenant-override.table.js';
import type { AuditLogTable } from '../modules/audit/audit-log.table.js';
import type { ErrorLogTable } from '../modules/app/error-log.table.js';
import type { UsersTable } from '../modules/customers/user.table.js';
import type { ConsentRecordsTable } from '../modules/consents/consent-record.table.js';
import type { OneTimeTokensTable, RateLimitHitsTable, RefreshTokensTable } from '../modules/customers/session.table.js';
import type { AddressesTable } from '../modules/customers/address.table.js';
import type { PointsLedgerTable } from '../modules/points/points-ledger.table.js';
import type { PointsExpiryRemindersTable } from '../modules/programme/expiry-reminder.table.js';
import type { RegolamentoAcceptancesTable, RegolamentoVersionsTable } from '../modules/regolamento/regolamento.table.js';
import type { CategoriesTable } from '../modules/catalog/category.table.js';
import type { ProductsTable } from '../modules/catalog/product.table.js';
import type { CartItemsTable, WishlistItemsTable } from '../modules/orders/wishlist-cart.table.js';
import type { OrderCountersTable, OrderItemsTable, OrdersTable, OrderStatusHistoryTable } from '../modules/orders/order.table.js';
import type { NewsTable, NoticesTable } from '../modules/content/news.table.js';
import type { AdvantagesTable, PartnersTable, UserVouchersTable, VouchersTable } from '../modules/content/directory.table.js';
import type { VoucherCodesTable } from '../modules/engagement/voucher-codes.table.js';
import type { NotificationReadsTable, NotificationSendsTable, NotificationsTable } from '../modules/content/notification.table.js';
import type { CmsSectionsTable, InitiativesTable } from '../modules/content/cms.table.js';
import type { StaffAccountsTable, StaffOneTimeTokensTable, StaffTenantsTable } from '../modules/staff/staff.table.js';
import type {
  ContactRepliesTable,
  ContactRequestsTable,
  PrizeValidationsTable,
  ReceiptStorageTable,
} from '../modules/engagement/requests.table.js';
import type { ImportBatchesTable, ImportJobsTable, ImportUploadsTable } from '../modules/imports/import-job.table.js';
import type { FilesTable, ImageSourcesTable } from '../modules/catalog/file.table.js';
import type { CatalogRevisionsTable } from '../modules/catalog/catalog-revision.table.js';
import type { CatalogCountsTable } from '../modules/catalog/catalog-count.table.js';
import type { ProductSearchPrefixesTable } from '../modules/catalog/search-prefix.table.js';
import type { JobSchedulesTable, JobsTable } from '../modules/jobs/job.table.js';
import type { ApiKeysTable } from '../modules/apikeys/api-key.table.js';
import type { SalesBatchesTable, SalesLinesTable } from '../modules/sales/sale.table.js';
import type { WebhookDeliveriesTable, WebhookEndpointsTable } from '../modules/webhooks/webhook.table.js';
import type { PrivacyRequestsTable } from '../modules/privacy/privacy-request.table.js';

/** Every table Kysely knows about. A module adding a table adds its `*.table.ts` interface here. */
export interface Database {
  app_meta: AppMetaTable;
  tenant_override: TenantOverrideTable;
  audit_log: AuditLogTable;
  error_log: ErrorLogTable;
  users: UsersTable;
  consent_records: ConsentRecordsTable;
  refresh_tokens: RefreshTokensTable;
  one_time_tokens: OneTimeTokensTable;
  rate_limit_hits: RateLimitHitsTable;
  addresses: AddressesTable;
  points_ledger: PointsLedgerTable;
  points_expiry_reminders: PointsExpiryRemindersTable;
  regolamento_versions: RegolamentoVersionsTable;
  regolamento_acceptances: RegolamentoAcceptancesTable;
  categories: CategoriesTable;
  products: ProductsTable;
  files: FilesTable;
  image_sources: ImageSourcesTable;
  catalog_revisions: CatalogRevisionsTable;
  catalog_counts: CatalogCountsTable;
  product_search_prefixes: ProductSearchPrefixesTable;
  wishlist_items: WishlistItemsTable;
  cart_items: CartItemsTable;
  orders: OrdersTable;
  order_items: OrderItemsTable;
  order_counters: OrderCountersTable;
  order_status_history: OrderStatusHistoryTable;
  news: NewsTable;
  notices: NoticesTable;
  partners: PartnersTable;
  advantages: AdvantagesTable;
  vouchers: VouchersTable;
  user_vouchers: UserVouchersTable;
  voucher_codes: VoucherCodesTable;
  notifications: NotificationsTable;
  notification_reads: NotificationReadsTable;
  notification_sends: NotificationSendsTable;
  cms_sections: CmsSectionsTable;
  initiatives: InitiativesTable;
  contact_requests: ContactRequestsTable;
  contact_replies: ContactRepliesTable;
  prize_validations: PrizeValidationsTable;
  receipt_storage: ReceiptStorageTable;
  staff_accounts: StaffAccountsTable;
  staff_tenants: StaffTenantsTable;
  staff_refresh_tokens: RefreshTokensTable;
  staff_one_time_tokens: StaffOneTimeTokensTable;
  import_jobs: ImportJobsTable;
  import_uploads: ImportUploadsTable;
  import_batches: ImportBatchesTable;
  jobs: JobsTable;
  job_schedules: JobSchedulesTable;
  api_keys: ApiKeysTable;
  sales_batches: SalesBatchesTable;
  sales_lines: SalesLinesTable;
  webhook_endpoints: WebhookEndpointsTable;
  webhook_deliveries: WebhookDeliveriesTable;
  privacy_requests: PrivacyRequestsTable;
}

export type Db = Kysely<Database>;
export type { SqlDialectName };

/** One statement's kind and time, for the metrics (never its text or values). */
export interface QueryTiming {
  kind: 'select' | 'insert' | 'update' | 'delete' | 'other';
  seconds: number;
  failed: boolean;
}

/** The connections a PostgreSQL pool holds (SQLite has one connection and no pool). */
export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

export interface DatabaseHandle {
  db: Db;
  dialect: SqlDialectName;
  /** Calls `listener` after every statement (the metrics plugin's histogram). */
  onQuery(listener: (timing: QueryTiming) => void): void;
  /** The pool's connections now; absent on SQLite. */
  poolStats?(): PoolStats;
  /** Where the data lives, for the start-up log line (no password). */
  description: string;
  destroy(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres://… → PostgreSQL; absent → SQLite file `portal.db` in dataDir. */
  databaseUrl?: string;
  dataDir: string;
  /** SQLite file name inside dataDir (tests may use another). */
  sqliteFile?: string;
  /** PostgreSQL pool size. */
  poolSize?: number;
}

/** How much of the SQLite file is mapped into memory: the 100,000-prize benchmark's file is 330 MB. */
const SQLITE_MMAP_BYTES = 1024 * 1024 * 1024;

// PostgreSQL returns int8 (count(*), sums) as strings; SQLite returns numbers. Parse to number so
// repositories see the same types on both. Scoped to our pool, not pg's global type registry.
const INT8_OID = 20;
const pgTypes = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === INT8_OID ? (value: string) => Number(value) : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

const STATEMENT_KIND = /^\s*(?:with\b[\s\S]*?\)\s*)?(select|insert|update|delete)\b/i;

/** Kysely's log hook feeding the handle's query listeners. */
function queryTimings() {
  const listeners: ((timing: QueryTiming) => void)[] = [];
  const log = (event: LogEvent) => {
    if (!listeners.length) return;
    const kind = (STATEMENT_KIND.exec(event.query.sql)?.[1]?.toLowerCase() ?? 'other') as QueryTiming['kind'];
    const timing = { kind, seconds: event.queryDurationMillis / 1000, failed: event.level === 'error' };
    for (const listener of listeners) listener(timing);
  };
  return { log, onQuery: (listener: (timing: QueryTiming) => void) => void listeners.push(listener) };
}

/** Opens the database named by the options. The connection is lazy for PostgreSQL. */
export function createDatabase(options: DatabaseOptions): DatabaseHandle {
  const timings = queryTimings();
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10, types: pgTypes });
    // An idle connection dropped by the server (restart, failover) emits 'error' on the pool;
    // unhandled, that would crash the process. The pool opens a new connection on the next query.
    pool.on('error', (err) => console.error(`PostgreSQL: connessione inattiva persa: ${err.message}`));
    // A connection lost while a query holds it (a database restart mid-query) errors that query,
    // and also emits 'error' on its client, which pg-pool listens to only while the client is
    // idle: unheard, that event would crash the process. The query's own error is what reports it.
    pool.on('connect', (client) => client.on('error', () => undefined));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), log: timings.log });
    return {
      db,
      dialect: 'postgres',
      description: redactUrl(options.databaseUrl),
      onQuery: timings.onQuery,
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      destroy: () => db.destroy(),
    };
  }

  mkdirSync(options.dataDir, { recursive: true });
  const file = path.resolve(options.dataDir, options.sqliteFile ?? 'portal.db');
  const sqlite = new SqliteDatabase(file);
  // WAL lets readers run while one writer commits; several processes may share the file.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  // Pages read straight from the mapped file rather than copied in by a read call each: at
  // 100,000 prizes a cold listing page takes 130 µs against 190–220 µs. Address space, not memory;
  // the WAL is still read by calls.
  sqlite.pragma(`mmap_size = ${SQLITE_MMAP_BYTES}`);
  // From here a busy lock is waited for asynchronously, by the dialect, never on the event loop.
  sqlite.pragma('busy_timeout = 0');
  const dialect = new SqliteSharedFileDialect({ database: withStatementCache(sqlite) }, sqlite);
  const db = new Kysely<Database>({ dialect, log: timings.log });
  return { db, dialect: 'sqlite', description: file, onQuery: timings.onQuery, destroy: () => db.destroy() };
}

/**
 * Kysely prepares every query anew; with better-sqlite3 preparing costs more than running a
 * small indexed query. Kysely emits the same SQL text for the same query shape (values are bound
 * parameters), so a bounded cache of prepared statements serves the hot paths (auth's user
 * look-up, the catalogue listing) without re-parsing. Kysely runs statements to completion
 * (all/run, no open iterators), so reusing one statement object is safe. Past `max` shapes the
 * least recently used leave first.
 */
function withStatementCache(sqlite: SqliteDatabase.Database, max = 500) {
  const cache = new LRUCache<string, SqliteDatabase.Statement>({ max });
  return {
    close: () => void sqlite.close(),
    prepare(sqlText: string) {
      let statement = cache.get(sqlText);
      if (!statement) {
        statement = sqlite.prepare(sqlText);
        cache.set(sqlText, statement);
      }
      return statement;
    },
  };
}

function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'postgres://(invalid url)';
  }
}
