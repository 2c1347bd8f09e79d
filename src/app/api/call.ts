import { createCall } from '../../ui/api/call.js';
import { apiClient } from './client.js';

/**
 * Calls an operation of the API contract through the one API client (its headers, token and
 * 401 refresh): `call(utility.getCities, { params: { district: 'MI' } })`. Inputs and the answer
 * are typed by the operation, generated from schemas/api/ by `npm run gen:types`.
 */
export const call = createCall(apiClient);
