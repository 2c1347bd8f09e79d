import { formatEuro, formatPoints, formatNumber, formatShortDate } from './format.js';
import type { ClosingReport } from './types/generated/api/staff-reports.js';

/**
 * The closing report's figures as labelled lines, in the order the CSV, the PDF and the console
 * print them: one list, so the screen and the two files cannot disagree.
 */
export interface FigureLine {
  section: string;
  label: string;
  /** The number as a spreadsheet takes it (points, pieces, euro with a decimal comma). */
  raw: string;
  /** As a person reads it ('1.500', '12,50 €'). */
  text: string;
}

const euroRaw = (cents: number) => `${Math.trunc(cents / 100)},${String(cents % 100).padStart(2, '0')}`;

export function figureLines(r: ClosingReport): FigureLine[] {
  const p = r.points;
  const z = r.prizes;
  const points = (label: string, n: number): FigureLine => ({ section: 'Punti', label, raw: String(n), text: formatPoints(n) });
  const count = (label: string, n: number): FigureLine => ({ section: 'Premi', label, raw: String(n), text: formatNumber(n) });
  const euro = (section: string, label: string, cents: number): FigureLine => ({
    section,
    label,
    raw: euroRaw(cents),
    text: formatEuro(cents / 100),
  });
  return [
    points(`Saldo all'inizio del periodo`, p.opening),
    points('Punti emessi', p.issued),
    points('Punti stornati o rettificati', p.withdrawn),
    points('Punti spesi in premi', p.spent),
    points('Punti scaduti', p.expired),
    points(`Punti in circolazione alla fine del periodo`, p.outstanding),
    count('Ordini richiesti', z.requested.orders),
    count('Premi richiesti (pezzi)', z.requested.prizes),
    count('Ordini consegnati', z.delivered.orders),
    count('Premi consegnati (pezzi)', z.delivered.prizes),
    count('Consegne in ritardo sulla scadenza', z.delivered.late),
    count('Ordini annullati', z.cancelled.orders),
    count('Premi annullati (pezzi)', z.cancelled.prizes),
    count('Ordini da consegnare alla fine del periodo', z.outstanding.orders),
    count('Premi da consegnare (pezzi)', z.outstanding.prizes),
    count('Ordini da consegnare già scaduti', z.outstanding.overdue),
    count('Premi da consegnare senza costo dichiarato (pezzi)', z.outstanding.uncosted),
    euro('Cauzione', 'Valore dei premi da consegnare al costo dichiarato', z.outstanding.valueCents),
    euro('Cauzione', `Cauzione DPR 430/2001 (${formatNumber(r.deposit.rate * 100)}% del valore)`, r.deposit.cents),
  ];
}

/** The period as a sentence: 'dal 01/01/2026 al 31/12/2026'. */
export function periodText(r: ClosingReport): string {
  return `dal ${formatShortDate(r.period.from, r.period.timeZone)} al ${formatShortDate(r.period.to, r.period.timeZone)}`;
}
