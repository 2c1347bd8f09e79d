import type { ConsentsConfig } from './types/generated/tenant.js';

/**
 * Consents are declared by purpose (tenant `consents.purposes`), never inferred from a field's
 * name: a tick box is a consent only when its schema names a declared purpose with this keyword,
 * e.g. `"gdpr_marketing": {"type": "integer", "enum": [0, 1], "x-consent": "marketing"}`. What the
 * customer gave is stored by purpose and wording version (src/server/modules/consents/).
 */
export const CONSENT_KEYWORD = 'x-consent';

/**
 * Field names the portal has always read as consents. Such a field must name its purpose (the
 * tenant checks refuse it otherwise) and is never stored under its name: a declaration ("Dichiaro
 * di essere il legale rappresentante…") takes another name.
 */
export const CONSENT_FIELD_NAME = /^gdpr_/;

/** Only the signup form's submissions record consents; a consent anywhere else would be lost. */
export const CONSENT_FORMS: readonly string[] = ['signup'];

export interface ConsentVersion {
  version: string;
  /** What the customer reads beside the tick box (HTML, sanitized when shown). */
  text: string;
}

/** One declared purpose, its current wording first-class. */
export interface ConsentPurpose {
  id: string;
  /** What staff read in the console. */
  label: string;
  /** The current wording: the last declared. */
  current: ConsentVersion;
  /** Every wording, oldest first. */
  versions: ConsentVersion[];
}

/** A form field that asks for a consent, and the purpose it asks for. */
export interface ConsentField {
  field: string;
  purpose: string;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The tenant's purposes in declaration order (the schema guarantees at least one version each). */
export function resolveConsentPurposes(consents: ConsentsConfig | undefined): ConsentPurpose[] {
  return Object.entries(consents?.purposes ?? {}).flatMap(([id, purpose]) => {
    const versions = purpose.versions.map(({ version, text }) => ({ version, text }));
    const current = versions.at(-1);
    return current ? [{ id, label: purpose.label, current, versions }] : [];
  });
}

/** The fields of a form schema that name a purpose, in the schema's order. */
export function consentFieldsOf(schema: unknown): ConsentField[] {
  const properties = isObject(schema) && isObject(schema['properties']) ? schema['properties'] : {};
  return Object.entries(properties).flatMap(([field, prop]) => {
    const purpose = isObject(prop) ? prop[CONSENT_KEYWORD] : undefined;
    return typeof purpose === 'string' ? [{ field, purpose }] : [];
  });
}
