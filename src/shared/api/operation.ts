/**
 * A typed operation of the API contract (schemas/api/<area>.json). The generated modules in
 * src/shared/types/generated/api/ export one per operation; the front ends call them through
 * their one API client, the server registers its routes from the same contract file.
 */

/** The TypeScript types of an operation's inputs and its success answer. */
export interface OperationTypes {
  params: unknown;
  query: unknown;
  body: unknown;
  response: unknown;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Method and path template (under /v1, `{name}` for path parameters); `T` only carries types. */
export interface Operation<T extends OperationTypes = OperationTypes> {
  readonly method: HttpMethod;
  readonly path: string;
  /** Never set: it lets `call(operation, input)` infer the input and answer types. */
  readonly types?: T;
}

type Input<K extends string, V, Optional extends boolean> = [V] extends [undefined]
  ? { [P in K]?: undefined }
  : Optional extends true
    ? { [P in K]?: V }
    : { [P in K]: V };

/** What a call of the operation takes: path parameters and body when it has them, an optional query. */
export type OperationInput<T extends OperationTypes> = Input<'params', T['params'], false> &
  Input<'query', T['query'], true> &
  Input<'body', T['body'], false>;

/** The path with its `{name}` parameters filled in (each percent-encoded). */
export function operationPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/\{([A-Za-z0-9_]+)\}/g, (_match, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`parametro di percorso mancante: ${name} in ${path}`);
    return encodeURIComponent(String(value));
  });
}
