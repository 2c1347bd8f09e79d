import type { Insertable, Selectable, Updateable } from 'kysely';

/** Key/value facts about the database itself, e.g. which seeders already ran (`seed:<name>`). */
export interface AppMetaTable {
  key: string;
  value: string;
}

export type AppMeta = Selectable<AppMetaTable>;
export type NewAppMeta = Insertable<AppMetaTable>;
export type AppMetaUpdate = Updateable<AppMetaTable>;
