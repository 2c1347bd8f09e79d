/* eslint-disable */
/**
 * DO NOT EDIT: generated from schemas/ by `npm run gen:types`.
 * Edit the JSON Schema and run the command again.
 */
import type { Operation } from '../../../api/operation.js';

/**
 * What a key may do on /v1/partner.
 *
 * This interface was referenced by `StaffApikeysOperations`'s JSON-Schema
 * via the `definition` "Scope".
 */
export type Scope = 'points:write' | 'customers:write' | 'sales:write' | 'orders:read' | 'orders:write';

/**
 * Inputs and answers of the operations of schemas/api/staff-apikeys.json.
 */
export interface StaffApikeysOperations {
  listApiKeys: {
    params: TenantParams;
    query: undefined;
    body: undefined;
    response: ApiKeyList;
  };
  createApiKey: {
    params: TenantParams;
    query: undefined;
    body: CreateApiKeyBody;
    response: CreatedApiKey;
  };
  revokeApiKey: {
    params: KeyParams;
    query: undefined;
    body: undefined;
    response: ApiKey;
  };
}
/**
 * This interface was referenced by `StaffApikeysOperations`'s JSON-Schema
 * via the `definition` "TenantParams".
 */
export interface TenantParams {
  /**
   * The tenant's alias.
   */
  alias: string;
}
/**
 * This interface was referenced by `StaffApikeysOperations`'s JSON-Schema
 * via the `definition` "ApiKeyList".
 */
export interface ApiKeyList {
  data: ApiKey[];
}
/**
 * This interface was referenced by `StaffApikeysOperations`'s JSON-Schema
 * via the `definition` "ApiKey".
 */
export interface ApiKey {
  id: number;
  name: string;
  /**
   * The key's last four characters.
   */
  hint: string;
  scopes: Scope[];
  expiresAt: string | null;
  createdAt: string;
  /**
   * The staff email or shell user who created it.
   */
  createdBy: string;
  revokedAt: string | null;
  lastUsedAt: string | null;
  /**
   * The client address of the last use.
   */
  lastUsedFrom: string | null;
  /**
   * Whether it works now (expired and revoked keys are refused).
   */
  status: 'active' | 'expired' | 'revoked';
}
/**
 * This interface was referenced by `StaffApikeysOperations`'s JSON-Schema
 * via the `definition` "CreateApiKeyBody".
 */
export interface CreateApiKeyBody {
  /**
   * Letters, digits, spaces, dots, dashes and underscores: who uses the key ("ERP", "Corriere").
   */
  name: string;
  /**
   * @minItems 1
   */
  scopes: [Scope, ...Scope[]];
  /**
   * The last day the key works: it stops at 23:59:59 UTC of that day (as `npm run apikey -- create … --expires`).
   */
  expires?: string;
}
/**
 * This interface was referenced by `StaffApikeysOperations`'s JSON-Schema
 * via the `definition` "CreatedApiKey".
 */
export interface CreatedApiKey {
  /**
   * The key itself (prm_…): shown this once, never again.
   */
  key: string;
  apiKey: ApiKey;
}
/**
 * This interface was referenced by `StaffApikeysOperations`'s JSON-Schema
 * via the `definition` "KeyParams".
 */
export interface KeyParams {
  /**
   * The tenant's alias.
   */
  alias: string;
  /**
   * The key's id.
   */
  id: number;
}

/** The operations of schemas/api/staff-apikeys.json, for the API client: `call(staffApikeys.listApiKeys, input)`. */
export const staffApikeys = {
  /** The tenant's API keys, newest first, live, expired and revoked alike (never the key itself) */
  listApiKeys: { method: 'GET', path: '/console/tenants/{alias}/api-keys' } as Operation<StaffApikeysOperations['listApiKeys']>,
  /** Creates a key and answers it once */
  createApiKey: { method: 'POST', path: '/console/tenants/{alias}/api-keys' } as Operation<StaffApikeysOperations['createApiKey']>,
  /** Revokes a live key: the next call that presents it is refused on every process */
  revokeApiKey: { method: 'POST', path: '/console/tenants/{alias}/api-keys/{id}/revoke' } as Operation<StaffApikeysOperations['revokeApiKey']>,
};
