import { formatFileSize } from '../format.js';
import { orderStatusLabel } from '../order-status.js';
import { settingLabel, settingValue } from '../settings/setting-labels.js';
import { clauses, countOf, field, fromTo, has, labelled, plainValue, pointsText, quoted, yesNo, type Recorded } from './audit-values.js';

/**
 * The sentences of the actions on a tenant's records: settings, brand files, catalogue, content,
 * orders and imports. Each takes the entry's target and its recorded before/after.
 */
export interface AuditFacts {
  target: string;
  before?: Recorded;
  after?: Recorded;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export function settingChange({ target, before, after }: AuditFacts): string {
  const name = `Impostazione ${quoted(settingLabel(target))}`;
  if (before === undefined) return `${name} impostata a ${settingValue(target, after)}`;
  if (after === undefined) return `${name} tolta (era ${settingValue(target, before)})`;
  // An override of the value the file already gives: nothing changes now, but the value no longer follows the file.
  if (same(before, after)) return `${name} fissata a ${settingValue(target, after)}, il valore che aveva già`;
  return `${name} cambiata da ${settingValue(target, before)} a ${settingValue(target, after)}`;
}

const BRAND_KINDS: Record<string, string> = { logo: 'logo', favicon: 'icona del sito', font: 'carattere', document: 'documento' };

export function brandUpload({ target, after }: AuditFacts): string {
  const kind = field(after, 'kind');
  const size = field(after, 'size');
  return clauses(
    `File del marchio caricato: ${BRAND_KINDS[String(kind)] ?? plainValue(kind)} ${quoted(target)}`,
    typeof size === 'number' && formatFileSize(size),
    field(after, 'cleaned') === true && 'script e contenuti attivi rimossi dal file SVG',
  );
}

/** The catalogue's prize fields as the prize form names them. */
const PRIZE_FIELDS: Record<string, string> = {
  code: 'codice',
  name: 'nome',
  description: 'descrizione',
  points: 'punti',
  stock: 'pezzi in magazzino',
  category_id: 'categoria (n.)',
  available: 'disponibile',
  featured: 'in evidenza',
};

const prizeValue = (key: string, value: unknown) =>
  key === 'points' ? pointsText(value) : key === 'stock' && value === null ? 'illimitati' : plainValue(value);

/** The named values that differ between two records, 'nome da «A» a «B»'; a long text just named as changed. */
export function changedFields(
  labels: Record<string, string>,
  before: Recorded,
  after: Recorded,
  show: (key: string, value: unknown) => string = (_key, value) => plainValue(value),
): string[] {
  const keys = [...new Set([...Object.keys(labels), ...Object.keys((after as object | null) ?? {})])];
  return keys
    .filter((key) => (has(before, key) || has(after, key)) && !same(field(before, key), field(after, key)))
    .map((key) => {
      const name = labels[key] ?? key;
      const a = field(before, key);
      const b = field(after, key);
      // HTML or a paragraph would drown the sentence: the field is named, its text is in the record.
      const long = key.endsWith('_html') || [a, b].some((v) => typeof v === 'string' && v.length > 60);
      return long ? `cambiato il campo ${quoted(name)}` : fromTo(name, a, b, (v) => show(key, v));
    });
}

const prizeSummary = (after: Recorded) =>
  clauses(
    `${quoted(field(after, 'name'))}${has(after, 'points') ? `, ${pointsText(field(after, 'points'))} punti` : ''}`,
    field(after, 'available') === false && 'non disponibile',
  );

export const prizeCreate = ({ target, after }: AuditFacts) => `Premio ${target} creato: ${prizeSummary(after)}`;

/** 'Premio X modificato: a; b', or just 'Premio X modificato' when no value differs. */
const withChanges = (head: string, changed: string[]) => (changed.length ? `${head}: ${changed.join('; ')}` : head);

export const prizeUpdate = ({ target, before, after }: AuditFacts) =>
  withChanges(`Premio ${target} modificato`, changedFields(PRIZE_FIELDS, before, after, prizeValue));

export const prizeDuplicate = ({ target, before, after }: AuditFacts) =>
  `Premio ${target} creato come copia del premio ${String(field(before, 'code') ?? 'sconosciuto')}: ${prizeSummary(after)}`;

export const prizeAvailability = ({ target, before, after }: AuditFacts) =>
  `Premio ${target}: ${fromTo('disponibile', field(before, 'available'), field(after, 'available'), yesNo)}`;

const imagesOf = (record: Recorded) => {
  const images = field(record, 'images');
  return Array.isArray(images) ? images.length : images;
};

export const prizeImages = ({ target, before, after }: AuditFacts) =>
  `Immagini del premio ${target} cambiate: ${fromTo('', imagesOf(before), imagesOf(after), (n) => countOf('images', n)).trim()}`;

export function categoryCreate({ target, after }: AuditFacts): string {
  const parent = field(after, 'parent');
  return `Categoria ${quoted(target)} creata${parent ? ` dentro ${quoted(parent)}` : ' al primo livello'}`;
}

export const categoryRename = ({ before, after }: AuditFacts) =>
  `Categoria rinominata da ${quoted(field(before, 'name'))} a ${quoted(field(after, 'name'))}`;

export const categoryMove = ({ target, before, after }: AuditFacts) =>
  `Categoria ${quoted(target)} spostata dalla posizione ${plainValue(field(before, 'position'))} alla ${plainValue(field(after, 'position'))}`;

export const categoryDelete = ({ target }: AuditFacts) => `Categoria ${quoted(target)} eliminata`;

/** A content item's kind, as `kind/id` names it in the target. */
const CONTENT_KINDS: Record<string, string> = {
  news: 'notizia',
  notices: 'avviso',
  advantages: 'vantaggio',
  vouchers: 'buono',
  partners: 'partner',
  pages: 'pagina',
};

const CONTENT_FIELDS: Record<string, string> = {
  title: 'titolo',
  name: 'nome',
  description: 'descrizione',
  summary: 'sommario',
  public: 'visibile a tutti',
  partner_id: 'partner (n.)',
  sort_order: 'posizione',
  code_template: 'modello del codice',
  points: 'punti',
  value_cents: 'valore in centesimi',
  expires_at: 'scadenza',
  website: 'sito',
  category: 'categoria',
  slug: 'indirizzo',
  excerpt: 'sommario',
  body_html: 'testo',
  image: 'immagine',
  url: 'link',
  active: 'acceso',
  publish_from: 'pubblicato dal',
  publish_until: 'pubblicato fino al',
};

function contentName(target: string, record: Recorded): string {
  const [kind, id] = target.split('/');
  const title = field(record, 'title') ?? field(record, 'name');
  const what = kind && CONTENT_KINDS[kind] ? `${CONTENT_KINDS[kind]} n. ${id}` : target;
  return title ? `${what} ${quoted(title)}` : what;
}

export const contentWith =
  (verb: string) =>
  ({ target, before, after }: AuditFacts): string =>
    `Contenuto ${verb}: ${contentName(target, after ?? before)}`;

export function contentUpdate({ target, before, after }: AuditFacts): string {
  const name = target.startsWith('cms/') ? `testo della pagina ${quoted(target.slice(4))}` : contentName(target, after);
  return withChanges(`Contenuto modificato: ${name}`, changedFields(CONTENT_FIELDS, before, after));
}

export function orderStatus({ target, before, after }: AuditFacts): string {
  const carrier = field(after, 'carrier');
  return clauses(
    `Ordine ${target}: ${fromTo('stato', field(before, 'status'), field(after, 'status'), labelled(orderStatusLabel))}`,
    carrier !== undefined && `corriere ${quoted(carrier)}`,
    has(after, 'tracking_code') && `codice di spedizione ${quoted(field(after, 'tracking_code'))}`,
  );
}

export function orderExport({ after }: AuditFacts): string {
  const status = field(after, 'status');
  return clauses(
    `Ordini esportati in CSV: ${countOf('orders', field(after, 'orders'))}`,
    status !== undefined && `solo stato ${labelled(orderStatusLabel)(status)}`,
    has(after, 'since') && `dal ${plainValue(field(after, 'since'))}`,
    has(after, 'prize') && `premio ${String(field(after, 'prize'))}`,
    has(after, 'customer') && `cliente ${String(field(after, 'customer'))}`,
  );
}

export function closingReportDownload({ after }: AuditFacts): string {
  const format = String(field(after, 'format') ?? '').toUpperCase();
  return `Rendiconto di chiusura scaricato in ${format} per il periodo dal ${plainValue(field(after, 'from'))} al ${plainValue(field(after, 'to'))}`;
}

const IMPORTS: Record<string, string> = { users: 'clienti', points: 'punti', catalog: 'catalogo premi' };

export const importDone =
  (kind: keyof typeof IMPORTS) =>
  ({ target, after }: AuditFacts): string => {
    const head = `Importazione ${IMPORTS[kind]} dal file ${quoted(target)}`;
    const read = countOf('rows', field(after, 'righe'));
    if (field(after, 'interrotta') === true) return `${head} interrotta: ${read} nel file`;
    return clauses(
      `${head}: ${read} lette`,
      `importate ${plainValue(field(after, 'importate'))}`,
      has(after, 'aggiornate') && `aggiornate ${plainValue(field(after, 'aggiornate'))}`,
      `saltate ${plainValue(field(after, 'saltate'))}`,
      `scartate ${plainValue(field(after, 'scartate'))}`,
    );
  };

const REGOLAMENTO_FORMATS: Record<string, string> = { pdf: 'PDF', html: 'testo' };

export function regolamentoDraft({ target, after }: AuditFacts): string {
  const format = field(after, 'format');
  return `Bozza del regolamento, versione ${target}, preparata (${REGOLAMENTO_FORMATS[String(format)] ?? plainValue(format)})`;
}

export function regolamentoPublish({ target, after }: AuditFacts): string {
  const hash = field(after, 'docHash');
  return clauses(`Regolamento versione ${target} pubblicato`, typeof hash === 'string' && `impronta SHA-256 ${hash}`);
}

export function regolamentoDraftDelete({ target }: AuditFacts): string {
  return `Bozza del regolamento, versione ${target}, eliminata senza essere pubblicata`;
}
