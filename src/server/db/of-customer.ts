import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import type { Database } from './database.js';

/** The tables that keep rows of one customer in one tenant (both columns present). */
export type CustomerTable = {
  [T in keyof Database]: Database[T] extends { tenant_alias: string; user_id: number } ? T : never;
}[keyof Database];

/**
 * `where tenant_alias = ? and user_id = ?`: one customer's rows of a tenant, where their own reads,
 * their data export and their erasure start. For a query over one table (the columns are not
 * qualified); a join names its columns itself.
 */
export function ofCustomer(tenantAlias: string, userId: number) {
  return <TB extends CustomerTable>(eb: ExpressionBuilder<Database, TB>): Expression<SqlBool> => {
    // TB is one of the tables above: each has both columns, which Kysely cannot see through a type parameter.
    const own = eb as unknown as ExpressionBuilder<Database, CustomerTable>;
    return own.and([own('tenant_alias', '=', tenantAlias), own('user_id', '=', userId)]);
  };
}
