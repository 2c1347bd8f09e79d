/**
 * What the catalogue import (modules/imports) needs of this module: the stored prizes by code,
 * the categories, and the bulk inserts and updates of a file's rows, in the caller's transaction.
 * The import validates and writes in bulk, so it takes these rather than the one-prize services.
 */
export {
  categoriesOf,
  insertCategory,
  insertPrizes,
  PRIZE_FIELDS,
  prizesByCode,
  updatePrize,
  type PrizeFields,
  type StoredPrize,
} from './import-repository.js';
