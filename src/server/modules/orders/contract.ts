import type { ContractFile } from '../../../shared/api/contract-file.js';
import type { CatalogOperations } from '../../../shared/types/generated/api/catalog.js';
import contractFile from '../../../../schemas/api/catalog.json' with { type: 'json' };
import { routeOf } from '../../http/contract.js';

/**
 * Method, URL and schemas of a catalogue operation, declared once in schemas/api/catalog.json (the
 * same file the app's types and calls are generated from): `app.route({ ...operation('getCart'), … })`.
 */
export const operation = (name: keyof CatalogOperations) => routeOf(contractFile as unknown as ContractFile, name);
