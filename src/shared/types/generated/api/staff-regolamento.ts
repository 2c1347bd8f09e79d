/* eslint-disable */
/**
 * DO NOT EDIT: generated from schemas/ by `npm run gen:types`.
 * Edit the JSON Schema and run the command again.
 */
import type { Operation } from '../../../api/operation.js';

/**
 * Inputs and answers of the operations of schemas/api/staff-regolamento.json.
 */
export interface StaffRegolamentoOperations {
  listRegolamentoVersions: {
    params: TenantParams;
    query: undefined;
    body: undefined;
    response: VersionList;
  };
  createRegolamentoDraft: {
    params: TenantParams;
    query: undefined;
    body: DraftBody;
    response: StaffRegolamentoVersion;
  };
  publishRegolamentoVersion: {
    params: VersionParams;
    query: undefined;
    body: undefined;
    response: StaffRegolamentoVersion;
  };
  deleteRegolamentoDraft: {
    params: VersionParams;
    query: undefined;
    body: undefined;
    response: Deleted;
  };
  getCustomerRegolamento: {
    params: CustomerParams;
    query: undefined;
    body: undefined;
    response: CustomerAcceptances;
  };
}
/**
 * This interface was referenced by `StaffRegolamentoOperations`'s JSON-Schema
 * via the `definition` "TenantParams".
 */
export interface TenantParams {
  /**
   * The tenant's alias.
   */
  alias: string;
}
/**
 * This interface was referenced by `StaffRegolamentoOperations`'s JSON-Schema
 * via the `definition` "VersionList".
 */
export interface VersionList {
  versions: StaffRegolamentoVersion[];
}
/**
 * This interface was referenced by `StaffRegolamentoOperations`'s JSON-Schema
 * via the `definition` "StaffRegolamentoVersion".
 */
export interface StaffRegolamentoVersion {
  version: number;
  format: 'pdf' | 'html';
  status: 'draft' | 'published';
  /**
   * The version in force.
   */
  current: boolean;
  changes: string;
  docHash: string;
  /**
   * The sanitised rich text (format html).
   */
  html: string | null;
  /**
   * The PDF (format pdf).
   */
  fileUrl: string | null;
  /**
   * The portal's page of this version, once published: /regolamento/{version}.
   */
  url: string | null;
  createdAt: string;
  createdBy: string;
  publishedAt: string | null;
  publishedBy: string | null;
}
/**
 * This interface was referenced by `StaffRegolamentoOperations`'s JSON-Schema
 * via the `definition` "DraftBody".
 */
export interface DraftBody {
  format: 'pdf' | 'html';
  /**
   * With format pdf: the upload's reference, stored:<sha256>.pdf.
   */
  file?: string;
  /**
   * With format html: the rich text (sanitised before it is stored and hashed).
   */
  html?: string;
  /**
   * What changed, for the customers' blocking page (plain text).
   */
  changes: string;
}
/**
 * This interface was referenced by `StaffRegolamentoOperations`'s JSON-Schema
 * via the `definition` "VersionParams".
 */
export interface VersionParams {
  alias: string;
  version: number;
}
/**
 * This interface was referenced by `StaffRegolamentoOperations`'s JSON-Schema
 * via the `definition` "Deleted".
 */
export interface Deleted {
  ok: boolean;
}
/**
 * This interface was referenced by `StaffRegolamentoOperations`'s JSON-Schema
 * via the `definition` "CustomerParams".
 */
export interface CustomerParams {
  alias: string;
  /**
   * The customer's user code.
   */
  username: string;
}
/**
 * This interface was referenced by `StaffRegolamentoOperations`'s JSON-Schema
 * via the `definition` "CustomerAcceptances".
 */
export interface CustomerAcceptances {
  /**
   * The version in force; null when none is published.
   */
  currentVersion: number | null;
  acceptances: StaffAcceptance[];
}
/**
 * This interface was referenced by `StaffRegolamentoOperations`'s JSON-Schema
 * via the `definition` "StaffAcceptance".
 */
export interface StaffAcceptance {
  version: number;
  /**
   * SHA-256 of the document accepted.
   */
  docHash: string;
  /**
   * Where: the signup form, the portal's blocking page, demo data.
   */
  channel: 'signup' | 'portal' | 'demo';
  /**
   * The client's address.
   */
  address: string | null;
  acceptedAt: string;
  /**
   * This is an acceptance of the version in force.
   */
  current: boolean;
}

/** The operations of schemas/api/staff-regolamento.json, for the API client: `call(staffRegolamento.listRegolamentoVersions, input)`. */
export const staffRegolamento = {
  /** Every version, newest first */
  listRegolamentoVersions: { method: 'GET', path: '/console/tenants/{alias}/regolamento' } as Operation<StaffRegolamentoOperations['listRegolamentoVersions']>,
  /** Prepares the next version as a draft */
  createRegolamentoDraft: { method: 'POST', path: '/console/tenants/{alias}/regolamento' } as Operation<StaffRegolamentoOperations['createRegolamentoDraft']>,
  /** Publishes a draft: it is in force from now */
  publishRegolamentoVersion: { method: 'POST', path: '/console/tenants/{alias}/regolamento/{version}/pubblica' } as Operation<StaffRegolamentoOperations['publishRegolamentoVersion']>,
  /** Deletes a draft (a published version is never deleted) */
  deleteRegolamentoDraft: { method: 'DELETE', path: '/console/tenants/{alias}/regolamento/{version}' } as Operation<StaffRegolamentoOperations['deleteRegolamentoDraft']>,
  /** A customer's acceptances of the regolamento, newest first */
  getCustomerRegolamento: { method: 'GET', path: '/console/tenants/{alias}/customers/{username}/regolamento' } as Operation<StaffRegolamentoOperations['getCustomerRegolamento']>,
};
