import { CatalogChanges } from '../catalog/catalog-changes-service.js';
import { writeTransaction } from '../../db/write-transaction.js';
import { entryFinder, type CatalogBundle } from './catalog-bundle.js';
import { resolveCategories } from './catalog-categories.js';
import { encodePictures, inspectPictures, SHARP_CODEC, type PictureSet } from './catalog-images.js';
import { insertPrizes, PRIZE_FIELDS, prizesByCode, updatePrize, type PrizeFields, type StoredPrize } from '../catalog/import-service.js';
import { validatePrizeRow, type PrizeCandidate } from './catalog-rows.js';
import { chunk, type BatchOutcome, type ImportDb, type ImportOptions } from './options.js';
import { reportOf, type ImportReport, type RowNote } from './report.js';
import { inTurns, ROWS_PER_TURN } from '../../turns.js';
import { RowError } from './values.js';

type PictureFields = Pick<PrizeFields, 'image_url' | 'image_width' | 'image_height' | 'image_json' | 'images_json'>;

/**
 * The picture columns of rows naming these pictures. Memoised by the list of entries: thousands
 * of rows share a few dozen pictures, and the JSON is then written once per list, not per row.
 */
function pictureColumns(pictures: PictureSet): (entries: readonly string[]) => PictureFields {
  const memo = new Map<string, PictureFields>();
  return (entries) => {
    const key = entries.join('\u0000');
    let fields = memo.get(key);
    if (!fields) {
      // A picture not processed (dry run) never equals a stored one: the row counts as a change.
      const [main, ...rest] = entries.map((e) => pictures.image(e) ?? { url: '', width: 0, height: 0 });
      fields = {
        image_url: main!.url,
        image_width: main!.width,
        image_height: main!.height,
        image_json: JSON.stringify(main),
        images_json: JSON.stringify(rest),
      };
      memo.set(key, fields);
    }
    return fields;
  };
}

/** What a row asks the prize to be; pictures only when the row names some (else kept as stored). */
function desiredFields(
  c: PrizeCandidate,
  categoryId: number,
  pictures: PictureFields | null,
  stored: StoredPrize | undefined,
): PrizeFields {
  const base = {
    name: c.name,
    description: c.description,
    points: c.points,
    // An empty cost keeps the declared one: a file written before the column existed does not erase it.
    cost_cents: c.cost ?? stored?.cost_cents ?? null,
    stock: c.stock,
    category_id: categoryId,
    available: c.available,
    featured: c.featured,
  };
  if (pictures) return { ...base, ...pictures };
  return {
    ...base,
    image_url: stored?.image_url ?? null,
    image_width: stored?.image_width ?? null,
    image_height: stored?.image_height ?? null,
    image_json: stored?.image_json ?? null,
    images_json: stored?.images_json ?? '[]',
  };
}

/** The pictures the rows name, each once. */
function picturesOf(rows: readonly PrizeCandidate[]): string[] {
  return [...new Set(rows.flatMap((c) => c.images))];
}

/**
 * The rows whose pictures are all usable; the others are rejected, naming each bad picture and
 * why. A row is the prize as the file describes it: imported without its picture it would show
 * the customer something else, so it waits for the picture to be fixed (a re-run then adds it).
 */
function withUsablePictures(rows: readonly PrizeCandidate[], pictures: PictureSet, notes: RowNote[]): PrizeCandidate[] {
  return rows.filter((c) => {
    const bad = c.images.filter((e) => pictures.bad.has(e));
    if (bad.length)
      notes.push({
        line: c.line,
        key: c.code,
        outcome: 'rejected',
        reason: `images: ${bad.map((e) => `"${e}": ${pictures.bad.get(e)}`).join('; ')}`,
      });
    return !bad.length;
  });
}

function unchanged(stored: StoredPrize, fields: PrizeFields): boolean {
  return PRIZE_FIELDS.every((k) => stored[k] === fields[k]);
}

/**
 * Imports prizes from a CSV or a zip of CSV + pictures. Idempotent by `code`: a new code is
 * inserted, a row equal to the stored prize is skipped ("invariato"), a changed one updates that
 * prize. Bad rows are reported and the others imported, a row whose picture is unusable too: every
 * new picture's header is read before anything is encoded, and a picture that fails then or while
 * encoding takes only its own rows with it. A file that cannot be read at all (a corrupt zip) is
 * refused earlier, by readCatalogBundle. Categories are created by name first; prizes are written
 * one transaction per batch.
 */
