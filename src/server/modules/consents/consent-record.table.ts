import type { Generated, Insertable, Selectable } from 'kysely';

/**
 * How a consent reached the record: the signup form, the customer's own page (profile), the
 * retention run that lets an old answer lapse (a withdrawal), demo data, the migration.
 */
export type ConsentChannel = 'signup' | 'profile' | 'retention' | 'demo' | 'migration';

/**
 * What a customer gave or refused, by purpose (tenant `consents.purposes`), one row per answer,
 * never updated: the newest row of a purpose is the customer's current answer.
 */
export interface ConsentRecordsTable {
  id: Generated<number>;
  tenant_alias: string;
  user_id: number;
  /** The tenant's purpose id (marketing, privacy…), never a form field's name. */
  purpose: string;
  /** 1 given, 0 refused (the tick box left empty). */
  given: number;
  /** The wording's version the customer read; null when none was declared (migrated rows). */
  version: string | null;
  /** sha256 (hex) of that wording, so an edited text under an old version id still shows. */
  text_hash: string | null;
  channel: ConsentChannel;
  /** ISO-8601 UTC. */
  recorded_at: string;
}

export type ConsentRecord = Selectable<ConsentRecordsTable>;
export type NewConsentRecord = Insertable<ConsentRecordsTable>;
