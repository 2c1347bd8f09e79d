/**
 * What other modules (the catalogue import, the console's Catalogo, brand assets) use of the catalogue's storage: picture processing,
 * the files store, the search folding of prizes, and the row types of prizes and categories.
 */
export type { Category } from './category.table.js';
export {
  findAnyFile,
  findFile,
  imageSize,
  knownSources,
  publicFileTypes,
  rememberSources,
  storeFiles,
  storePublicFile,
  storeStaffFile,
} from './files-repository.js';
export { checkImage, NotAnImage, processImage, sha256, type ProcessedImage } from './image-processing.js';
export type { Product } from './product.table.js';
export { foldForSearch } from './search.js';
export { productView } from './views.js';
