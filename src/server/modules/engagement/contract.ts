import type { ContractFile } from '../../../shared/api/contract-file.js';
import contractFile from '../../../../schemas/api/content.json' with { type: 'json' };

/** The engagement calls' API contract: contact and prize validation are operations of schemas/api/content.json. */
export const contract = contractFile as ContractFile;
