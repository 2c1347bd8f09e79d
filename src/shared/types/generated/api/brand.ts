/* eslint-disable */
/**
 * DO NOT EDIT: generated from schemas/ by `npm run gen:types`.
 * Edit the JSON Schema and run the command again.
 */
import type { Operation } from '../../../api/operation.js';

/**
 * Inputs and answers of the operations of schemas/api/brand.json.
 */
export interface BrandOperations {
  getBrandFile: {
    params: {
      /**
       * sha256 of the bytes (64 hex digits), then .svg, .png, .jpg, .webp, .ico, .woff2, .woff or .pdf.
       */
      file: string;
    };
    query: undefined;
    body: undefined;
    /**
     * SVG picture, sanitised at upload.
     */
    response: string;
  };
}

/** The operations of schemas/api/brand.json, for the API client: `call(brand.getBrandFile, input)`. */
export const brand = {
  /** An uploaded brand file by the sha256 of its bytes */
  getBrandFile: { method: 'GET', path: '/brand/files/{file}' } as Operation<BrandOperations['getBrandFile']>,
};
