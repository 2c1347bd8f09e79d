/**
 * Writes the footer documents (regolamento, privacy policy, termini e condizioni, informativa
 * privacy) as PDF files: per tenant in tenants/<alias>/pdf/, and the generic set served when a
 * tenant lacks one in public/app/pdf/.
 *
 *   npx tsx scripts/make-documents.ts            every known tenant + the generic set
 *   npx tsx scripts/make-documents.ts aurora     one tenant ("generic" for the fallback set)
 *
 * PDFKit lays the text out (standard Helvetica fonts, WinAnsiEncoding, A4, line wrapping,
 * justification and page breaks). The output is deterministic (fixed dates), so regenerating
 * unchanged texts gives the same bytes. Brand name, primary colour and file names are read from
 * tenant.json; the legal particulars (company, dates, points rules) live in PROFILES below.
 * The texts are plausible demo texts: an initiative going live must replace them with the ones
 * approved by the promoter's legal office.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import PDFDocument from 'pdfkit';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

// ---------------------------------------------------------------------------------------------
// Layout: A4 portrait, 2.2 cm side margins.

const MARGIN_X = 62;
const BODY_TOP = 84;
const BODY_BOTTOM = 72;
const TEXT_COLOR = '#1f2937';
const MUTED_COLOR = '#6b7280';

type FontName = 'Helvetica' | 'Helvetica-Bold';

interface Style {
  font: FontName;
  size: number;
  /** Baseline to baseline. */
  leading: number;
  color: string;
}

const BODY: Style = { font: 'Helvetica', size: 10, leading: 14, color: TEXT_COLOR };
const NOTE: Style = { font: 'Helvetica', size: 8.5, leading: 11.5, color: MUTED_COLOR };

/**
 * The standard fonts encode text as WinAnsi (Latin-1 and a few typographic signs); PDFKit would
 * print any other character as a wrong glyph without a word, so the texts are checked first.
 */
const WIN_ANSI = /^[\x20-\x7e\xa0-\xff€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ]$/u;

