import type { BrandAssetKind } from '../../../shared/brand-assets.js';
import type { UploadedBrandAsset } from '../../../shared/types/generated/api/staff-settings.js';
import type { Db } from '../../db/database.js';
import { HttpError } from '../../http/errors.js';
import { recordAction, type Actor } from '../audit/service.js';
import { BrandFileRefused, checkBrandFile, storeBrandFile } from './service.js';
import { writeTransaction } from '../../db/write-transaction.js';

export const BRAND_FILE_MISSING = 'Scegli un file da caricare';
/** The audit log's action for an upload; using it is a settings change (`tenant.override`). */
export const BRAND_UPLOAD_ACTION = 'brand.upload';

/**
 * An operator's upload for the settings' Identità visiva: checked by its content for its kind,
 * stored content-addressed with its audit row in one transaction. It changes nothing customers
 * see: the settings' save names it (an override, checked and audited like any other).
 */
export async function uploadBrandAsset(
  db: Db,
  who: Actor,
  alias: string,
  kind: BrandAssetKind,
  file: unknown,
  now: Date,
): Promise<UploadedBrandAsset> {
  if (!Buffer.isBuffer(file) || file.length === 0)
    throw new HttpError(400, BRAND_FILE_MISSING, [{ field: 'file', message: BRAND_FILE_MISSING }]);
  let checked;
  try {
    checked = await checkBrandFile(kind, file);
  } catch (err) {
    if (err instanceof BrandFileRefused) throw new HttpError(err.status, err.message, [{ field: 'file', message: err.message }]);
    throw err;
  }
  const stored = await writeTransaction(db, async (trx) => {
    const saved = await storeBrandFile(trx, checked, now);
    const after = { kind, type: checked.contentType, size: checked.data.length, cleaned: checked.cleaned };
    await recordAction(trx, who, { tenant: alias, action: BRAND_UPLOAD_ACTION, target: saved.ref, after }, now);
    return saved;
  });
  return {
    ref: stored.ref,
    url: stored.url,
    contentType: checked.contentType,
    size: checked.data.length,
    width: checked.width,
    height: checked.height,
    cleaned: checked.cleaned,
  };
}
