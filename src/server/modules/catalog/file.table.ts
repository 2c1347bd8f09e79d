import type { Selectable } from 'kysely';

/** An encoded picture variant, addressed by the sha256 of its bytes (2026_11_28_0001_catalog_files). */
export interface FilesTable {
  hash: string;
  content_type: string;
  width: number;
  height: number;
  size: number;
  data: Buffer;
  created_at: string;
}

/** An uploaded original (sha256 of its bytes) → the ProductImage JSON of its processed variants. */
export interface ImageSourcesTable {
  source_hash: string;
  image_json: string;
  created_at: string;
}

export type StoredFile = Selectable<FilesTable>;