/** Text as printed: the ASCII apostrophe becomes the typographic one (’). */
function printable(text: string): string {
  const out = text.replace(/'/g, '’');
  for (const ch of out) {
    if (!WIN_ANSI.test(ch)) {
      const cp = ch.codePointAt(0)!.toString(16).toUpperCase();
      throw new Error(`Carattere non rappresentabile in WinAnsiEncoding: "${ch}" (U+${cp}) in "${text}"`);
    }
  }
  return out;
}

/** Content of one document in a tiny markup, one block per line: "## " heading, "- " bullet, "> " note, else paragraph. */
export interface DocumentText {
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

export interface DocumentMeta {
  /** Shown in the page header, left. */
  brand: string;
  /** Shown in the page footer, left. */
  footerLine: string;
  accent: string;
  /** Author of the PDF (document information). */
  author: string;
}

/** Fixed date, so regenerating unchanged texts gives byte-identical files. */
const DOCUMENT_DATE = new Date(Date.UTC(2025, 0, 1));

/** Lays the document out and returns the PDF file with its page count. */
export async function renderPdf(doc: DocumentText, meta: DocumentMeta): Promise<{ pdf: Buffer; pages: number }> {
  const pdf = new PDFDocument({
    size: 'A4',
    margins: { top: BODY_TOP, bottom: BODY_BOTTOM, left: MARGIN_X, right: MARGIN_X },
    // Header and footer are drawn once the page count is known.
    bufferPages: true,
    lang: 'it-IT',
    info: {
      Title: doc.title,
      Author: meta.author,
      Subject: doc.subtitle,
      Creator: 'scripts/make-documents.ts',
      Producer: 'Premia',
      CreationDate: DOCUMENT_DATE,
      ModDate: DOCUMENT_DATE,
    },
  });
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolvePdf) => pdf.on('end', () => resolvePdf(Buffer.concat(chunks))));

  const textWidth = pdf.page.width - 2 * MARGIN_X;
  const setStyle = (style: Style) => {
    pdf.font(style.font).fontSize(style.size).fillColor(style.color);
    // PDFKit advances a line by the font's height plus lineGap.
    return { lineGap: style.leading - pdf.currentLineHeight(true) };
  };
  /** Justified unless `ragged`; PDFKit leaves the last line of a paragraph ragged. */
  const flow = (text: string, x: number, width: number, style: Style, ragged = false) => {
    pdf.text(printable(text), x, pdf.y, { width, align: ragged ? 'left' : 'justify', ...setStyle(style) });
  };
  const ensure = (height: number) => {
    if (pdf.y + height > pdf.page.maxY()) pdf.addPage();
  };

  flow(doc.title, MARGIN_X, textWidth, { font: 'Helvetica-Bold', size: 17, leading: 21, color: meta.accent }, true);
  pdf.y += 4;
  flow(doc.subtitle, MARGIN_X, textWidth, { font: 'Helvetica', size: 10.5, leading: 14, color: MUTED_COLOR }, true);
  pdf.y += 10;

  for (const block of parseBody(doc.body)) {
    if (block.kind === 'heading') {
      // Keep a heading together with at least two lines of what follows.
      ensure(10 + 15 + 2 * BODY.leading);
      pdf.y += 10;
      flow(block.text, MARGIN_X, textWidth, { font: 'Helvetica-Bold', size: 11, leading: 15, color: meta.accent }, true);
      pdf.y += 2;
    } else if (block.kind === 'bullet') {
      // After ensure() the first line is on this page, even if the item continues on the next one.
      ensure(BODY.leading);
      const top = pdf.y;
      pdf.text('•', MARGIN_X + 3, top, { lineBreak: false, ...setStyle({ ...BODY, color: meta.accent }) });
      pdf.y = top;
      flow(block.text, MARGIN_X + 14, textWidth - 14, BODY);
      pdf.y += 2;
    } else if (block.kind === 'note') {
      pdf.y += 8;
      flow(block.text, MARGIN_X, textWidth, NOTE, true);
    } else {
      flow(block.text, MARGIN_X, textWidth, BODY);
      pdf.y += 5;
    }
  }

  const { count } = pdf.bufferedPageRange();
  for (let index = 0; index < count; index++) {
    pdf.switchToPage(index);
    const { width, height } = pdf.page;
    // Header and footer sit in the margins: without this PDFKit would start a new page for them.
    pdf.page.margins.bottom = 0;
    const pageLabel = `Pagina ${index + 1} di ${count}`;
    const small = (text: string, font: FontName, color: string, y: number, options: PDFKit.Mixins.TextOptions) =>
      pdf
        .font(font)
        .fontSize(8)
        .fillColor(color)
        .text(printable(text), MARGIN_X, y, { width: textWidth, lineBreak: false, ...options });
    small(meta.brand, 'Helvetica-Bold', meta.accent, 38, {});
    small(doc.title, 'Helvetica', MUTED_COLOR, 38, { align: 'right' });
    pdf
      .lineWidth(0.8)
      .strokeColor(meta.accent)
      .moveTo(MARGIN_X, 52)
      .lineTo(width - MARGIN_X, 52)
      .stroke();
    pdf
      .lineWidth(0.5)
      .strokeColor('#d1d5db')
      .moveTo(MARGIN_X, height - 52)
      .lineTo(width - MARGIN_X, height - 52)
      .stroke();
    // One line: the footer is cut with an ellipsis before it reaches the page label.
    pdf.font('Helvetica').fontSize(8);
    const oneLine = {
      width: textWidth - pdf.widthOfString(pageLabel) - 20,
      height: pdf.currentLineHeight(true),
      ellipsis: true,
      lineBreak: true,
    };
    small(meta.footerLine, 'Helvetica', MUTED_COLOR, height - 46, oneLine);
    small(pageLabel, 'Helvetica', MUTED_COLOR, height - 46, { align: 'right' });
  }
  pdf.end();
  return { pdf: await done, pages: count };
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

/** One tenant's documents ("generic": the fallback set), rendered but not written. */
export async function buildDocuments(alias: string): Promise<{ target: string; pdf: Buffer; pages: number }[]> {
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
  const meta = { brand, footerLine: profile.footerLine, accent, author: profile.author };
  return Promise.all(
    Object.entries(DOCUMENTS).map(async ([id, { build }]) => ({
      target: join(outDir, files[id]!),
      ...(await renderPdf(build(profile), meta)),
    })),
  );
}

async function generate(alias: string): Promise<void> {
  for (const { target, pdf, pages } of await buildDocuments(alias)) {
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, pdf);
    console.log(`${target.slice(ROOT.length + 1)}  ${pages} pag., ${pdf.length} byte`);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const requested = parseArgs({ allowPositionals: true }).positionals;
  for (const alias of requested.length > 0 ? requested : Object.keys(PROFILES)) await generate(alias);
}
