import type { AxiosRequestConfig } from 'axios';
import { operationPath, type Operation, type OperationInput, type OperationTypes } from '../../shared/api/operation.js';
import { apiClient } from './client.js';

/**
 * Calls an operation of the API contract through the one API client (its headers, token and
 * 401 refresh): `call(utility.getCities, { params: { district: 'MI' } })`. Inputs and the answer
 * are typed by the operation, generated from schemas/api/ by `npm run gen:types`.
 */
export async function call<T extends OperationTypes>(
  operation: Operation<T>,
  input: OperationInput<T> = {} as OperationInput<T>,
  config: AxiosRequestConfig = {},
): Promise<T['response']> {
  const { params, query, body } = input as { params?: Record<string, unknown>; query?: unknown; body?: unknown };
  const response = await apiClient.request<T['response']>({
    ...config,
    method: operation.method,
    url: operationPath(operation.path, params),
    params: query,
    data: body,
  });
  return response.data;
}
