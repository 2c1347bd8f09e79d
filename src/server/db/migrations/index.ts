import type { Migration, MigrationProvider } from 'kysely';
import type { PortableMigration, SqlDialectName } from './migration.js';
import { foundation } from './2026_11_22_0001_foundation.js';
import { accounts } from './2026_11_22_0002_accounts.js';
import { catalog } from './2026_11_22_0003_catalog.js';
import { content } from './2026_11_22_0004_content.js';
import { formWinLimits } from './2026_11_23_0002_form_win_limits.js';
import { staffConsole } from './2026_11_24_0001_staff_console.js';
import { dashboard } from './2026_11_24_0002_dashboard.js';
import { importJobs } from './2026_11_25_0001_import_jobs.js';
import { orderFulfilment } from './2026_11_26_0001_order_fulfilment.js';
import { catalogFiles } from './2026_11_28_0001_catalog_files.js';
import { catalogEditing } from './2026_11_29_0001_catalog_editing.js';
import { validationsInbox } from './2026_11_27_0001_validations_inbox.js';
import { contentSchedule } from './2026_11_30_0001_content_schedule.js';
import { importJobPictures } from './2026_12_02_0001_import_job_pictures.js';
import { receiptFiles } from './2026_12_02_0002_receipt_files.js';
import { notificationSends } from './2026_12_02_0003_notification_sends.js';
import { voucherCodes } from './2026_12_02_0004_voucher_codes.js';
import { catalogCounts } from './2026_12_05_0001_catalog_counts.js';
import { catalogCountsRowUpdate } from './2026_12_05_0002_catalog_counts_row_update.js';
import { productCards } from './2026_12_06_0001_product_cards.js';
import { contactRequestsByCustomer } from './2026_12_07_0001_contact_requests_by_customer.js';
import { consentRecords } from './2026_12_07_0002_consent_records.js';
import { ledgerDayOnly } from './2026_12_08_0301_ledger_day_only.js';
import { cleanPrizeDescriptions } from './2026_12_08_0501_clean_prize_descriptions.js';
import { jobs } from './2026_12_08_0502_jobs.js';
import { apiKeys } from './2026_12_08_0503_api_keys.js';
import { sales } from './2026_12_09_0201_sales.js';
import { webhooks } from './2026_12_09_0301_webhooks.js';
import { durableImports } from './2026_12_09_0401_durable_imports.js';
import { orderDueDate } from './2026_12_09_0601_order_due_date.js';
import { expiryReminders } from './2026_12_09_0602_expiry_reminders.js';
import { regolamento } from './2026_12_10_0301_regolamento.js';
import { privacyRequests } from './2026_12_09_0501_privacy_requests.js';
import { prizeCost } from './2026_12_10_0401_prize_cost.js';
import { ordersDueIndex } from './2026_12_11_0301_orders_due_index.js';
import { cleanStoredHtml } from './2026_12_11_0401_clean_stored_html.js';
import { searchInListingOrder } from './2026_12_12_0101_search_in_listing_order.js';
import { searchPrefixes } from './2026_12_13_0001_search_prefixes.js';
import { sqliteSearchPrefixes } from './2026_12_14_0001_sqlite_search_prefixes.js';

/**
 * Every migration, in order. To add one: create `YYYY_MM_DD_NNNN_<what>.ts` exporting a
 * PortableMigration and list it here. A static list (no directory scan) works the same under
 * tsx, vitest and a bundler. Names are sorted by Kysely, so keep the timestamp prefix.
 */
export const MIGRATIONS: Record<string, PortableMigration> = {
  '2026_11_22_0001_foundation': foundation,
  '2026_11_22_0002_accounts': accounts,
  '2026_11_22_0003_catalog': catalog,
  '2026_11_22_0004_content': content,
  '2026_11_23_0002_form_win_limits': formWinLimits,
  '2026_11_24_0001_staff_console': staffConsole,
  '2026_11_24_0002_dashboard': dashboard,
  '2026_11_25_0001_import_jobs': importJobs,
  '2026_11_26_0001_order_fulfilment': orderFulfilment,
  '2026_11_27_0001_validations_inbox': validationsInbox,
  '2026_11_28_0001_catalog_files': catalogFiles,
  '2026_11_29_0001_catalog_editing': catalogEditing,
  '2026_11_30_0001_content_schedule': contentSchedule,
  '2026_12_02_0001_import_job_pictures': importJobPictures,
  '2026_12_02_0002_receipt_files': receiptFiles,
  '2026_12_02_0003_notification_sends': notificationSends,
  '2026_12_02_0004_voucher_codes': voucherCodes,
  '2026_12_05_0001_catalog_counts': catalogCounts,
  '2026_12_05_0002_catalog_counts_row_update': catalogCountsRowUpdate,
  '2026_12_06_0001_product_cards': productCards,
  '2026_12_07_0001_contact_requests_by_customer': contactRequestsByCustomer,
  '2026_12_07_0002_consent_records': consentRecords,
  '2026_12_08_0301_ledger_day_only': ledgerDayOnly,
  '2026_12_08_0501_clean_prize_descriptions': cleanPrizeDescriptions,
  '2026_12_08_0502_jobs': jobs,
  '2026_12_08_0503_api_keys': apiKeys,
  '2026_12_09_0201_sales': sales,
  '2026_12_09_0301_webhooks': webhooks,
  '2026_12_09_0401_durable_imports': durableImports,
  '2026_12_09_0501_privacy_requests': privacyRequests,
  '2026_12_09_0601_order_due_date': orderDueDate,
  '2026_12_09_0602_expiry_reminders': expiryReminders,
  '2026_12_10_0301_regolamento': regolamento,
  '2026_12_10_0401_prize_cost': prizeCost,
  '2026_12_11_0301_orders_due_index': ordersDueIndex,
  '2026_12_11_0401_clean_stored_html': cleanStoredHtml,
  '2026_12_12_0101_search_in_listing_order': searchInListingOrder,
  '2026_12_13_0001_search_prefixes': searchPrefixes,
  '2026_12_14_0001_sqlite_search_prefixes': sqliteSearchPrefixes,
};

/** Feeds MIGRATIONS to Kysely's Migrator, binding each one to the dialect in use. */
export class StaticMigrationProvider implements MigrationProvider {
  constructor(
    private readonly dialect: SqlDialectName,
    private readonly migrations: Record<string, PortableMigration> = MIGRATIONS,
  ) {}

  async getMigrations(): Promise<Record<string, Migration>> {
    const out: Record<string, Migration> = {};
    for (const [name, m] of Object.entries(this.migrations)) {
      const { down } = m;
      out[name] = {
        up: (db) => m.up(db, this.dialect),
        ...(down ? { down: (db) => down(db, this.dialect) } : {}),
      };
    }
    return out;
  }
}
