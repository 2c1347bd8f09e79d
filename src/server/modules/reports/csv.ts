import { formatShortDate } from '../../../shared/format.js';
import type { ClosingReport } from '../../../shared/types/generated/api/staff-reports.js';
import { csvDocument } from '../../http/csv-document.js';
import { figureLines } from '../../../shared/closing-report-figures.js';

/**
 * The report as one rectangular table (a spreadsheet filters it by `sezione`): the figures,
 * then one row per delivery of the period with its dates. `;`-separated UTF-8 with BOM, CRLF,
 * numbers as Italian Excel reads them (euro with a decimal comma).
 */
export const CLOSING_CSV_HEADER = [
  'sezione',
  'voce',
  'valore',
  'ordine',
  'richiesto_il',
  'scadenza',
  'consegnato_il',
  'pezzi',
  'in_ritardo',
] as const;

export function closingCsv(r: ClosingReport): string {
  const tz = r.period.timeZone;
  const head = [
    ['Iniziativa', 'Nome', r.tenant.name],
    ['Iniziativa', 'Promotore', r.tenant.company ?? ''],
    ['Iniziativa', 'Periodo dal', formatShortDate(r.period.from, tz)],
    ['Iniziativa', 'Periodo al', formatShortDate(r.period.to, tz)],
  ];
  const figures = figureLines(r).map((f) => [f.section, f.label, f.raw]);
  const deliveries = r.deliveries.map((d) => [
    'Consegne',
    'Ordine consegnato',
    '',
    d.orderNumber,
    formatShortDate(d.requestedAt, tz),
    formatShortDate(d.dueDate, tz),
    formatShortDate(d.deliveredOn, tz),
    d.prizes,
    d.late ? 'sì' : 'no',
  ]);
  return csvDocument(CLOSING_CSV_HEADER, [...head, ...figures, ...deliveries]);
}
