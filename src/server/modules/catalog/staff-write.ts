import type { Kysely } from 'kysely';
import type { Database, Db, SqlDialectName } from '../../db/database.js';
import { HttpError } from '../../http/errors.js';
import { recordAction, type Actor, type AuditedChange } from '../audit/service.js';
import { CatalogChanges } from './catalog-changes-service.js';
import { writeTransaction } from '../../db/write-transaction.js';
import { counted } from '../../counted.js';

/** What every write of the console's catalogue needs. */
export interface CatalogDeps {
  db: Db;
  dialect: SqlDialectName;
  now: () => Date;
  changes: CatalogChanges;
}

/** Who writes, in which tenant. */
export interface CatalogAct {
  who: Actor;
  alias: string;
}

export const CATALOG_EDIT_MSG = {
  prizeNotFound: 'Premio non trovato',
  categoryNotFound: 'Categoria non trovata',
  stalePrize:
    'Il premio è cambiato nel frattempo (un collega l’ha modificato o un ordine ne ha preso le scorte): ricarica i dati del premio e riprova',
  staleCategory: 'La categoria è cambiata nel frattempo: ricarica l’elenco e riprova',
  codeTaken: (code: string) => `Il codice ${code} è già usato da un altro premio di questa iniziativa`,
  categoryTaken: (name: string) => `Esiste già una categoria "${name}" a questo livello`,
  unknownCategory: 'La categoria scelta non esiste in questa iniziativa',
  tooDeep: 'Le sottocategorie non possono averne altre: scegli una categoria principale',
  notEmpty: (prizes: number, subs: number) =>
    `La categoria non è vuota: ${[prizes ? counted('prizes', prizes) : '', subs ? counted('subcategories', subs) : ''].filter(Boolean).join(' e ')}. Spostali o eliminali prima di eliminarla`,
  tooManyImages: 'Un premio può avere al massimo 10 immagini',
  sameImage: 'Questa immagine è già tra quelle del premio',
  imageNotFound: 'Immagine non trovata: ricarica i dati del premio',
  imageOrder: 'L’ordine deve nominare ogni immagine del premio una volta: ricarica i dati del premio',
} as const;

export const stale = (message: string) => new HttpError(409, message);

/**
 * One catalogue write: its changes, its audit entry and the tenant's catalogue counter in one
 * transaction (an edit rolled back leaves no entry); once committed, every process drops the
 * portal listing's memo of the tenant (CatalogChanges), so customers see the change at once.
 * A write transaction (writeTransaction): on SQLite it holds the write lock before it reads what
 * it checks (the revision), and on PostgreSQL it is run again when chosen as a deadlock's victim,
 * which the listing counters' triggers make possible beside checkouts emptying prizes. `work` is
 * database work only, so running it again is safe.
 */
export async function catalogWrite<T>(
  deps: CatalogDeps,
  act: CatalogAct,
  work: (trx: Kysely<Database>, now: Date) => Promise<{ result: T; audit: Omit<AuditedChange, 'tenant'> }>,
): Promise<T> {
  const now = deps.now();
  const result = await writeTransaction(deps.db, async (trx) => {
    const { result, audit } = await work(trx, now);
    await recordAction(trx, act.who, { tenant: act.alias, ...audit }, now);
    await CatalogChanges.record(trx, act.alias, now);
    return result;
  });
  deps.changes.announce(act.alias);
  return result;
}
