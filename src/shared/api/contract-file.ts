import type { HttpMethod } from './operation.js';

/** JSON values as a contract file holds them. */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

/** One operation of a contract file (schemas/api/contract.schema.json, `operation`). */
export interface ContractOperation {
  method: HttpMethod;
  /** Under /v1, `{name}` for path parameters. */
  path: string;
  summary: string;
  description?: string;
  tags?: string[];
  /** The OpenAPI operationId when the key is taken by another area's operation; default the key. */
  operationId?: string;
  /** OpenAPI security requirements, e.g. `[{ bearer: [] }]`. */
  security?: Record<string, string[]>[];
  /** Staff console calls: the staff roles allowed to make it (the server refuses every other caller). */
  roles?: ('operator' | 'support')[];
  /** Media types of the request body when not only JSON (multipart), for the OpenAPI document. */
  consumes?: string[];
  params?: JsonObject;
  querystring?: JsonObject;
  headers?: JsonObject;
  body?: JsonObject;
  /** Answers by status code. */
  responses: Record<string, JsonObject>;
  /** Error statuses, answered with the shared ErrorResponse shape. */
  errors?: number[];
}

/** A schemas/api/<area>.json file: the operations of one area of /v1 and their named schemas. */
export interface ContractFile {
  title: string;
  description?: string;
  operations: Record<string, ContractOperation>;
  $defs: Record<string, JsonObject>;
}
