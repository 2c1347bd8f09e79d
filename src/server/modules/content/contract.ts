import type { ContractFile } from '../../../shared/api/contract-file.js';
import contractFile from '../../../../schemas/api/content.json' with { type: 'json' };

/** The content area's API contract (schemas/api/content.json): every route of the module is registered from it. */
export const contract = contractFile as ContractFile;
