import PDFDocument from 'pdfkit';
import { formatDateTime, formatNumber, formatShortDate } from '../../../shared/format.js';
import type { ClosingReport } from '../../../shared/types/generated/api/staff-reports.js';
import { figureLines, periodText } from '../../../shared/closing-report-figures.js';

/*
 * PDFKit lays the report out with the standard Helvetica fonts (no font files to ship). Those
 * encode WinAnsi only, and PDFKit would print any other character as a wrong glyph without a
 * word, so such characters (a tenant's name in another script) become '?' visibly instead.
 */
const WIN_ANSI = /[^\x20-\x7e\xa0-\xff€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ]/gu;
const printable = (text: string) => text.replace(/\u00a0|\u202f/g, ' ').replace(WIN_ANSI, '?');

const MARGIN = 56;
const MUTED = '#6b7280';
const TEXT = '#111827';

/** The closing report as an A4 PDF headed by the programme's name and its promoter. */
export function closingPdf(r: ClosingReport): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: printable(`Rendiconto di chiusura – ${r.tenant.name}`), Author: 'Premia', CreationDate: new Date(r.generatedAt) },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const width = doc.page.width - 2 * MARGIN;
  const tz = r.period.timeZone;

  doc.fillColor(TEXT).font('Helvetica-Bold').fontSize(18).text(printable(r.tenant.name));
  if (r.tenant.company) doc.font('Helvetica').fontSize(10).fillColor(MUTED).text(printable(r.tenant.company));
  doc.moveDown(0.8).fillColor(TEXT).font('Helvetica-Bold').fontSize(14).text('Rendiconto di chiusura');
  doc
    .font('Helvetica')
    .fontSize(10)
    .text(printable(`Periodo ${periodText(r)} (ora di ${tz})`));
  doc
    .fillColor(MUTED)
    .text(printable(`Generato il ${formatDateTime(r.generatedAt, tz)}`))
    .fillColor(TEXT);

  let section = '';
  for (const line of figureLines(r)) {
    if (line.section !== section) {
      section = line.section;
      doc.moveDown(0.8).font('Helvetica-Bold').fontSize(11).text(section);
      doc.font('Helvetica').fontSize(10);
    }
    const y = doc.y;
    doc.text(printable(line.label), MARGIN, y, { width: width - 120 });
    const after = doc.y;
    doc.text(printable(line.text), MARGIN + width - 120, y, { width: 120, align: 'right' });
    doc.x = MARGIN;
    doc.y = Math.max(after, doc.y);
  }

  doc
    .moveDown(0.8)
    .font('Helvetica-Bold')
    .fontSize(11)
    .text(`Consegne del periodo (${formatNumber(r.deliveries.length)})`, MARGIN);
  doc.font('Helvetica').fontSize(9);
  const columns = [
    { title: 'Ordine', width: 0.26 },
    { title: 'Richiesto il', width: 0.16 },
    { title: 'Scadenza', width: 0.16 },
    { title: 'Consegnato il', width: 0.16 },
    { title: 'Pezzi', width: 0.1 },
    { title: 'In ritardo', width: 0.16 },
  ];
  const row = (cells: string[], bold = false) => {
    if (doc.y > doc.page.height - MARGIN - 20) doc.addPage();
    const y = doc.y;
    let x = MARGIN;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica');
    cells.forEach((cell, i) => {
      const w = columns[i]!.width * width;
      doc.text(printable(cell), x, y, { width: w - 4, lineBreak: false });
      x += w;
    });
    doc.x = MARGIN;
    doc.y = y + 14;
  };
  row(
    columns.map((c) => c.title),
    true,
  );
  for (const d of r.deliveries)
    row([
      d.orderNumber,
      formatShortDate(d.requestedAt, tz),
      formatShortDate(d.dueDate, tz),
      formatShortDate(d.deliveredOn, tz),
      formatNumber(d.prizes),
      d.late ? 'sì' : 'no',
    ]);

  doc
    .moveDown(1)
    .font('Helvetica')
    .fontSize(8.5)
    .fillColor(MUTED)
    .text(
      printable(
        'I premi da consegnare sono valorizzati al costo dichiarato nel catalogo al momento del rendiconto. ' +
          'Restano a carico del promotore la cauzione stessa (deposito o fideiussione) e le dichiarazioni al Ministero.',
      ),
      MARGIN,
      doc.y,
      { width },
    );
  doc.end();
  return done;
}
