import type { AxiosRequestConfig } from 'axios';
import { operationPath, type Operation, type OperationInput, type OperationTypes } from '../../shared/api/operation.js';
import { apiClient } from './client.js';

/** Options of a call: axios' own, and `multipart` to send the body as multipart/form-data. */
export interface CallOptions extends AxiosRequestConfig {
  /** Sends the body's fields as multipart/form-data parts (values as text, Blobs as files), as the spec's client sends most forms. */
  multipart?: boolean;
}

function formDataOf(body: unknown): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries((body ?? {}) as Record<string, unknown>)) {
    if (value === undefined || value === null) continue;
    form.append(name, value instanceof Blob ? value : String(value as string | number | boolean));
  }
  return form;
}

/**
 * Calls an operation of the API contract through the one API client (its headers, token and
 * 401 refresh): `call(utility.getCities, { params: { district: 'MI' } })`. Inputs and the answer
 * are typed by the operation, generated from schemas/api/ by `npm run gen:types`.
 */
export async function call<T extends OperationTypes>(
  operation: Operation<T>,
  input: OperationInput<T> = {} as OperationInput<T>,
  { multipart, ...config }: CallOptions = {},
): Promise<T['response']> {
  const { params, query, body } = input as { params?: Record<string, unknown>; query?: unknown; body?: unknown };
  const response = await apiClient.request<T['response']>({
    ...config,
    method: operation.method,
    url: operationPath(operation.path, params),
    params: query,
    data: multipart ? formDataOf(body) : body,
  });
  return response.data;
}
