/**
 * Every contract file of schemas/api, for the server: `defineRoute` finds an operation's schemas
 * here by its method and path, so a route names the generated operation and nothing else.
 * contracts.test.ts holds these lists to the folder's files.
 */
import type { ContractFile } from '../../shared/api/contract-file.js';
import { withSharedDefinitionsAll, type DefinitionsFile } from '../../shared/api/contract-refs.js';
import appContract from '../../../schemas/api/app.json' with { type: 'json' };
import authContract from '../../../schemas/api/auth.json' with { type: 'json' };
import brandContract from '../../../schemas/api/brand.json' with { type: 'json' };
import catalogContract from '../../../schemas/api/catalog.json' with { type: 'json' };
import contentContract from '../../../schemas/api/content.json' with { type: 'json' };
import partnerContract from '../../../schemas/api/partner.json' with { type: 'json' };
import privacyContract from '../../../schemas/api/privacy.json' with { type: 'json' };
import regolamentoContract from '../../../schemas/api/regolamento.json' with { type: 'json' };
import staffApikeysContract from '../../../schemas/api/staff-apikeys.json' with { type: 'json' };
import staffAuditContract from '../../../schemas/api/staff-audit.json' with { type: 'json' };
import staffCatalogContract from '../../../schemas/api/staff-catalog.json' with { type: 'json' };
import staffContentContract from '../../../schemas/api/staff-content.json' with { type: 'json' };
import staffCustomersContract from '../../../schemas/api/staff-customers.json' with { type: 'json' };
import staffDashboardContract from '../../../schemas/api/staff-dashboard.json' with { type: 'json' };
import staffImportsContract from '../../../schemas/api/staff-imports.json' with { type: 'json' };
import staffInboxContract from '../../../schemas/api/staff-inbox.json' with { type: 'json' };
import staffJobsContract from '../../../schemas/api/staff-jobs.json' with { type: 'json' };
import staffNotificationsContract from '../../../schemas/api/staff-notifications.json' with { type: 'json' };
import staffOrdersContract from '../../../schemas/api/staff-orders.json' with { type: 'json' };
import staffPrivacyContract from '../../../schemas/api/staff-privacy.json' with { type: 'json' };
import staffRegolamentoContract from '../../../schemas/api/staff-regolamento.json' with { type: 'json' };
import staffReportsContract from '../../../schemas/api/staff-reports.json' with { type: 'json' };
import staffSalesContract from '../../../schemas/api/staff-sales.json' with { type: 'json' };
import staffSettingsContract from '../../../schemas/api/staff-settings.json' with { type: 'json' };
import staffValidationsContract from '../../../schemas/api/staff-validations.json' with { type: 'json' };
import staffVoucherCodesContract from '../../../schemas/api/staff-voucher-codes.json' with { type: 'json' };
import staffWebhooksContract from '../../../schemas/api/staff-webhooks.json' with { type: 'json' };
import staffContract from '../../../schemas/api/staff.json' with { type: 'json' };
import utilityContract from '../../../schemas/api/utility.json' with { type: 'json' };
import commonOrders from '../../../schemas/api/common/orders.json' with { type: 'json' };

/** The definitions several areas share, by path under schemas/api, as their `$ref`s name them. */
export const sharedDefinitions = {
  'common/orders.json': commonOrders,
} as unknown as Record<string, DefinitionsFile>;

/**
 * By file name (without .json), each with the shared definitions it refers to in its own `$defs`
 * (a missing one stops the server here). The JSON modules' literal types are wider than
 * ContractFile says, hence the one cast.
 */
export const contracts = withSharedDefinitionsAll(
  {
    app: appContract,
    auth: authContract,
    brand: brandContract,
    catalog: catalogContract,
    content: contentContract,
    partner: partnerContract,
    privacy: privacyContract,
    regolamento: regolamentoContract,
    'staff-apikeys': staffApikeysContract,
    'staff-audit': staffAuditContract,
    'staff-catalog': staffCatalogContract,
    'staff-content': staffContentContract,
    'staff-customers': staffCustomersContract,
    'staff-dashboard': staffDashboardContract,
    'staff-imports': staffImportsContract,
    'staff-inbox': staffInboxContract,
    'staff-jobs': staffJobsContract,
    'staff-notifications': staffNotificationsContract,
    'staff-orders': staffOrdersContract,
    'staff-privacy': staffPrivacyContract,
    'staff-regolamento': staffRegolamentoContract,
    'staff-reports': staffReportsContract,
    'staff-sales': staffSalesContract,
    'staff-settings': staffSettingsContract,
    'staff-validations': staffValidationsContract,
    'staff-voucher-codes': staffVoucherCodesContract,
    'staff-webhooks': staffWebhooksContract,
    staff: staffContract,
    utility: utilityContract,
  } as unknown as Record<string, ContractFile>,
  sharedDefinitions,
);
