import path from 'node:path';
import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { buildDocuments, renderPdf } from './make-documents.js';

/** WinAnsi's codes 0x80–0x9f (Node 20's TextDecoder reads windows-1252 as Latin-1). */
const WIN_ANSI_HIGH = '€\x81‚ƒ„…†‡ˆ‰Š‹Œ\x8dŽ\x8f\x90‘’“”•–—˜™š›œ\x9džŸ';
const winAnsi = (bytes: Buffer) =>
  [...bytes].map((b) => (b >= 0x80 && b < 0xa0 ? WIN_ANSI_HIGH[b - 0x80] : String.fromCharCode(b))).join('');

/**
 * The text a PDF shows, as far as this script writes it: the hex strings of its TJ operators in
 * the deflated content streams, WinAnsi-decoded, one entry per operator. Justified lines carry
 * no spaces (PDFKit moves the words apart), so callers compare without whitespace.
 */
function shownText(pdf: Buffer): string[] {
  const raw = pdf.toString('latin1');
  const shown: string[] = [];
  for (const m of raw.matchAll(/(?<!end)stream\r?\n/g)) {
    const start = m.index + m[0].length;
    let content: string;
    try {
      content = inflateSync(pdf.subarray(start, raw.indexOf('endstream', start))).toString('latin1');
    } catch {
      continue; // not a content stream (none is stored uncompressed)
    }
    for (const [, array] of content.matchAll(/\[(.*?)\] TJ/g)) {
      const hex = [...array!.matchAll(/<([0-9a-f]*)>/g)].map(([, h]) => h).join('');
      shown.push(winAnsi(Buffer.from(hex, 'hex')));
    }
  }
  return shown;
}

const squeeze = (text: string) => text.replace(/\s+/g, '');

describe('make-documents', () => {
  it("writes each of a tenant's documents under tenant.json's file names, as readable PDFs", async () => {
    const docs = await buildDocuments('demo');
    expect(docs.map((d) => path.relative(process.cwd(), d.target)).sort()).toEqual(
      ['INFORMATIVA_PRIVACY.pdf', 'PrivacyPolicy.pdf', 'Termini&Condizioni.pdf', 'regolamento.pdf'].map((f) =>
        path.join('tenants', 'demo', 'pdf', f),
      ),
    );
    const rules = docs.find((d) => d.target.endsWith('regolamento.pdf'))!;
    expect(rules.pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(rules.pdf.toString('latin1').trimEnd().endsWith('%%EOF')).toBe(true);
    const text = shownText(rules.pdf);
    const all = squeeze(text.join(''));
    expect(text).toContain('Regolamento dell’operazione a premi');
    expect(text).toContain('Premia Club');
    for (let n = 1; n <= rules.pages; n++) expect(text).toContain(`Pagina ${n} di ${rules.pages}`);
    expect(all).toContain(squeeze('L’accumulo dei punti è valido dal 1° gennaio 2025 al 31 dicembre 2025.'));
    expect(all).toContain(squeeze('Punti sugli acquisti: 1 punto ogni 10,00 € di acquisti fatturati (IVA esclusa).'));
  });

  it('writes the generic set for public/app/pdf', async () => {
    const docs = await buildDocuments('generic');
    expect(docs.every((d) => path.dirname(d.target) === path.resolve('public', 'app', 'pdf'))).toBe(true);
  });

  it('gives the same bytes for the same text, so regenerating leaves git clean', async () => {
    const doc = { title: 'Titolo', subtitle: 'Sottotitolo', body: '## Art. 1\nTesto.' };
    const meta = { brand: 'Premia', footerLine: 'Piè di pagina', accent: '#1d4ed8', author: 'Premia' };
    const [a, b] = await Promise.all([renderPdf(doc, meta), renderPdf(doc, meta)]);
    expect(a.pdf.equals(b.pdf)).toBe(true);
  });

  it('refuses a character the standard fonts cannot print', async () => {
    const meta = { brand: 'Premia', footerLine: '', accent: '#1d4ed8', author: 'Premia' };
    await expect(renderPdf({ title: 'Frecce →', subtitle: '', body: '' }, meta)).rejects.toThrow(
      'Carattere non rappresentabile in WinAnsiEncoding: "→" (U+2192) in "Frecce →"',
    );
  });
});
