/**
 * Writes the footer documents (regolamento, privacy policy, termini e condizioni, informativa
 * privacy) as PDF 1.4 files: per tenant in tenants/<alias>/pdf/, and the generic set served when a
 * tenant lacks one in public/app/pdf/.
 *
 *   npx tsx scripts/make-documents.ts            every known tenant + the generic set
 *   npx tsx scripts/make-documents.ts aurora     one tenant ("generic" for the fallback set)
 *
 * No dependencies: the PDF is written by hand (standard Helvetica fonts, WinAnsiEncoding, A4,
 * automatic line wrapping, justification and page breaks). The output is deterministic, so
 * regenerating unchanged texts leaves git clean. Brand name, primary colour and file names are read
 * from tenant.json; the legal particulars (company, dates, points rules) live in PROFILES below.
 * The texts are plausible demo texts: an initiative going live must replace them with the ones
 * approved by the promoter's legal office.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { deflateSync } from 'node:zlib';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

// ---------------------------------------------------------------------------------------------
// Fonts: Helvetica and Helvetica-Bold widths (Adobe AFM, 1/1000 em) in WinAnsiEncoding.

type FontId = 'F1' | 'F2';

/** Widths of codes 32..126. */
const ASCII_WIDTHS: Record<FontId, number[]> = {
  F1: [
    278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 584, 278, 278, 556, 556, 556, 556, 556, 556, 556, 556, 556, 556,
    278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778, 667, 778, 722, 667,
    611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556, 333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833,
    556, 556, 556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,
  ],
  F2: [
    278, 333, 474, 556, 556, 889, 722, 238, 333, 333, 389, 584, 278, 584, 278, 278, 556, 556, 556, 556, 556, 556, 556, 556, 556, 556,
    333, 333, 584, 584, 584, 611, 975, 722, 722, 722, 722, 667, 611, 778, 722, 278, 556, 722, 611, 833, 722, 778, 667, 778, 722, 667,
    611, 722, 667, 944, 667, 667, 611, 333, 278, 333, 584, 556, 333, 556, 611, 556, 611, 556, 333, 611, 611, 278, 278, 556, 278, 889,
    611, 611, 611, 611, 389, 556, 333, 611, 556, 778, 556, 556, 500, 389, 280, 389, 584,
  ],
};

/** Widths of codes 160..255 (Latin-1 letters: à è é ì ò ù, «», °, ·). */
const LATIN1_WIDTHS: Record<FontId, number[]> = {
  F1: [
    278, 333, 556, 556, 556, 556, 260, 556, 333, 737, 370, 556, 584, 333, 737, 333, 400, 584, 333, 333, 333, 556, 537, 278, 333, 333,
    365, 556, 834, 834, 834, 611, 667, 667, 667, 667, 667, 667, 1000, 722, 667, 667, 667, 667, 278, 278, 278, 278, 722, 722, 778, 778,
    778, 778, 778, 584, 778, 722, 722, 722, 722, 667, 667, 611, 556, 556, 556, 556, 556, 556, 889, 500, 556, 556, 556, 556, 278, 278,
    278, 278, 556, 556, 556, 556, 556, 556, 556, 584, 611, 556, 556, 556, 556, 500, 556, 500,
  ],
  F2: [
    278, 333, 556, 556, 556, 556, 280, 556, 333, 737, 370, 556, 584, 333, 737, 333, 400, 584, 333, 333, 333, 611, 556, 278, 333, 333,
    365, 556, 834, 834, 834, 611, 722, 722, 722, 722, 722, 722, 1000, 722, 667, 667, 667, 667, 278, 278, 278, 278, 722, 722, 778, 778,
    778, 778, 778, 584, 778, 722, 722, 722, 722, 667, 667, 611, 556, 556, 556, 556, 556, 556, 889, 556, 556, 556, 556, 556, 278, 278,
    278, 278, 611, 611, 611, 611, 611, 611, 611, 584, 611, 611, 611, 611, 611, 556, 611, 556,
  ],
};

/** The WinAnsi codes 128..159 this script uses: Unicode character → [code, Helvetica width, bold width]. */
const WIN_ANSI_EXTRA: Record<string, [number, number, number]> = {
  '€': [0x80, 556, 556],
  '…': [0x85, 1000, 1000],
  '‘': [0x91, 222, 278],
  '’': [0x92, 222, 278],
  '“': [0x93, 333, 500],
  '”': [0x94, 333, 500],
  '•': [0x95, 350, 350],
  '–': [0x96, 556, 556],
  '—': [0x97, 1000, 1000],
  '™': [0x99, 1000, 1000],
};

