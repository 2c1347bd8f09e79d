import type { Generated, Insertable, Selectable } from 'kysely';

/** How a version's text is kept: a PDF in the content-addressed files table, or sanitised rich text. */
export type RegolamentoFormat = 'pdf' | 'html';

/** Where an acceptance was given: the signup form, the portal's blocking page, demo data. */
export type AcceptanceChannel = 'signup' | 'portal' | 'demo';

/**
 * One version of a tenant's regolamento. A draft (published_at null) may be published once;
 * nothing else about a version ever changes, so an acceptance's hash keeps naming its text.
 */
export interface RegolamentoVersionsTable {
  id: Generated<number>;
  tenant_alias: string;
  /** 1, 2, 3… per tenant: the number in /regolamento/<version>. */
  version: number;
  format: RegolamentoFormat;
  /** The PDF's sha256 (its key in `files`); null for rich text. */
  file_hash: string | null;
  /** The sanitised rich text; null for a PDF. */
  html: string | null;
  /** sha256 (hex) of the PDF's bytes or of the sanitised rich text: what acceptances record. */
  doc_hash: string;
  /** What changed from the previous version, plain text written by the operator. */
  changes: string;
  created_at: string;
  created_by: string;
  /** ISO-8601 UTC; null while a draft. */
  published_at: string | null;
  published_by: string | null;
}

/** A customer's acceptance of one version, never updated nor deleted (until the account is). */
export interface RegolamentoAcceptancesTable {
  id: Generated<number>;
  tenant_alias: string;
  user_id: number;
  version: number;
  doc_hash: string;
  channel: AcceptanceChannel;
  /** The client's address as the server saw it (behind a trusted proxy, the forwarded one). */
  address: string | null;
  accepted_at: string;
}

export type RegolamentoVersion = Selectable<RegolamentoVersionsTable>;
export type NewRegolamentoVersion = Insertable<RegolamentoVersionsTable>;
export type RegolamentoAcceptance = Selectable<RegolamentoAcceptancesTable>;
