import type { Kysely, Transaction } from 'kysely';
import type { Database, Db } from '../../db/database.js';
import { writeTransaction } from '../../db/write-transaction.js';

type Listener = (tenantAlias: string) => void;

/**
 * Tells every server process that a tenant's catalogue changed, so the portal's listing memo
 * (listing-memo.ts) is dropped and customers see the change at once. A write calls `record` in its
 * transaction and `announce` once committed: this process forgets at once. Other processes learn
 * it from the counter, which the listing reads at most once per `pollMs` per tenant (a primary-key
 * read shared by concurrent requests): so the memo's hits stay a map look-up, and a change made
 * elsewhere is seen within `pollMs` instead of the memo's lifetime.
 */
export class CatalogChanges {
  private readonly listeners = new Set<Listener>();
  private readonly seen = new Map<string, { revision: number; checkedAt: number; reading?: Promise<void> }>();

  constructor(
    private readonly db: Db,
    private readonly pollMs = 250,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** Called with a tenant whose catalogue changed (here or in another process). */
  onChange(listener: Listener): void {
    this.listeners.add(listener);
  }

  /** Bumps the tenant's counter, inside the write's transaction. */
  static async record(db: Kysely<Database> | Transaction<Database>, tenantAlias: string, at: Date): Promise<void> {
    await db
      .insertInto('catalog_revisions')
      .values({ tenant_alias: tenantAlias, revision: 1, changed_at: at.toISOString() })
      .onConflict((oc) =>
        oc
          .column('tenant_alias')
          .doUpdateSet((eb) => ({ revision: eb('catalog_revisions.revision', '+', 1), changed_at: at.toISOString() })),
      )
      .execute();
  }

  /** After the write committed: this process forgets at once. */
  announce(tenantAlias: string): void {
    this.listeners.forEach((listener) => listener(tenantAlias));
  }

  /**
   * An order took stock, or a cancelled one gave it back, committed: this process forgets at
   * once, and the counter tells every other one within pollMs, instead of their memo showing the
   * old stock for its whole lifetime. Bumped after the order's commit, in a write transaction of
   * its own (on SQLite the lock is waited for without blocking the event loop): inside the order's,
   * the row's lock would be held for the whole checkout, so checkouts of the tenant would queue on
   * it for that long instead of for one statement. Nothing trusts the memo for a decision (checkout
   * checks stock under its lock), so if the bump fails the memo's lifetime still bounds what
   * another process shows; the caller logs it.
   */
  async stockMoved(tenantAlias: string, at: Date): Promise<void> {
    this.announce(tenantAlias);
    await writeTransaction(this.db, (trx) => CatalogChanges.record(trx, tenantAlias, at));
  }

  /** Before answering from the memo: notices another process's change (at most one read per pollMs). */
  async check(tenantAlias: string): Promise<void> {
    const entry = this.seen.get(tenantAlias);
    const now = this.now();
    if (entry && (entry.reading || now - entry.checkedAt < this.pollMs)) return entry.reading;
    const reading = this.read(tenantAlias, entry?.revision);
    this.seen.set(tenantAlias, { revision: entry?.revision ?? -1, checkedAt: now, reading });
    return reading;
  }

  private async read(tenantAlias: string, known: number | undefined): Promise<void> {
    let revision = known ?? -1;
    try {
      const row = await this.db
        .selectFrom('catalog_revisions')
        .select('revision')
        .where('tenant_alias', '=', tenantAlias)
        .executeTakeFirst();
      revision = row?.revision ?? 0;
      // The first read only learns the counter: this process's memo is younger than any earlier change.
      if (known !== undefined && known !== -1 && revision !== known) this.announce(tenantAlias);
    } finally {
      this.seen.set(tenantAlias, { revision, checkedAt: this.now() });
    }
  }
}
