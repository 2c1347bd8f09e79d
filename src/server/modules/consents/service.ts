import { createHash } from 'node:crypto';
import { consentFieldsOf, type ConsentPurpose } from '../../../shared/consents.js';
import { toFlag } from '../../../shared/tick-box.js';
import type { Db } from '../../db/database.js';
import type { ConsentChannel } from './consent-record.table.js';
import { fullRecordsOfUser, insertRecords, recordsOfPurpose, recordsOfUser } from './repository.js';

/**
 * Consents by purpose (tenant `consents.purposes`): what a submitted form gives is read from the
 * fields that name a purpose, never from a field's name, and stored with the version and a hash
 * of the wording the customer read. The newest answer per purpose is the customer's current one.
 */

/** One answer of a form: the purpose and whether its tick box was ticked. */
export interface ConsentAnswer {
  purpose: string;
  given: boolean;
}

/** The customer's current answer for one purpose. */
export interface CurrentConsent {
  given: boolean;
  version: string | null;
  recordedAt: string;
  channel: ConsentChannel;
}

/**
 * The answers a submitted form holds: one per field of its schema that names a purpose, ticked or
 * not. A value sent under any other name (a client posting `gdpr_profiling: 1` to a form that does
 * not ask it) gives nothing.
 */
export function answersOf(schema: unknown, data: Record<string, unknown>): ConsentAnswer[] {
  return consentFieldsOf(schema).map(({ field, purpose }) => ({ purpose, given: toFlag(data[field]) === 1 }));
}

const sha256 = (text: string): string => createHash('sha256').update(text, 'utf8').digest('hex');

/**
 * Appends one record per answer, with the current wording of its purpose. A purpose the tenant
 * does not declare (only the built-in signup's privacy tick on a tenant without a signup form of
 * its own) has no wording: it is recorded without version. `db` may be the caller's transaction.
 */
export async function recordAnswers(
  db: Db,
  input: { tenantAlias: string; userId: number; purposes: ConsentPurpose[]; answers: ConsentAnswer[]; channel: ConsentChannel; at: Date },
): Promise<void> {
  const recordedAt = input.at.toISOString();
  await insertRecords(
    db,
    input.answers.map(({ purpose, given }) => {
      const current = input.purposes.find((p) => p.id === purpose)?.current;
      return {
        tenant_alias: input.tenantAlias,
        user_id: input.userId,
        purpose,
        given: given ? 1 : 0,
        version: current?.version ?? null,
        text_hash: current ? sha256(current.text) : null,
        channel: input.channel,
        recorded_at: recordedAt,
      };
    }),
  );
}

/** The customer's current answer per purpose (their newest record of it). */
export async function currentConsents(db: Db, userId: number): Promise<Map<string, CurrentConsent>> {
  const rows = await recordsOfUser(db, userId);
  const out = new Map<string, CurrentConsent>();
  for (const r of rows) out.set(r.purpose, { given: r.given === 1, version: r.version, recordedAt: r.recorded_at, channel: r.channel });
  return out;
}

/** One purpose as staff read it: the tenant's label, and the answer (null: never asked). */
export interface ConsentState {
  purpose: string;
  label: string;
  given: boolean | null;
  version: string | null;
  recordedAt: string | null;
}

/**
 * Every purpose the tenant declares, in its order, with the customer's answer; then answers under
 * purposes the tenant no longer declares, by their id, so nothing recorded is hidden.
 */
export function consentStates(purposes: ConsentPurpose[], current: Map<string, CurrentConsent>): ConsentState[] {
  const state = (purpose: string, label: string): ConsentState => {
    const answer = current.get(purpose);
    return { purpose, label, given: answer?.given ?? null, version: answer?.version ?? null, recordedAt: answer?.recordedAt ?? null };
  };
  const declared = new Set(purposes.map((p) => p.id));
  return [
    ...purposes.map((p) => state(p.id, p.label)),
    ...[...current.keys()].filter((id) => !declared.has(id)).map((id) => state(id, id)),
  ];
}

