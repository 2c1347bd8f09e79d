/**
 * The root of every console query key. Each console area keeps its keys and fetchers in one
 * `queryOptions` factory in its `<area>-queries.ts` (`orderQueries.list(alias, filters, page)`), so
 * a hook, a prefetch and a mutation's `setQueryData` name the same key and the same data type;
 * screens never write a key out. Every key of an area on a tenant starts with `areaKey`, so one
 * `invalidateQueries({ queryKey: areaKey(...) })` (an area's `all`) reaches all it holds.
 */
export type ConsoleArea =
  | 'audit'
  | 'catalog'
  | 'closing-report'
  | 'content'
  | 'customers'
  | 'dashboard'
  | 'imports'
  | 'inbox'
  | 'notifications'
  | 'orders'
  | 'regolamento'
  | 'sales'
  | 'settings'
  | 'validations'
  | 'voucher-codes'
  | 'webhooks'
  | 'api-keys'
  | 'jobs';

export const areaKey = (area: ConsoleArea, alias: string) => ['console', area, alias] as const;
