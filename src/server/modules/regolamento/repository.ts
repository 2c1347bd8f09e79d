import type { Database, Db } from '../../db/database.js';
import type { NewRegolamentoVersion, RegolamentoAcceptance, RegolamentoAcceptancesTable, RegolamentoVersion } from './regolamento.table.js';
import type { ExpressionBuilder, Insertable } from 'kysely';
import { ofCustomer } from '../../db/of-customer.js';

/** Every version of a tenant, newest first. */
export async function versionsOf(db: Db, tenantAlias: string): Promise<RegolamentoVersion[]> {
  return db.selectFrom('regolamento_versions').selectAll().where('tenant_alias', '=', tenantAlias).orderBy('version', 'desc').execute();
}

/** A version is named by its tenant and number: the key of every read and change of one version. */
const versionKey = (tenantAlias: string, version: number) => (eb: ExpressionBuilder<Database, 'regolamento_versions'>) =>
  eb.and({ tenant_alias: tenantAlias, version });

export async function findVersion(db: Db, tenantAlias: string, version: number): Promise<RegolamentoVersion | undefined> {
  return db.selectFrom('regolamento_versions').selectAll().where(versionKey(tenantAlias, version)).executeTakeFirst();
}

/** The published version with the highest number: the one in force. */
export async function currentVersion(db: Db, tenantAlias: string): Promise<RegolamentoVersion | undefined> {
  return db
    .selectFrom('regolamento_versions')
    .selectAll()
    .where('tenant_alias', '=', tenantAlias)
    .where('published_at', 'is not', null)
    .orderBy('version', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export async function insertVersion(db: Db, row: NewRegolamentoVersion): Promise<void> {
  await db.insertInto('regolamento_versions').values(row).execute();
}

/** Publishes a draft; answers false when it was not a draft (published meanwhile, or gone). */
export async function markPublished(db: Db, tenantAlias: string, version: number, at: string, by: string): Promise<boolean> {
  const result = await db
    .updateTable('regolamento_versions')
    .set({ published_at: at, published_by: by })
    .where(versionKey(tenantAlias, version))
    .where('published_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Removes a draft; answers false when it was not one. */
export async function deleteDraft(db: Db, tenantAlias: string, version: number): Promise<boolean> {
  const result = await db
    .deleteFrom('regolamento_versions')
    .where(versionKey(tenantAlias, version))
    .where('published_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

export async function insertAcceptance(db: Db, row: Insertable<RegolamentoAcceptancesTable>): Promise<void> {
  await db.insertInto('regolamento_acceptances').values(row).execute();
}

export async function acceptanceOf(db: Db, userId: number, version: number): Promise<RegolamentoAcceptance | undefined> {
  return db
    .selectFrom('regolamento_acceptances')
    .selectAll()
    .where('user_id', '=', userId)
    .where('version', '=', version)
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
}

/** Every acceptance of one customer, newest first. */
export async function acceptancesOf(db: Db, tenantAlias: string, userId: number): Promise<RegolamentoAcceptance[]> {
  return db.selectFrom('regolamento_acceptances').selectAll().where(ofCustomer(tenantAlias, userId)).orderBy('id', 'desc').execute();
}
