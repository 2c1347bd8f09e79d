/* eslint-disable */
/**
 * DO NOT EDIT: generated from schemas/ by `npm run gen:types`.
 * Edit the JSON Schema and run the command again.
 */
import type { Operation } from '../../../api/operation.js';

/**
 * Any JSON value of the tenant file (null removes the key from the merged tenant).
 *
 * This interface was referenced by `StaffSettingsOperations`'s JSON-Schema
 * via the `definition` "AnyValue".
 */
export type AnyValue = unknown;

/**
 * Inputs and answers of the operations of schemas/api/staff-settings.json.
 */
export interface StaffSettingsOperations {
  getSettings: {
    params: AliasParams;
    query: undefined;
    body: undefined;
    response: SettingsAnswer;
  };
  saveSettings: {
    params: AliasParams;
    query: undefined;
    body: SaveSettingsBody;
    response: SettingsChangeAnswer;
  };
  getSettingsHistory: {
    params: AliasParams;
    query: HistoryQuery;
    body: undefined;
    response: SettingsHistoryEntry[];
    filledQuery: {
      /**
       * At most this many changes.
       */
      limit: number;
    };
  };
  startPreview: {
    params: AliasParams;
    query: undefined;
    body: PreviewBody;
    response: PreviewAnswer;
  };
  undoSettings: {
    params: AliasParams;
    query: undefined;
    body: undefined;
    response: UndoAnswer;
  };
  uploadBrandAsset: {
    params: AliasParams;
    query: undefined;
    body: BrandAssetUploadBody;
    response: UploadedBrandAsset;
  };
}
/**
 * This interface was referenced by `StaffSettingsOperations`'s JSON-Schema
 * via the `definition` "AliasParams".
 */
export interface AliasParams {
  /**
   * Tenant alias.
   */
  alias: string;
}
/**
 * This interface was referenced by `StaffSettingsOperations`'s JSON-Schema
 * via the `definition` "SettingsAnswer".
 */
export interface SettingsAnswer {
  /**
   * The tenant file as on disk (schemas/tenant.schema.json).
   */
  file: {
    [k: string]: unknown;
  };
  /**
   * The runtime overrides, by path.
   */
  overrides: SettingsOverride[];
  /**
   * The tenant file with the overrides the server applies merged in: what customers get.
   */
  effective: {
    [k: string]: unknown;
  };
  /**
   * Changes whenever the file or an override changes; send it back with saveSettings to refuse a save over someone else's.
   */
  revision: string;
}
/**
 * This interface was referenced by `StaffSettingsOperations`'s JSON-Schema
 * via the `definition` "SettingsOverride".
 */
export interface SettingsOverride {
  /**
   * Dotted key path, e.g. features.wishlist.
   */
  path: string;
  value: AnyValue;
  /**
   * ISO-8601 UTC.
   */
  updatedAt: string;
  /**
   * Staff email or shell user.
   */
  updatedBy: string;
  /**
   * The server skips this override: with it the tenant would be invalid (a change the checks did not see, e.g. a later tenant file edit).
   */
  ignored: boolean;
}
/**
 * This interface was referenced by `StaffSettingsOperations`'s JSON-Schema
 * via the `definition` "SaveSettingsBody".
 */
export interface SaveSettingsBody {
  /**
   * @minItems 1
   * @maxItems 50
   */
  changes: [SettingsChange, ...SettingsChange[]];
  /**
   * The revision the form was built from (getSettings); a different current one answers 409.
   */
  revision?: string;
}
/**
 * Either `value` (sets the override; null removes the key from the merged tenant) or `unset: true` (removes the override: the file's value applies again).
 *
 * This interface was referenced by `StaffSettingsOperations`'s JSON-Schema
 * via the `definition` "SettingsChange".
 */
export interface SettingsChange {
  /**
   * Dotted key path, e.g. features.wishlist or theme.colors.primary.
   */
  path: string;
  value?: AnyValue;
  unset?: true;
}
/**
 * This interface was referenced by `StaffSettingsOperations`'s JSON-Schema
 * via the `definition` "SettingsChangeAnswer".
 */
export interface SettingsChangeAnswer {
  /**
   * The tenant's revision after the save.
   */
  revision: string;
  /**
   * The keys that changed (a change to the value already there is not listed, nor audited).
   */
  changed: ChangedSetting[];
  /**
   * Problems the tenant already had and still has: not caused by this save.
   */
  warnings: string[];
}
/**
 * The effective value (file + overrides) at path before and after; an absent `before`/`after` means the key is absent.
 *
 * This interface was referenced by `StaffSettingsOperations`'s JSON-Schema
 * via the `definition` "ChangedSetting".
 */
export interface ChangedSetting {
  path: string;
  before?: AnyValue;
  after?: AnyValue;
}
/**
 * This interface was referenced by `StaffSettingsOperations`'s JSON-Schema
 * via the `definition` "HistoryQuery".
 */