export async function importCatalog(handle: ImportDb, bundle: CatalogBundle, options: ImportOptions): Promise<ImportReport> {
  const started = Date.now();
  const { table } = bundle;
  const notes: RowNote[] = table.malformed.map((m) => ({ line: m.line, key: '', outcome: 'rejected', reason: m.reason }));
  const find = bundle.isZip ? entryFinder(bundle.images) : null;
  const seen = new Map<string, number>();
  let valid: PrizeCandidate[] = [];
  for await (const row of inTurns(table.rows, ROWS_PER_TURN)) {
    const code = (row.values.code ?? '').trim();
    const first = seen.get(code);
    if (code && first !== undefined) {
      notes.push({ line: row.line, key: code, outcome: 'rejected', reason: `code ripetuto: già alla riga ${first} (vale solo la prima)` });
      continue;
    }
    if (code) seen.set(code, row.line);
    // Written by an earlier run of this job: its outcome is the job's already (a resumed run).
    if (options.doneLines?.has(row.line)) continue;
    try {
      valid.push(validatePrizeRow(row.line, row.values, find));
    } catch (err) {
      if (!(err instanceof RowError)) throw err;
      notes.push({ line: row.line, key: code, outcome: 'rejected', reason: err.message });
    }
  }

  const dryRun = options.dryRun ?? false;
  const codec = options.pictureCodec ?? SHARP_CODEC;
  const pictures = await inspectPictures(handle, bundle.images, picturesOf(valid), codec);
  valid = withUsablePictures(valid, pictures, notes);
  if (!dryRun) {
    // Only the pictures of rows still good are encoded: a rejected row's other pictures wait for it.
    await encodePictures(handle, pictures, picturesOf(valid), codec, options.pictures);
    valid = withUsablePictures(valid, pictures, notes);
  }
  const t0 = Date.now();
  const categoryOf = await resolveCategories(handle, options.alias, valid, dryRun);
  const stored = await prizesByCode(
    handle.db,
    options.alias,
    valid.map((c) => c.code),
  );

  const columnsOf = pictureColumns(pictures);
  const inserts: (PrizeFields & { code: string; line: number })[] = [];
  const updates: { id: number; code: string; line: number; fields: PrizeFields }[] = [];
  for await (const c of inTurns(valid, ROWS_PER_TURN)) {
    const before = stored.get(c.code);
    const fields = desiredFields(c, categoryOf(c.category, c.subcategory), c.images.length ? columnsOf(c.images) : null, before);
    if (!before) inserts.push({ ...fields, code: c.code, line: c.line });
    else if (unchanged(before, fields)) notes.push({ line: c.line, key: c.code, outcome: 'skipped', reason: 'invariato' });
    else updates.push({ id: before.id, code: c.code, line: c.line, fields });
  }

  let accepted = inserts.length + updates.length;
  if (!dryRun) {
    accepted = 0;
    const total = inserts.length + updates.length;
    let done = 0;
    options.progress?.update(0, total);
    const batchSize = options.batchSize ?? 200;
    // Write transactions: a batch changes listing counters (triggers), so on PostgreSQL it can
    // deadlock with checkouts emptying prizes and is then run again; on SQLite it waits its turn.
    for await (const batch of inTurns(chunk(inserts, batchSize))) {
      const now = new Date().toISOString();
      const outcome = await writeTransaction(handle.db, async (trx) => {
        const inserted = await insertPrizes(
          trx,
          options.alias,
          batch.map(({ line: _line, ...row }) => row),
          now,
        );
        const result: BatchOutcome = { lines: batch.map((r) => r.line), accepted: 0, updated: 0, notes: [] };
        for (const row of batch) {
          if (inserted.has(row.code)) result.accepted++;
          else
            result.notes.push({
              line: row.line,
              key: row.code,
              outcome: 'skipped',
              reason: "già presente (creato durante l'importazione)",
            });
        }
        await options.onBatch?.(trx, result);
        return result;
      });
      accepted += outcome.accepted;
      notes.push(...outcome.notes);
      await options.afterBatch?.();
      options.progress?.update((done += batch.length), total);
    }
    for await (const batch of inTurns(chunk(updates, batchSize))) {
      const now = new Date().toISOString();
      await writeTransaction(handle.db, async (trx) => {
        for (const u of batch) await updatePrize(trx, u.id, u.code, u.fields, now);
        await options.onBatch?.(trx, { lines: batch.map((u) => u.line), accepted: batch.length, updated: batch.length, notes: [] });
      });
      accepted += batch.length;
      await options.afterBatch?.();
      options.progress?.update((done += batch.length), total);
    }
    options.progress?.finish();
    // Every server process drops its memo of the portal's listing: customers see the import at
    // once (a resumed run too, though the prizes were all written before the stop).
    if (accepted || options.doneLines?.size) await CatalogChanges.record(handle.db, options.alias, new Date());
  }

  return reportOf('premi', options, table, {
    accepted,
    updated: updates.length,
    notes,
    timings: { totalMs: Date.now() - started, writeMs: Date.now() - t0 },
  });
}