/** Text as WinAnsi codes. The ASCII apostrophe becomes the typographic one (’). */
function encode(text: string): number[] {
  const codes: number[] = [];
  for (const ch of text.replace(/'/g, '’')) {
    const cp = ch.codePointAt(0)!;
    const extra = WIN_ANSI_EXTRA[ch];
    if (extra) codes.push(extra[0]);
    else if ((cp >= 32 && cp <= 126) || (cp >= 160 && cp <= 255)) codes.push(cp);
    else throw new Error(`Carattere non rappresentabile in WinAnsiEncoding: "${ch}" (U+${cp.toString(16).toUpperCase()}) in "${text}"`);
  }
  return codes;
}

function codeWidth(code: number, font: FontId): number {
  if (code >= 32 && code <= 126) return ASCII_WIDTHS[font][code - 32]!;
  if (code >= 160) return LATIN1_WIDTHS[font][code - 160]!;
  const extra = Object.values(WIN_ANSI_EXTRA).find(([c]) => c === code)!;
  return font === 'F1' ? extra[1] : extra[2];
}

function textWidth(text: string, font: FontId, size: number): number {
  return (encode(text).reduce((sum, code) => sum + codeWidth(code, font), 0) * size) / 1000;
}

/** A PDF literal string: printable ASCII as is, the rest as octal escapes. */
function pdfString(text: string): string {
  let out = '(';
  for (const code of encode(text)) {
    if (code === 0x28 || code === 0x29 || code === 0x5c) out += `\\${String.fromCharCode(code)}`;
    else if (code < 32 || code > 126) out += `\\${code.toString(8).padStart(3, '0')}`;
    else out += String.fromCharCode(code);
  }
  return `${out})`;
}

/** A text string outside content streams (document information): UTF-16BE with byte order mark. */
function pdfTextString(text: string): string {
  let hex = 'FEFF';
  for (let i = 0; i < text.length; i++) hex += text.charCodeAt(i).toString(16).padStart(4, '0').toUpperCase();
  return `<${hex}>`;
}

const num = (n: number) => (Math.round(n * 100) / 100).toString();

function rgb(hex: string): string {
  const m = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!m) throw new Error(`Colore non valido: ${hex}`);
  return [m[1], m[2], m[3]].map((h) => num(parseInt(h!, 16) / 255)).join(' ');
}

// ---------------------------------------------------------------------------------------------
// Layout: A4 portrait, 2.2 cm side margins.

const PAGE_W = 595.28;
const PAGE_H = 841.89;
const MARGIN_X = 62;
const BODY_TOP = PAGE_H - 84;
const BODY_BOTTOM = 72;
const TEXT_W = PAGE_W - 2 * MARGIN_X;
const TEXT_COLOR = '#1f2937';
const MUTED_COLOR = '#6b7280';

interface Style {
  font: FontId;
  size: number;
  leading: number;
  color: string;
}

const BODY: Style = { font: 'F1', size: 10, leading: 14, color: TEXT_COLOR };
const NOTE: Style = { font: 'F1', size: 8.5, leading: 11.5, color: MUTED_COLOR };

/** Content of one document in a tiny markup, one block per line: "## " heading, "- " bullet, "> " note, else paragraph. */
interface DocumentText {
  title: string;
  subtitle: string;
  body: string;
}

interface Block {
  kind: 'heading' | 'paragraph' | 'bullet' | 'note';
  text: string;
}

function parseBody(body: string): Block[] {
  const blocks: Block[] = [];
  for (const raw of body.split('\n')) {
    const line = raw.replace(/\s+/g, ' ').trim();
    if (!line) continue;
    if (line.startsWith('## ')) blocks.push({ kind: 'heading', text: line.slice(3) });
    else if (line.startsWith('- ')) blocks.push({ kind: 'bullet', text: line.slice(2) });
    else if (line.startsWith('> ')) blocks.push({ kind: 'note', text: line.slice(2) });
    else blocks.push({ kind: 'paragraph', text: line });
  }
  return blocks;
}

/** Greedy line breaking; a word longer than the line is split by characters. */
function wrap(text: string, style: Style, width: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (let word of text.split(' ')) {
    while (textWidth(word, style.font, style.size) > width) {
      let cut = word.length - 1;
      while (cut > 1 && textWidth(word.slice(0, cut), style.font, style.size) > width) cut--;
      if (current) lines.push(current);
      lines.push(word.slice(0, cut));
      current = '';
      word = word.slice(cut);
    }
    const candidate = current ? `${current} ${word}` : word;
    if (textWidth(candidate, style.font, style.size) <= width) current = candidate;
    else {
      lines.push(current);
      current = word;
    }
  }
  if (current) lines.push(current);
  return lines;
}

interface DocumentMeta {
  /** Shown in the page header, left. */
  brand: string;
  /** Shown in the page footer, left. */
  footerLine: string;
  accent: string;
}

