import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '../../db/database.js';
import { storeStaffFile } from '../catalog/images-service.js';
import { writeTransaction } from '../../db/write-transaction.js';

/** Where receipts were written before they were kept in `files` (the old storeUpload of upload.ts). */
const OLD_PATH = /^uploads\/([a-z0-9-]+)\/[0-9a-f]{32}\.(jpg|png|pdf)$/;
const BATCH = 100;

/**
 * Copies the receipts still on the server's disk (<DATA_DIR>/uploads/<alias>/, the storage before
 * 2026_12_02_0002) into `files`, for staff only, and points their validations at them. Run at
 * start after the migrations, which do not know DATA_DIR. Idempotent: only validations without
 * `file_hash` are looked at, and the same bytes are one row; several processes starting at once
 * do the same writes. A path that is not one the portal wrote, or another tenant's folder, is never
 * read; a file gone from the disk is counted missing (the console says the receipt is not
 * available). The old files stay on disk: once moved they may be deleted.
 */
export async function moveReceiptsToFiles(db: Db, dataDir: string, now: () => Date): Promise<{ moved: number; missing: number }> {
  let moved = 0;
  let missing = 0;
  let after = 0;
  for (;;) {
    const rows = await db
      .selectFrom('prize_validations')
      .select(['id', 'tenant_alias', 'file_path', 'mime'])
      .where('file_hash', 'is', null)
      .where('id', '>', after)
      .orderBy('id')
      .limit(BATCH)
      .execute();
    if (!rows.length) return { moved, missing };
    for (const row of rows) {
      after = row.id;
      const match = OLD_PATH.exec(row.file_path);
      const data = match?.[1] === row.tenant_alias ? await readFile(path.join(dataDir, row.file_path)).catch(() => null) : null;
      if (!data) {
        missing++;
        continue;
      }
      await writeTransaction(db, async (trx) => {
        const hash = await storeStaffFile(trx, { data, content_type: row.mime }, now().toISOString());
        await trx.updateTable('prize_validations').set({ file_hash: hash }).where('id', '=', row.id).execute();
      });
      moved++;
    }
  }
}