export interface HistoryQuery {
  /**
   * At most this many changes.
   */
  limit?: number;
}
/**
 * One override change: `before`/`after` are the tenant's effective values at path (file and overrides merged; absent: the key was not set). Entries recorded before effective values were kept hold the stored override instead (absent: none).
 *
 * This interface was referenced by `StaffSettingsOperations`'s JSON-Schema
 * via the `definition` "SettingsHistoryEntry".
 */
export interface SettingsHistoryEntry {
  id: number;
  path: string;
  before?: AnyValue;
  after?: AnyValue;
  actor: string;
  role: 'operator' | 'support' | 'cli' | 'partner' | 'system';
  /**
   * ISO-8601 UTC.
   */
  at: string;
}
/**
 * This interface was referenced by `StaffSettingsOperations`'s JSON-Schema
 * via the `definition` "PreviewBody".
 */
export interface PreviewBody {
  /**
   * User code of the customer to look through.
   */
  username: string;
}
/**
 * This interface was referenced by `StaffSettingsOperations`'s JSON-Schema
 * via the `definition` "PreviewAnswer".
 */
export interface PreviewAnswer {
  /**
   * Bearer token for the tenant's portal API, read-only.
   */
  token: string;
  /**
   * Seconds until the token expires.
   */
  expiresIn: number;
}
/**
 * This interface was referenced by `StaffSettingsOperations`'s JSON-Schema
 * via the `definition` "UndoAnswer".
 */
export interface UndoAnswer {
  revision: string;
  undone: UndoneChange;
  changed: ChangedSetting[];
  warnings: string[];
}
/**
 * This interface was referenced by `StaffSettingsOperations`'s JSON-Schema
 * via the `definition` "UndoneChange".
 */
export interface UndoneChange {
  /**
   * Audit entry of the change undone.
   */
  id: number;
  path: string;
  at: string;
  actor: string;
}
/**
 * This interface was referenced by `StaffSettingsOperations`'s JSON-Schema
 * via the `definition` "BrandAssetUploadBody".
 */
export interface BrandAssetUploadBody {
  /**
   * What the file is for: decides the formats and the size limit.
   */
  kind: 'logo' | 'favicon' | 'font' | 'document';
  /**
   * The file.
   */
  file: unknown;
}
/**
 * This interface was referenced by `StaffSettingsOperations`'s JSON-Schema
 * via the `definition` "UploadedBrandAsset".
 */
export interface UploadedBrandAsset {
  /**
   * The value a tenant key takes to use the file: stored:<sha256>.<ext>.
   */
  ref: string;
  /**
   * Where the file is served: /v1/brand/files/<sha256>.<ext>.
   */
  url: string;
  /**
   * The type read from the file's content.
   */
  contentType: string;
  /**
   * Bytes stored (an SVG's after sanitising).
   */
  size: number;
  /**
   * Pixels of a PNG, JPEG or WebP picture; 0 otherwise.
   */
  width: number;
  /**
   * Pixels of a PNG, JPEG or WebP picture; 0 otherwise.
   */
  height: number;
  /**
   * The sanitiser removed something from the SVG.
   */
  cleaned: boolean;
}

/** The operations of schemas/api/staff-settings.json, for the API client: `call(staffSettings.getSettings, input)`. */
export const staffSettings = {
  /** The tenant file, its runtime overrides and the merged result the portal uses */
  getSettings: { method: 'GET', path: '/console/tenants/{alias}/settings' } as Operation<StaffSettingsOperations['getSettings']>,
  /** Applies the changes of one form submit together: all checked on the merged result and written in one transaction, or none */
  saveSettings: { method: 'POST', path: '/console/tenants/{alias}/settings' } as Operation<StaffSettingsOperations['saveSettings']>,
  /** The tenant's override changes (console and `tenant set` alike), newest first */
  getSettingsHistory: { method: 'GET', path: '/console/tenants/{alias}/settings/history' } as Operation<StaffSettingsOperations['getSettingsHistory']>,
  /** A short-lived, read-only access token of one active customer, for the settings preview of the portal */
  startPreview: { method: 'POST', path: '/console/tenants/{alias}/preview' } as Operation<StaffSettingsOperations['startPreview']>,
  /** Puts back the state before the latest override change, as a new audited change (like `tenant undo`) */
  undoSettings: { method: 'POST', path: '/console/tenants/{alias}/settings/undo' } as Operation<StaffSettingsOperations['undoSettings']>,
  /** Uploads a brand file (logo, favicon, font or footer document) for the settings' Identità visiva */
  uploadBrandAsset: { method: 'POST', path: '/console/tenants/{alias}/brand-assets' } as Operation<StaffSettingsOperations['uploadBrandAsset']>,
};