/** Lays the document out into pages of content-stream operators. */
function layout(doc: DocumentText, meta: DocumentMeta): string[] {
  const pages: string[][] = [];
  let ops: string[] = [];
  let y = BODY_TOP;

  const newPage = () => {
    ops = [];
    pages.push(ops);
    y = BODY_TOP;
  };
  const ensure = (height: number) => {
    if (y - height < BODY_BOTTOM) newPage();
  };
  const line = (text: string, x: number, style: Style, wordSpacing = 0) => {
    const tw = wordSpacing ? ` ${num(wordSpacing)} Tw` : '';
    const reset = wordSpacing ? ' 0 Tw' : '';
    ops.push(`BT /${style.font} ${num(style.size)} Tf ${rgb(style.color)} rg${tw} ${num(x)} ${num(y)} Td ${pdfString(text)} Tj${reset} ET`);
  };
  /** Writes wrapped text; justified unless `ragged`, the last line of a paragraph always ragged. */
  const flow = (text: string, x: number, width: number, style: Style, ragged = false) => {
    const lines = wrap(text, style, width);
    lines.forEach((l, i) => {
      ensure(style.leading);
      y -= style.leading;
      const spaces = l.split(' ').length - 1;
      const slack = width - textWidth(l, style.font, style.size);
      const justify = !ragged && i < lines.length - 1 && spaces > 0 && slack / spaces < style.size * 0.3;
      line(l, x, style, justify ? slack / spaces : 0);
    });
  };

  newPage();
  flow(doc.title, MARGIN_X, TEXT_W, { font: 'F2', size: 17, leading: 21, color: meta.accent }, true);
  y -= 4;
  flow(doc.subtitle, MARGIN_X, TEXT_W, { font: 'F1', size: 10.5, leading: 14, color: MUTED_COLOR }, true);
  y -= 10;

  for (const block of parseBody(doc.body)) {
    if (block.kind === 'heading') {
      // Keep a heading together with at least two lines of what follows.
      ensure(10 + 15 + 2 * BODY.leading);
      y -= 10;
      flow(block.text, MARGIN_X, TEXT_W, { font: 'F2', size: 11, leading: 15, color: meta.accent }, true);
      y -= 2;
    } else if (block.kind === 'bullet') {
      // After ensure() the first line is on this page, even if the item continues on the next one.
      ensure(BODY.leading);
      ops.push(`BT /F1 10 Tf ${rgb(meta.accent)} rg ${num(MARGIN_X + 3)} ${num(y - BODY.leading)} Td ${pdfString('•')} Tj ET`);
      flow(block.text, MARGIN_X + 14, TEXT_W - 14, BODY);
      y -= 2;
    } else if (block.kind === 'note') {
      y -= 8;
      flow(block.text, MARGIN_X, TEXT_W, NOTE, true);
    } else {
      flow(block.text, MARGIN_X, TEXT_W, BODY);
      y -= 5;
    }
  }

  // Header and footer, now that the page count is known.
  return pages.map((body, index) => {
    const pageLabel = `Pagina ${index + 1} di ${pages.length}`;
    const small = (text: string, x: number, yy: number, font: FontId, color: string) =>
      `BT /${font} 8 Tf ${rgb(color)} rg ${num(x)} ${num(yy)} Td ${pdfString(text)} Tj ET`;
    const rightX = (text: string, font: FontId) => PAGE_W - MARGIN_X - textWidth(text, font, 8);
    const footer = wrap(meta.footerLine, { ...NOTE, size: 8 }, TEXT_W - textWidth(pageLabel, 'F1', 8) - 20)[0] ?? '';
    return [
      small(meta.brand, MARGIN_X, PAGE_H - 44, 'F2', meta.accent),
      small(doc.title, rightX(doc.title, 'F1'), PAGE_H - 44, 'F1', MUTED_COLOR),
      `${rgb(meta.accent)} RG 0.8 w ${num(MARGIN_X)} ${num(PAGE_H - 52)} m ${num(PAGE_W - MARGIN_X)} ${num(PAGE_H - 52)} l S`,
      ...body,
      `${rgb('#d1d5db')} RG 0.5 w ${num(MARGIN_X)} 52 m ${num(PAGE_W - MARGIN_X)} 52 l S`,
      small(footer, MARGIN_X, 40, 'F1', MUTED_COLOR),
      small(pageLabel, rightX(pageLabel, 'F1'), 40, 'F1', MUTED_COLOR),
    ].join('\n');
  });
}

// ---------------------------------------------------------------------------------------------
// PDF file: catalog, page tree, two standard fonts, pages with compressed content streams, info.

/** Fixed date, so regenerating unchanged texts gives byte-identical files. */
const DOCUMENT_DATE = 'D:20250101000000Z';

