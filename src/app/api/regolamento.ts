import { regolamento } from '../../shared/types/generated/api/regolamento.js';
import { call } from './call.js';

/** The regolamento as the customer reads and accepts it (schemas/api/regolamento.json). */
export type { RegolamentoVersion } from '../../shared/types/generated/api/regolamento.js';

export const getPendingRegolamento = () => call(regolamento.getPendingRegolamento);

export const acceptRegolamento = (version: number) => call(regolamento.acceptRegolamento, { body: { version } });