/**
 * userinfo's consent fields: each field of the signup form that names a purpose, 1 when the
 * customer's current answer for that purpose is "given". `gdpr_marketing` is always there (every
 * client reads it from the user record): 0 when the form does not ask it.
 */
export function consentFieldValues(signupSchema: unknown, current: Map<string, CurrentConsent>): Record<string, 0 | 1> {
  const out: Record<string, 0 | 1> = { gdpr_marketing: 0 };
  for (const { field, purpose } of consentFieldsOf(signupSchema)) out[field] = current.get(purpose)?.given ? 1 : 0;
  return out;
}

/**
 * The declared purposes whose current answer is a lapse recorded by retention: the customer had
 * given them and has not answered since, so the portal asks again (a renewal or a refusal ends it).
 */
export function consentsToRenew(purposes: ConsentPurpose[], current: Map<string, CurrentConsent>): ConsentPurpose[] {
  return purposes.filter((p) => {
    const answer = current.get(p.id);
    return answer?.channel === 'retention' && !answer.given;
  });
}

/** One record as the customer's export and the console's history show it: with the wording read. */
export interface ConsentHistoryEntry {
  purpose: string;
  label: string;
  given: boolean;
  version: string | null;
  /** The wording of that version as the tenant declares it now; null when unknown or edited since (hash differs). */
  text: string | null;
  textHash: string | null;
  channel: ConsentChannel;
  recordedAt: string;
}

/** Every answer of the customer, oldest first, each with the text it was given or refused on. */
export async function consentHistory(db: Db, userId: number, purposes: ConsentPurpose[]): Promise<ConsentHistoryEntry[]> {
  const rows = await fullRecordsOfUser(db, userId);
  return rows.map((r) => {
    const purpose = purposes.find((p) => p.id === r.purpose);
    const wording = purpose?.versions.find((v) => v.version === r.version);
    return {
      purpose: r.purpose,
      label: purpose?.label ?? r.purpose,
      given: r.given === 1,
      version: r.version,
      text: wording && sha256(wording.text) === r.text_hash ? wording.text : null,
      textHash: r.text_hash,
      channel: r.channel,
      recordedAt: r.recorded_at,
    };
  });
}

/** The customer's own change from their page: one new record with the purpose's current wording. */
export async function recordChoice(
  db: Db,
  input: { tenantAlias: string; userId: number; purposes: ConsentPurpose[]; purpose: string; given: boolean; at: Date },
): Promise<boolean> {
  if (!input.purposes.some((p) => p.id === input.purpose)) return false;
  await recordAnswers(db, {
    tenantAlias: input.tenantAlias,
    userId: input.userId,
    purposes: input.purposes,
    answers: [{ purpose: input.purpose, given: input.given }],
    channel: 'profile',
    at: input.at,
  });
  return true;
}

/**
 * Retention: every customer of the tenant whose current answer for `purpose` is "given" and was
 * recorded before `cutoff` gets a withdrawal (channel retention), with the wording they had
 * agreed to. A renewal (a newer "given") restarts the time. Answers how many lapsed.
 */
export async function lapseConsents(db: Db, input: { tenantAlias: string; purpose: string; cutoff: Date; at: Date }): Promise<number> {
  const rows = await recordsOfPurpose(db, input.tenantAlias, input.purpose);
  const latest = new Map<number, (typeof rows)[number]>();
  for (const r of rows) latest.set(r.user_id, r);
  const cutoff = input.cutoff.toISOString();
  const lapsed = [...latest.values()].filter((r) => r.given === 1 && r.recorded_at < cutoff);
  await insertRecords(
    db,
    lapsed.map((r) => ({
      tenant_alias: input.tenantAlias,
      user_id: r.user_id,
      purpose: input.purpose,
      given: 0,
      version: r.version,
      text_hash: r.text_hash,
      channel: 'retention' as const,
      recorded_at: input.at.toISOString(),
    })),
  );
  return lapsed.length;
}