function buildPdf(pages: string[], info: { title: string; author: string; subject: string }): Buffer {
  const objects: (string | Buffer)[] = [];
  /** Appends an object; returns its number. */
  const add = (body: string | Buffer) => objects.push(body);
  const catalog = add('');
  const pageTree = add('');
  const regular = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  const bold = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>');
  const kids: number[] = [];
  for (const content of pages) {
    const data = deflateSync(Buffer.from(content, 'latin1'), { level: 9 });
    const stream = add(
      Buffer.concat([Buffer.from(`<< /Length ${data.length} /Filter /FlateDecode >>\nstream\n`, 'latin1'), data, Buffer.from('\nendstream', 'latin1')]),
    );
    kids.push(
      add(
        `<< /Type /Page /Parent ${pageTree} 0 R /MediaBox [0 0 ${PAGE_W} ${PAGE_H}] ` +
          `/Resources << /Font << /F1 ${regular} 0 R /F2 ${bold} 0 R >> >> /Contents ${stream} 0 R >>`,
      ),
    );
  }
  objects[catalog - 1] = `<< /Type /Catalog /Pages ${pageTree} 0 R /PageLayout /OneColumn /Lang (it-IT) >>`;
  objects[pageTree - 1] = `<< /Type /Pages /Kids [${kids.map((k) => `${k} 0 R`).join(' ')}] /Count ${kids.length} >>`;
  const infoObj = add(
    `<< /Title ${pdfTextString(info.title)} /Author ${pdfTextString(info.author)} /Subject ${pdfTextString(info.subject)} ` +
      `/Creator (scripts/make-documents.ts) /Producer (Premia) /CreationDate (${DOCUMENT_DATE}) /ModDate (${DOCUMENT_DATE}) >>`,
  );

  // The second line's bytes above 127 mark the file as binary for transfer tools.
  const chunks: Buffer[] = [Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let offset = chunks[0]!.length;
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    const chunk = Buffer.concat([Buffer.from(`${i + 1} 0 obj\n`, 'latin1'), typeof body === 'string' ? Buffer.from(body, 'latin1') : body, Buffer.from('\nendobj\n', 'latin1')]);
    offsets.push(offset);
    chunks.push(chunk);
    offset += chunk.length;
  });
  // Each cross-reference entry is exactly 20 bytes, ending in CR LF.
  const xref = [`xref\n0 ${objects.length + 1}\n`, '0000000000 65535 f\r\n', ...offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n\r\n`)].join('');
  const trailer = `trailer\n<< /Size ${objects.length + 1} /Root ${catalog} 0 R /Info ${infoObj} 0 R >>\nstartxref\n${offset}\n%%EOF\n`;
  chunks.push(Buffer.from(xref + trailer, 'latin1'));
  return Buffer.concat(chunks);
}

// ---------------------------------------------------------------------------------------------
// Legal particulars per tenant, and the texts.

interface Profile {
  /** The promoter as it appears the first time, with seat and VAT number. */
  promoter: string;
  /** Author of the PDF (document information). */
  author: string;
  /** Name of the initiative, or '' for the generic set. */
  initiative: string;
  /** "a «Name»": whom the participants take part in. */
  toInitiative: string;
  /** Appended to "il portale" / "sul portale": ' host' or ''. */
  siteSuffix: string;
  /** How to reach the privacy contact, as the end of a sentence: "scrivendo a …". */
  privacyContact: string;
  /** How to reach customer support, as the end of a sentence. */
  supportContact: string;
  /** "il foro di …". */
  court: string;
  /** When points accrue: "dal … al …". */
  period: string;
  /** Until when prizes can be ordered: "fino al …". */
  ordersUntil: string;
  products: string;
  pointsRule: string;
  welcomeBonus: string;
  /** Predicate of "Il montepremi complessivo stimato …". */
  prizePool: string;
  prizes: string[];
  /** Extra requirement on participants, if any (a whole sentence with a leading space). */
  participantsExtra: string;
  wishlist: boolean;
  footerLine: string;
}

const PROFILES: Record<string, Profile> = {
  demo: {
    promoter: 'Premia S.r.l., con sede legale in Via Roma 1, 20121 Milano, P.IVA 01234567890',
    author: 'Premia S.r.l.',
    initiative: 'Premia Club 2025',
    toInitiative: 'a «Premia Club 2025»',
    siteSuffix: ' premia.example.com',
    privacyContact: 'scrivendo a privacy@premia.example.com',
    supportContact: 'scrivendo ad assistenza@premia.example.com',
    court: 'il foro di Milano',
    period: 'dal 1° gennaio 2025 al 31 dicembre 2025',
    ordersUntil: 'fino al 31 gennaio 2026',
    products: 'i prodotti a marchio Premia presenti nel listino riservato ai clienti business',
    pointsRule: '1 punto ogni 10,00 € di acquisti fatturati (IVA esclusa)',
    welcomeBonus: '500 punti',
    prizePool: 'è pari a 150.000,00 € (IVA esclusa)',
    prizes: [
      'Casa e cucina: macchina per caffè espresso (4.800 punti), set di pentole antiaderenti (3.200 punti), robot da cucina (9.500 punti).',
      'Tecnologia: cuffie wireless (3.900 punti), tablet 10" (14.000 punti), smartwatch (8.200 punti).',
      'Ufficio e lavoro: zaino porta PC (2.100 punti), monitor 27" (12.500 punti), sedia ergonomica (11.000 punti).',
      'Tempo libero: set da picnic (1.800 punti), bicicletta da città (24.000 punti), weekend per due persone (20.000 punti).',
    ],
    participantsExtra: '',
    wishlist: true,
    footerLine: 'Premia S.r.l. · Via Roma 1, 20121 Milano · P.IVA 01234567890',
  },
  aurora: {
    promoter: 'Aurora Distribuzione S.p.A., con sede legale in Corso Vittorio Emanuele II 10, 10123 Torino, P.IVA 09876543210',
    author: 'Aurora Distribuzione S.p.A.',
    initiative: 'Aurora Bottega Premi 2025',
    toInitiative: 'a «Aurora Bottega Premi 2025»',
    siteSuffix: ' premi.aurora.example.com',
    privacyContact: 'scrivendo a privacy@aurora.example.com',
    supportContact: 'scrivendo a bottegapremi@aurora.example.com',
    court: 'il foro di Torino',
    period: 'dal 1° marzo 2025 al 31 dicembre 2025',
    ordersUntil: 'fino al 28 febbraio 2026',
    products: 'i prodotti alimentari e per la casa distribuiti da Aurora Distribuzione alle botteghe e ai negozi di vicinato',
    pointsRule: '2 punti ogni 10,00 € di acquisti fatturati (IVA esclusa)',
    welcomeBonus: '300 punti',
    prizePool: 'è pari a 80.000,00 € (IVA esclusa)',
    prizes: [
      'Per la bottega: bilancia elettronica certificata (6.500 punti), affettatrice professionale (18.000 punti), vetrina refrigerata da banco (32.000 punti).',
      'Casa e cucina: macchina per pasta fresca (5.200 punti), set di coltelli da chef (2.900 punti), servizio di piatti in ceramica (3.400 punti).',
      'Tempo libero: cesto di prodotti tipici piemontesi (1.500 punti), cena per due in un ristorante convenzionato (4.000 punti), soggiorno in Langa per due persone (22.000 punti).',
    ],
    participantsExtra:
      ' La persona che opera sul portale per conto del partecipante deve essere maggiorenne: la data di nascita è verificata in fase di registrazione.',
    wishlist: false,
    footerLine: 'Aurora Distribuzione S.p.A. · Corso Vittorio Emanuele II 10, 10123 Torino · P.IVA 09876543210',
  },
  /** The fallback set, served when a tenant has no document of its own. */
  generic: {
    promoter: 'la società promotrice indicata nel piè di pagina del portale',
    author: 'Premia',
    initiative: '',
    toInitiative: "all'iniziativa a premi del portale",
    siteSuffix: '',
    privacyContact: "scrivendo all'indirizzo indicato nella sezione Contatti del portale",
    supportContact: 'tramite il modulo della sezione Contatti del portale',
    court: 'il foro del luogo in cui ha sede il Promotore',
    period: "nel periodo indicato nella pagina «Come funziona» dell'iniziativa",
    ordersUntil: "fino alla data indicata nella pagina «Come funziona» dell'iniziativa",
    products: "i prodotti indicati nella pagina «Come funziona» dell'iniziativa",
    pointsRule: "secondo il rapporto tra punti ed euro di acquisto (IVA esclusa) indicato nella pagina «Come funziona» dell'iniziativa",
    welcomeBonus: "se previsto, nella misura indicata nella pagina «Come funziona» dell'iniziativa",
    prizePool: 'è indicato nel regolamento depositato presso la sede del Promotore',
    prizes: [
      "I premi disponibili, con immagini, descrizioni e numero di punti necessari, sono pubblicati nella sezione Catalogo del portale, accessibile dopo l'accesso.",
    ],
    participantsExtra: '',
    wishlist: true,
    footerLine: 'Documento generico del portale Premia: il testo specifico è pubblicato dal promotore di ciascuna iniziativa',
  },
};

const DEMO_NOTE =
  "> Testo dimostrativo generato da scripts/make-documents.ts per il portale Premia. Prima della messa in linea di un'iniziativa reale va sostituito con il testo approvato dal promotore.";

/** Upper-cases the first letter: profile phrases may open a sentence. */
const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

function regolamento(p: Profile): DocumentText {
  return {
    title: "Regolamento dell'operazione a premi",
    subtitle: p.initiative ? `«${p.initiative}» · D.P.R. 26 ottobre 2001, n. 430` : 'Regolamento generale (D.P.R. 26 ottobre 2001, n. 430)',
    body: `
## Art. 1 – Soggetto promotore
${cap(p.promoter)} (di seguito «Promotore»).

## Art. 2 – Tipologia e denominazione
Operazione a premi con raccolta punti${p.initiative ? ` denominata «${p.initiative}»` : ''}, rivolta esclusivamente a clienti professionali e gestita tramite il portale${p.siteSuffix}.

## Art. 3 – Durata
L'accumulo dei punti è valido ${p.period}. I premi possono essere richiesti ${p.ordersUntil}: i punti non utilizzati entro tale data decadono senza alcun compenso.

## Art. 4 – Ambito territoriale
Territorio della Repubblica Italiana e della Repubblica di San Marino.

## Art. 5 – Destinatari
Partecipano le imprese e i professionisti titolari di partita IVA (negozi, esercizi commerciali, rivenditori e installatori) che acquistano ${p.products} e sono identificati da un codice cliente (codice SAP) assegnato dal Promotore.${p.participantsExtra} Sono esclusi i consumatori privati, i dipendenti del Promotore e le società che ne fanno parte.

## Art. 6 – Prodotti promozionati
Concorrono all'accumulo dei punti ${p.products}, acquistati direttamente dal Promotore o tramite i distributori autorizzati. Non concorrono le spese di trasporto, i servizi e gli acquisti annullati o resi.

## Art. 7 – Meccanica
Per partecipare il cliente accede al portale con il proprio codice utente e la password ricevuta, completa la registrazione con i propri dati e conferma l'indirizzo email tramite il link ricevuto.

- Punti sugli acquisti: ${p.pointsRule}. I punti sono calcolati su ogni fattura e accreditati sul conto del partecipante entro il giorno 15 del mese successivo.
- Bonus di benvenuto, accreditato una sola volta al completamento della registrazione: ${p.welcomeBonus}.
- Note di credito e resi riducono il saldo dei punti del valore corrispondente; il saldo non può diventare negativo per effetto di una richiesta di premio.
- Il saldo e i movimenti sono consultabili nella sezione «Dettaglio punti». I punti sono personali e non cedibili.

Per richiedere un premio il partecipante abilitato al catalogo sceglie uno o più premi, li aggiunge al carrello, indica l'indirizzo di consegna e conferma l'ordine: i punti sono scalati al momento della conferma e l'ordine è riepilogato nella sezione «Storico ordini» e in una email di conferma.${p.wishlist ? ' I premi desiderati possono essere salvati nella lista dei desideri.' : ''}

## Art. 8 – Premi
I premi sono descritti nel catalogo pubblicato sul portale, con il numero di punti necessari. A titolo indicativo:

${p.prizes.map((prize) => `- ${prize}`).join('\n')}

Il montepremi complessivo stimato ${p.prizePool}. I premi non sono convertibili in denaro. Se un premio non è più disponibile per cause non imputabili al Promotore, è sostituito con un premio di valore uguale o superiore e di caratteristiche analoghe.

## Art. 9 – Consegna dei premi
I premi sono consegnati gratuitamente all'indirizzo indicato nell'ordine, entro 180 giorni dalla richiesta come previsto dall'art. 1, comma 3, del D.P.R. 430/2001. Al ricevimento il partecipante verifica l'integrità della confezione: eventuali danni vanno segnalati con riserva scritta al corriere e comunicati entro 8 giorni ${p.supportContact}.

## Art. 10 – Cauzione e rivalsa
A garanzia dei premi promessi il Promotore ha prestato cauzione pari al 20% del montepremi stimato, ai sensi dell'art. 7 del D.P.R. 430/2001. Il Promotore non esercita la rivalsa della ritenuta alla fonte prevista dall'art. 30 del D.P.R. 600/1973.

## Art. 11 – Pubblicità
Il presente regolamento è pubblicato integralmente sul portale${p.siteSuffix} ed è conservato presso la sede del Promotore per tutta la durata dell'operazione e nei dodici mesi successivi. Eventuali modifiche, che non ledano i diritti acquisiti dai partecipanti, sono comunicate con le stesse modalità.

## Art. 12 – Trattamento dei dati personali
I dati dei partecipanti sono trattati dal Promotore in qualità di titolare, nel rispetto del Regolamento (UE) 2016/679 (GDPR) e del D.Lgs. 196/2003, come descritto nell'informativa ex art. 13 GDPR pubblicata sul portale. Il conferimento dei dati è necessario per partecipare e per ricevere i premi.

## Art. 13 – Disposizioni finali
La partecipazione comporta l'accettazione integrale del presente regolamento. Il Promotore si riserva di escludere i partecipanti che accumulino punti in modo fraudolento o contrario al regolamento.

${DEMO_NOTE}`,
  };
}

function privacyPolicy(p: Profile): DocumentText {
  return {
    title: 'Privacy Policy',
    subtitle: `Come trattiamo i dati di chi visita e utilizza il portale${p.siteSuffix}`,
    body: `
## 1. Titolare del trattamento
${cap(p.promoter)} è titolare del trattamento dei dati personali raccolti attraverso il portale. Per qualsiasi richiesta relativa alla privacy è possibile contattarlo ${p.privacyContact}.

## 2. Dati di navigazione
I sistemi che fanno funzionare il portale registrano, nel normale esercizio, alcuni dati la cui trasmissione è implicita nell'uso dei protocolli di Internet: indirizzo IP, data e ora della richiesta, pagina richiesta, esito e tipo di browser. Sono usati per garantire la sicurezza e il corretto funzionamento del servizio e sono cancellati dopo 90 giorni, salvo necessità di accertare reati.

## 3. Dati forniti dall'utente
Il codice utente, i dati inseriti nel profilo e negli ordini e i messaggi inviati con il modulo di contatto sono trattati per gestire l'account, la partecipazione all'iniziativa, gli ordini e le richieste di assistenza. Il dettaglio delle finalità, delle basi giuridiche e dei tempi di conservazione è riportato nell'informativa ex art. 13 del GDPR, pubblicata nel piè di pagina del portale.

## 4. Cookie e archiviazione locale
Il portale usa solo strumenti tecnici necessari al servizio, per i quali non è richiesto il consenso:

- un cookie tecnico di sessione (httpOnly), che mantiene l'accesso in modo sicuro e viene revocato all'uscita;
- la memoria locale del browser (local storage), che conserva il token di accesso e la lingua scelta;
- eventuali statistiche di visita aggregate, raccolte solo se attivate per l'iniziativa e sempre con anonimizzazione dell'indirizzo IP, senza profilazione.

Il portale non usa cookie di profilazione né cookie pubblicitari di terze parti. L'utente può cancellare cookie e dati locali dalle impostazioni del browser: in tal caso dovrà accedere di nuovo.

## 5. Destinatari e trasferimenti
I dati sono trattati da personale autorizzato e dai fornitori che gestiscono per conto del titolare l'hosting, la piattaforma e l'invio delle email, nominati responsabili del trattamento. I dati sono conservati su server situati nell'Unione Europea e non sono trasferiti al di fuori dello Spazio Economico Europeo.

## 6. Sicurezza
Le comunicazioni con il portale sono cifrate (HTTPS); le password sono conservate in forma non reversibile; l'accesso ai dati è limitato al personale che ne ha necessità.

## 7. Diritti dell'interessato
Ai sensi degli artt. 15–22 del GDPR l'utente può chiedere l'accesso ai propri dati, la rettifica, la cancellazione, la limitazione, la portabilità e opporsi al trattamento, ${p.privacyContact}. Ha inoltre il diritto di proporre reclamo al Garante per la protezione dei dati personali (www.garanteprivacy.it).

## 8. Modifiche
Questa informativa può essere aggiornata; la versione in vigore è sempre quella pubblicata sul portale. Ultimo aggiornamento: gennaio 2025.

${DEMO_NOTE}`,
  };
}

function terminiCondizioni(p: Profile): DocumentText {
  return {
    title: 'Termini e condizioni di utilizzo',
    subtitle: p.initiative ? `Portale${p.siteSuffix} · «${p.initiative}»` : 'Condizioni generali del portale premi',
    body: `
## 1. Oggetto
Le presenti condizioni regolano l'uso del portale premi gestito da ${p.promoter} (di seguito «Promotore»), riservato ai clienti professionali che partecipano ${p.toInitiative}. La partecipazione all'operazione è disciplinata dal regolamento, che prevale in caso di contrasto.

## 2. Accesso e account
L'accesso avviene con il codice utente (codice SAP) e la password comunicati dal Promotore. Al primo accesso l'utente completa la registrazione e conferma il proprio indirizzo email. Le credenziali sono personali: l'utente è responsabile della loro custodia e di ogni operazione compiuta con esse, e si impegna a cambiare subito la password e ad avvisare l'assistenza ${p.supportContact} in caso di sospetto uso improprio.

## 3. Punti
I punti sono accreditati secondo il regolamento e non hanno valore monetario: non possono essere convertiti in denaro, ceduti a terzi o trasferiti su altri account. Eventuali errori di accredito sono corretti dal Promotore con una rettifica visibile nel dettaglio punti.

## 4. Ordini dei premi
Un ordine è confermato quando il portale mostra la pagina di conferma e invia l'email di riepilogo; in quel momento i punti sono scalati e la disponibilità del premio è riservata. Gli ordini confermati non possono essere annullati, salvo il caso di premio non più disponibile, in cui i punti sono riaccreditati o il premio è sostituito come previsto dal regolamento.

## 5. Consegna, danni e garanzia
I premi sono consegnati all'indirizzo indicato nell'ordine, in Italia e nella Repubblica di San Marino. Il partecipante controlla il pacco alla consegna e segnala eventuali danni entro 8 giorni. I prodotti sono coperti dalla garanzia del produttore, secondo le condizioni allegate a ciascun premio.

## 6. Uso corretto del portale
È vietato usare il portale per scopi diversi dalla partecipazione all'iniziativa, tentare di accedere ad account altrui, alterare il funzionamento del servizio o accumulare punti in modo fraudolento. In questi casi il Promotore può sospendere l'account e annullare i punti indebitamente accumulati.

## 7. Disponibilità del servizio e responsabilità
Il Promotore si impegna a mantenere il portale disponibile e aggiornato, ma non risponde di interruzioni dovute a manutenzione, a cause di forza maggiore o a malfunzionamenti della rete o dei dispositivi dell'utente. Le immagini dei premi sono indicative.

## 8. Proprietà intellettuale
Marchi, loghi, testi e immagini presenti sul portale appartengono al Promotore o ai rispettivi titolari e non possono essere riprodotti senza autorizzazione.

## 9. Dati personali
I dati sono trattati come descritto nella Privacy Policy e nell'informativa ex art. 13 del GDPR pubblicate sul portale.

## 10. Modifiche, legge applicabile e foro
Il Promotore può modificare le presenti condizioni dandone comunicazione sul portale; le modifiche valgono dal primo accesso successivo. Le condizioni sono regolate dalla legge italiana; per ogni controversia è competente in via esclusiva ${p.court}.

${DEMO_NOTE}`,
  };
}

function informativa(p: Profile): DocumentText {
  return {
    title: 'Informativa sul trattamento dei dati personali',
    subtitle: `Ai sensi dell'art. 13 del Regolamento (UE) 2016/679 (GDPR) · partecipanti ${p.toInitiative}`,
    body: `
## 1. Titolare del trattamento
${cap(p.promoter)}. L'interessato può contattare il titolare ${p.privacyContact}; con le stesse modalità è raggiungibile il Responsabile della protezione dei dati (DPO) designato dal titolare.

## 2. Dati trattati
Dati anagrafici e di contatto del referente (nome, cognome, email, telefono, data di nascita quando richiesta), dati dell'impresa (ragione sociale, partita IVA, codice cliente, indirizzi di consegna), dati relativi agli acquisti che generano punti, saldo e movimenti dei punti, ordini dei premi, messaggi inviati all'assistenza e dati tecnici di accesso al portale.

## 3. Finalità e basi giuridiche
- Gestione dell'account, della partecipazione all'operazione a premi, dell'accredito dei punti, degli ordini e della consegna dei premi: esecuzione del contratto e delle misure richieste dall'interessato (art. 6.1.b GDPR).
- Adempimenti di legge, compresi quelli previsti dal D.P.R. 430/2001 e dalla normativa fiscale: obbligo legale (art. 6.1.c).
- Sicurezza del portale, prevenzione delle frodi e difesa in giudizio: legittimo interesse del titolare (art. 6.1.f).
- Invio di comunicazioni commerciali e newsletter sui prodotti del titolare, solo con il consenso facoltativo espresso in fase di registrazione e revocabile in ogni momento (art. 6.1.a).

## 4. Natura del conferimento
Il conferimento dei dati contrassegnati come obbligatori è necessario per partecipare e ricevere i premi; il rifiuto impedisce la partecipazione. Il consenso alle comunicazioni commerciali è facoltativo e il suo mancato rilascio non ha conseguenze sulla partecipazione.

## 5. Modalità e conservazione
I dati sono trattati con strumenti elettronici, con misure tecniche e organizzative adeguate. Sono conservati per la durata dell'operazione e per i 10 anni successivi per gli obblighi civilistici e fiscali; i dati usati per finalità commerciali fino alla revoca del consenso e comunque non oltre 24 mesi dall'ultimo contatto; i dati di navigazione per 90 giorni.

## 6. Destinatari
Personale autorizzato del titolare; fornitori che agiscono come responsabili del trattamento (gestione della piattaforma e hosting, invio email, logistica e corrieri per la consegna dei premi, assistenza clienti); autorità e consulenti quando previsto dalla legge. I dati non sono diffusi né trasferiti fuori dallo Spazio Economico Europeo.

## 7. Diritti dell'interessato
L'interessato può esercitare in ogni momento i diritti previsti dagli artt. 15–22 del GDPR (accesso, rettifica, cancellazione, limitazione, portabilità, opposizione) e revocare il consenso senza pregiudicare la liceità del trattamento precedente, ${p.privacyContact}. Ha inoltre diritto di proporre reclamo al Garante per la protezione dei dati personali, Piazza Venezia 11, 00187 Roma (www.garanteprivacy.it).

## 8. Processi decisionali automatizzati
Non sono adottati processi decisionali automatizzati né attività di profilazione ai sensi dell'art. 22 del GDPR.

${DEMO_NOTE}`,
  };
}

