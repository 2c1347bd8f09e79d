import type { Generated, Selectable } from 'kysely';

/** A stored file (an encoded picture variant, a receipt), addressed by the sha256 of its bytes (2026_11_28_0001_catalog_files). */
export interface FilesTable {
  hash: string;
  content_type: string;
  width: number;
  height: number;
  size: number;
  data: Buffer;
  /** 'public': served to anyone at /v1/catalog/files; 'staff': a customer's receipt, only through the console (2026_12_02_0002). */
  access: Generated<FileAccess>;
  created_at: string;
}

export type FileAccess = 'public' | 'staff';

/** An uploaded original (sha256 of its bytes) → the ProductImage JSON of its processed variants. */
export interface ImageSourcesTable {
  source_hash: string;
  image_json: string;
  created_at: string;
}

export type StoredFile = Selectable<FilesTable>;
