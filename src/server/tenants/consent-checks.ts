import { CONSENT_FIELD_NAME, CONSENT_FORMS, CONSENT_KEYWORD, resolveConsentPurposes } from '../../shared/consents.js';
import type { TenantFile } from '../../shared/types/generated/tenant.js';
import { escapeToken, type Problem } from './validate.js';

/**
 * Consents are declared by purpose, never inferred from a field's name: what a customer gave is
 * stored by purpose and wording version, and the privacy obligations (records, withdrawal,
 * export) hang on that. So a form field the portal would read as a consent must say which
 * declared purpose it asks for, and everything that would make the record wrong is refused here,
 * by `tenant validate`, `tenant set` and the server's loader alike:
 * - a `gdpr_*` field without `x-consent` (a declaration such as "Dichiaro di essere il legale
 *   rappresentante…" stored as a consent);
 * - `x-consent` naming an undeclared purpose, on something that is not a tick box, twice in one
 *   form, or in a form whose submission records no consent;
 * - a consent field with a title of its own: the text the customer reads is the purpose's current
 *   version, so the version recorded is the text shown;
 * - two versions of a purpose with the same id.
 */

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function fieldProblems(formId: string, field: string, prop: Record<string, unknown>, declared: string[]): Problem[] {
  const at = `/forms/${escapeToken(formId)}/schema/properties/${escapeToken(field)}`;
  const list = declared.length ? `declared: ${declared.join(', ')}` : 'the tenant declares none yet';
  const purpose = prop[CONSENT_KEYWORD];
  if (purpose === undefined) {
    return [
      {
        pointer: at,
        message: `"${field}" is read as a consent but names no purpose: add "${CONSENT_KEYWORD}": "<purpose>" with a purpose of /consents/purposes (${list}). A field that is not a consent, such as a declaration ("Dichiaro di essere il legale rappresentante…"), takes a name that does not start with "gdpr_"`,
      },
    ];
  }
  const problems: Problem[] = [];
  const keyAt = `${at}/${CONSENT_KEYWORD}`;
  if (!CONSENT_FORMS.includes(formId)) {
    problems.push({
      pointer: keyAt,
      message: `consents are recorded from ${CONSENT_FORMS.map((f) => `forms.${f}`).join(', ')} only: a consent asked in forms.${formId} would be lost`,
    });
  }
  if (typeof purpose !== 'string' || !declared.includes(purpose)) {
    problems.push({
      pointer: keyAt,
      message: `${JSON.stringify(purpose)} is not a purpose of /consents/purposes (${list}): declare it there with its label and text, or name a declared one`,
    });
  }
  if (prop['type'] !== 'integer') {
    problems.push({
      pointer: at,
      message: 'a consent is a tick box: give it "type": "integer" with "enum": [0, 1] ("const": 1 when it must be given)',
    });
  }
  if ('title' in prop) {
    problems.push({
      pointer: `${at}/title`,
      message: `a consent's text is the current version of its purpose in /consents/purposes: remove the title (to change the wording, add a version there)`,
    });
  }
  return problems;
}

/** Every consent rule above the tenant file breaks; empty when none. */
export function checkConsents(file: TenantFile): Problem[] {
  const purposes = resolveConsentPurposes(file.consents);
  const declared = purposes.map((p) => p.id);
  const problems: Problem[] = [];
  for (const purpose of purposes) {
    const seen = new Map<string, number>();
    purpose.versions.forEach(({ version }, i) => {
      const first = seen.get(version);
      const base = `/consents/purposes/${escapeToken(purpose.id)}/versions`;
      if (first === undefined) seen.set(version, i);
      else problems.push({ pointer: `${base}/${i}/version`, message: `the version "${version}" is already declared at ${base}/${first}: each wording needs its own id` });
    });
  }
  for (const [formId, form] of Object.entries(file.forms ?? {})) {
    const schema: unknown = form.schema;
    const properties = isObject(schema) && isObject(schema['properties']) ? schema['properties'] : {};
    const askedBy = new Map<string, string>();
    for (const [field, prop] of Object.entries(properties)) {
      if (!isObject(prop) || (prop[CONSENT_KEYWORD] === undefined && !CONSENT_FIELD_NAME.test(field))) continue;
      problems.push(...fieldProblems(formId, field, prop, declared));
      const purpose = prop[CONSENT_KEYWORD];
      if (typeof purpose !== 'string') continue;
      const other = askedBy.get(purpose);
      if (other === undefined) askedBy.set(purpose, field);
      else
        problems.push({
          pointer: `/forms/${escapeToken(formId)}/schema/properties/${escapeToken(field)}/${CONSENT_KEYWORD}`,
          message: `the purpose "${purpose}" is already asked by "${other}" in forms.${formId}: one tick box per purpose`,
        });
    }
  }
  return problems;
}