/** Document ids of tenant.json footer.documents → text builder and default file name. */
const DOCUMENTS: Record<string, { build: (p: Profile) => DocumentText; file: string }> = {
  rules: { build: regolamento, file: 'regolamento.pdf' },
  privacy: { build: privacyPolicy, file: 'PrivacyPolicy.pdf' },
  terms: { build: terminiCondizioni, file: 'Termini&Condizioni.pdf' },
  privacyNotice: { build: informativa, file: 'INFORMATIVA_PRIVACY.pdf' },
};

interface TenantJson {
  name: string;
  theme?: { colors?: { primary?: string } };
  footer?: { documents?: Record<string, { file: string } | null> };
}

function generate(alias: string): void {
  const profile = PROFILES[alias];
  if (!profile) throw new Error(`Nessun profilo per "${alias}": aggiungerlo a PROFILES in scripts/make-documents.ts`);
  let brand = 'Premia';
  let accent = '#1f2937';
  let outDir = join(ROOT, 'public', 'app', 'pdf');
  const files: Record<string, string> = Object.fromEntries(Object.entries(DOCUMENTS).map(([id, d]) => [id, d.file]));
  if (alias !== 'generic') {
    const tenantFile = join(ROOT, 'tenants', alias, 'tenant.json');
    if (!existsSync(tenantFile)) throw new Error(`${tenantFile} non esiste`);
    const tenant = JSON.parse(readFileSync(tenantFile, 'utf8')) as TenantJson;
    brand = tenant.name;
    accent = tenant.theme?.colors?.primary ?? accent;
    outDir = join(ROOT, 'tenants', alias, 'pdf');
    for (const [id, doc] of Object.entries(tenant.footer?.documents ?? {})) if (doc && id in files) files[id] = doc.file;
  }
  mkdirSync(outDir, { recursive: true });
  for (const [id, { build }] of Object.entries(DOCUMENTS)) {
    const text = build(profile);
    const pages = layout(text, { brand, footerLine: profile.footerLine, accent });
    const pdf = buildPdf(pages, { title: text.title, author: profile.author, subject: text.subtitle });
    const target = join(outDir, files[id]!);
    writeFileSync(target, pdf);
    console.log(`${target.slice(ROOT.length + 1)}  ${pages.length} pag., ${pdf.length} byte`);
  }
}

const requested = process.argv.slice(2);
for (const alias of requested.length > 0 ? requested : Object.keys(PROFILES)) generate(alias);
