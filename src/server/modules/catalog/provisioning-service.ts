/**
 * Writing a catalogue in bulk, for the demo data and the benchmarks' fixtures: categories and
 * prizes as rows, with the search text and the kept totals the module maintains itself.
 */
export { IMAGE_HEIGHT, IMAGE_WIDTH, imageUrl } from './images.js';
export { insertCategory as addCategory } from './import-repository.js';
export { insertProducts as addProducts } from './product-repository.js';
export type { NewProduct } from './product.table.js';
