import type { Compilable, CompiledQuery, Kysely, Transaction } from 'kysely';
import type { Database, SqlDialectName } from './database.js';

type Executor = Kysely<Database> | Transaction<Database>;

/** Stands for a value while a shape is compiled; the compiler puts it where the value's `?`/`$n` goes. */
class Placeholder {
  constructor(readonly name: string) {}
}

/** A query's values: `undefined` (absent) and booleans (flags) choose the shape; everything else, null included, is bound. */
export type Values = Record<string, string | number | boolean | null | undefined>;

/** Names a bound value in the builder: `param('tenantAlias')`, typed as that value. */
export type Param<V> = <K extends keyof V & string>(name: K) => Exclude<V[K], undefined>;

interface Compiled<R> {
  query: CompiledQuery<R>;
  /** For each bound parameter, in the compiler's order: the value's name, or the constant it was built with. */
  slots: ({ name: string } | { constant: unknown })[];
}

/** Which values are present and what the flags say: all that may change the SQL text. */
function shapeKeyOf(dialect: SqlDialectName, values: Values): string {
  let key: string = dialect;
  for (const name in values) {
    const v = values[name];
    key += `|${name}:${v === undefined ? '-' : typeof v === 'boolean' ? String(v) : '+'}`;
  }
  return key;
}

/**
 * A hot query compiled once per shape. Kysely builds and compiles a query anew on every call,
 * about 25–30 µs here: more than SQLite takes to run a small indexed query, and paid on every
 * request by the catalogue's listing and by auth's user look-up. `build` writes the query with
 * `param(name)` wherever a value goes; it may look at `shape` only to see which values are present
 * and what the boolean flags say, because that (with the dialect) is the cache key. Each run binds
 * the values by name, in the order the compiler emitted them. The SQL text is the same every time,
 * so SQLite's statement cache (database.ts) reuses its prepared statement too.
 */
export class QueryShapes<V extends Values, R> {
  private readonly shapes = new Map<string, Compiled<R>>();

  constructor(
    private readonly build: (db: Executor, param: Param<V>, shape: V, dialect: SqlDialectName) => Compilable<R>,
    /** Shapes are few (combinations of present filters); the bound keeps a bug from growing the map. */
    private readonly maxShapes = 256,
  ) {}

  /** `dialect` is part of the key: one process may open both databases (the benchmarks do). */
  async execute(db: Executor, dialect: SqlDialectName, values: V): Promise<R[]> {
    const key = shapeKeyOf(dialect, values);
    const compiled = this.shapes.get(key) ?? this.compile(db, dialect, key, values);
    const parameters = compiled.slots.map((slot) => ('name' in slot ? values[slot.name] : slot.constant));
    const result = await db.executeQuery<R>({ ...compiled.query, parameters });
    return result.rows;
  }

  private compile(db: Executor, dialect: SqlDialectName, key: string, shape: V): Compiled<R> {
    const made: Placeholder[] = [];
    const param = ((name: string) => {
      const placeholder = new Placeholder(name);
      made.push(placeholder);
      return placeholder;
    }) as unknown as Param<V>;
    const query = this.build(db, param, shape, dialect).compile();
    // A placeholder the compiler never bound was used by the builder's own code (a string built
    // from it, a computation): the shape would run with the first call's meaning.
    const unbound = made.find((m) => !query.parameters.includes(m));
    if (unbound) throw new Error(`QueryShapes: '${unbound.name}' is not a bound value of the query`);
    const slots = query.parameters.map((p) => (p instanceof Placeholder ? { name: p.name } : { constant: p }));
    const compiled = { query, slots };
    if (this.shapes.size < this.maxShapes) this.shapes.set(key, compiled);
    return compiled;
  }
}
