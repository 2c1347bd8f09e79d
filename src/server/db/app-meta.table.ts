/** Key/value facts about the database itself, e.g. which seeders already ran (`seed:<name>`). */
export interface AppMetaTable {
  key: string;
  value: string;
}
