import type { UiSchema } from '@rjsf/utils';
import type { SettingsSectionId } from './sections.js';

/**
 * The settings forms in Italian: titles and help for the tenant schema's keys (the schema itself
 * is written for the people who edit tenant files, in English). `ui:collapsed` folds a rarely
 * changed group; `ui:widget: color` picks a colour.
 */
const label = (title: string, help?: string) => ({ 'ui:title': title, ...(help ? { 'ui:description': help } : {}) });

const color = (title: string) => ({ ...label(title), 'ui:widget': 'color' });

const MENU_LINK: UiSchema = {
  label: label('Testo del link'),
  url: label('Indirizzo', 'Una pagina del portale (/news) o un indirizzo https:// (si apre in una nuova scheda).'),
  order: label('Posizione', 'I numeri più bassi vengono prima.'),
  auth: {
    ...label('Chi lo vede'),
    'ui:enumNames': ['Tutti', 'Solo clienti che hanno effettuato l’accesso', 'Solo visitatori non collegati'],
  },
};

const DOCUMENT: UiSchema = {
  label: label('Testo del link'),
  file: label('File PDF', 'Nome del file nella cartella pdf/ dell’iniziativa, per esempio regolamento.pdf.'),
  order: label('Posizione', 'I numeri più bassi vengono prima.'),
};

const RULE_ID = label(
  'Codice della regola',
  'Minuscole, cifre e trattini (per esempio punti-base). Identifica ogni accredito: non cambiarlo su una regola già usata, o le vendite inviate di nuovo accumulerebbero ancora.',
);
const RULE_LABEL = label('Nome per i clienti', 'Il cliente lo legge nel dettaglio punti, per esempio «Punti sugli acquisti».');
const HIDDEN = { 'ui:widget': 'hidden' };
/** A day of the sales' dates, included, picked from the browser's calendar (the value stays YYYY-MM-DD). */
const DAY = (title: string, help?: string) => ({ ...label(title, help ?? 'Giorno incluso.'), 'ui:widget': 'date' });

const MATCH: UiSchema = {
  ...label(
    'Prodotti',
    'Vuoto: tutte le righe di vendita. Altrimenti le righe il cui codice prodotto è tra i codici o comincia con un prefisso.',
  ),
  codes: { ...label('Codici prodotto esatti'), items: label('Codice') },
  prefixes: {
    ...label('Prefissi di codice (linea o categoria)', 'Per esempio VITI- per tutta la linea viti.'),
    items: label('Prefisso'),
  },
};

const PERIOD: UiSchema = {
  ...label('Periodo'),
  oneOf: [
    { 'ui:title': 'Mese, trimestre o anno', 'ui:enumNames': ['Mese', 'Trimestre', 'Anno'] },
    { 'ui:title': 'Date precise', from: DAY('Dal giorno'), to: DAY('Al giorno') },
  ],
};

/**
 * The earning rules, one card each: the kind is chosen first ("Tipo di regola"), then its fields
 * in the order an operator thinks of them.
 */
const EARNING_RULES: UiSchema = {
  ...label(
    'Regole di accumulo',
    'Come le righe di vendita (file caricati in «Vendite» o inviate dal gestionale) diventano punti. I punti di ogni riga sono interi, arrotondati per difetto.',
  ),
  items: {
    'ui:title': 'Tipo di regola',
    oneOf: [
      {
        'ui:title': 'Punti per euro o per pezzo',
        'ui:order': ['id', 'label', 'per', 'points', 'match', 'from', 'to', 'type'],
        id: RULE_ID,
        label: RULE_LABEL,
        type: HIDDEN,
        per: { ...label('Per ogni'), 'ui:enumNames': ['Euro di importo', 'Pezzo venduto'] },
        points: label('Punti', 'Per euro o per pezzo; sono ammessi decimali (0,5).'),
        match: MATCH,
        from: DAY('Valida dal giorno', 'Incluso; vuoto: da sempre.'),
        to: DAY('Valida fino al giorno', 'Incluso; vuoto: senza fine.'),
      },
      {
        'ui:title': 'Bonus al raggiungimento di un obiettivo',
        'ui:order': ['id', 'label', 'measure', 'target', 'bonus', 'period', 'match', 'type'],
        id: RULE_ID,
        label: RULE_LABEL,
        type: HIDDEN,
        measure: { ...label('Obiettivo in'), 'ui:enumNames': ['Euro di acquisti', 'Pezzi acquistati'] },
        target: label('Obiettivo', 'Euro o pezzi da raggiungere nel periodo.'),
        bonus: label('Punti di bonus', 'Accreditati una volta per cliente e periodo, sulla riga che raggiunge l’obiettivo.'),
        period: PERIOD,
        match: MATCH,
      },
      {
        'ui:title': 'Moltiplicatore in un periodo',
        'ui:order': ['id', 'label', 'factor', 'from', 'to', 'rules', 'match', 'type'],
        id: RULE_ID,
        label: RULE_LABEL,
        type: HIDDEN,
        factor: label('Moltiplica per', 'Per esempio 2 per i punti doppi; se ne valgono più di uno, conta il più alto.'),
        from: DAY('Dal giorno'),
        to: DAY('Al giorno'),
        rules: {
          ...label('Regole moltiplicate', 'I codici delle regole «punti per euro o per pezzo»; vuoto: tutte.'),
          items: label('Codice della regola'),
        },
        match: MATCH,
      },
      {
        'ui:title': 'Tetto per cliente in un periodo',
        'ui:order': ['id', 'label', 'points', 'period', 'type'],
        id: RULE_ID,
        label: RULE_LABEL,
        type: HIDDEN,
        points: label('Punti al massimo', 'Per cliente e periodo, sommando tutte le regole; la riga che lo supera accumula ciò che resta.'),
        period: PERIOD,
      },
    ],
  },
};

export const SECTION_UI: Record<SettingsSectionId, UiSchema> = {
  features: {
    ownLogin: {
      ...label('Accesso con codice utente e password'),
      active: label('Accesso del portale attivo', 'Spento: i clienti accedono con il fornitore esterno (OpenID Connect).'),
      gdpr: label('Chiedi i consensi privacy alla registrazione'),
      adult: label('Solo clienti maggiorenni'),
      fieldsRequired: {
        ...label('Campi di registrazione resi obbligatori'),
        items: label('Nome del campo'),
      },
      lockedFields: {
        ...label(
          'Campi importati non modificabili',
          'Alla registrazione questi campi, se già presenti nei dati importati, si vedono ma non si cambiano; gli altri dati noti sono precompilati e modificabili.',
        ),
        items: label('Nome del campo'),
      },
    },
    welcomePoints: {
      ...label('Punti di benvenuto', 'Accreditati una volta sola all’attivazione dell’account. Vuoto: nessun punto di benvenuto.'),
      points: label('Punti'),
      reason: label('Descrizione', 'Quello che il cliente legge nel dettaglio punti, per esempio «Punti di benvenuto».'),
    },
    pointsCatalogue: label('Catalogo premi', 'Le pagine /catalogo; il cliente deve anche avere i punti attivi.'),
    wishlist: label('Lista dei desideri', 'La pagina /wishlist e il cuore sui premi.'),
    prizeValidation: label('Convalida dei premi vinti', 'L’avviso «Hai un premio da convalidare» e la pagina /form-win.'),
    oidc: {
      ...label('Accesso con fornitori esterni (OpenID Connect)'),
      'ui:collapsed': true,
      additionalProperties: {
        label: label('Testo del pulsante'),
        issuer: label('Issuer (URL)'),
        clientId: label('Client ID'),
        clientSecretEnv: label('Variabile d’ambiente del client secret'),
        scopes: { ...label('Scope richiesti'), items: label('Scope') },
        profileUrl: label('Pagina del profilo esterno (URL)'),
      },
    },
    analytics: {
      ...label('Statistiche (Google Analytics)'),
      'ui:collapsed': true,
      id: label('ID di misurazione', 'Vuoto: nessuno script di statistiche viene caricato.'),
      anonymizeIp: label('Anonimizza gli indirizzi IP'),
    },
    panel: {
      ...label('Pannello esterno'),
      'ui:collapsed': true,
      url: label('Indirizzo del pannello'),
      initiativeId: label('Codice dell’iniziativa nel pannello'),
    },
    points: {
      ...label('Punti'),
      expiry: {
        ...label(
          'Scadenza dei punti',
          'I punti si spendono dai più vecchi; quelli rimasti di un accredito scadono il giorno dopo la loro scadenza.',
        ),
        policy: {
          ...label('Regola di scadenza'),
          'ui:enumNames': [
            'Non scadono',
            'Alla fine del programma',
            'Dopo un numero di mesi da ogni accredito',
            'A una data dell’anno successivo all’accredito',
          ],
        },
        months: label('Mesi di validità', 'Solo per la scadenza dopo un numero di mesi.'),
        day: label('Giorno di scadenza (MM-GG)', 'Solo per la scadenza annuale, per esempio 12-31.'),
        remindDays: label(
          'Promemoria (giorni prima)',
          'Il cliente riceve un’email tanti giorni prima della scadenza; 0: nessun promemoria.',
        ),
      },
    },
  },
  menu: {
    links: {
      ...label('Link del menu', 'Ogni link ha un codice (la chiave) che resta uguale quando cambi testo o posizione.'),
      additionalProperties: MENU_LINK,
    },
  },
  texts: {
    ...label('Testi del portale', 'Per lingua (it, en…): chiave del testo (per esempio login.title) e il testo che la sostituisce.'),
    additionalProperties: { ...label('Testi'), additionalProperties: label('Testo') },
  },
  theme: {
    colors: {
      ...label('Colori'),
      primary: color('Colore principale'),
      primaryContrast: color('Testo sul colore principale'),
      secondary: color('Colore secondario'),
      text: color('Testo'),
      textMuted: color('Testo secondario'),
      background: color('Sfondo della pagina'),
      surface: color('Sfondo dei riquadri'),
      border: color('Bordi'),
      error: color('Errori'),
      success: color('Conferme'),
      headerBackground: color('Sfondo dell’intestazione'),
      headerText: color('Testo dell’intestazione'),
      footerBackground: color('Sfondo del piè di pagina'),
      footerText: color('Testo del piè di pagina'),
    },
    fonts: {
      ...label('Caratteri'),
      'ui:collapsed': true,
      body: label('Carattere del testo'),
      heading: label('Carattere dei titoli'),
      source: label('Foglio di stile dei caratteri', 'Un file .css della cartella dell’iniziativa; vuoto: nessuno.'),
    },
    radii: {
      ...label('Angoli arrotondati (px)'),
      'ui:collapsed': true,
      button: label('Pulsanti'),
      card: label('Riquadri'),
      input: label('Campi'),
    },
    layout: {
      ...label('Impaginazione (px)'),
      'ui:collapsed': true,
      mobileBreakpoint: label('Larghezza sotto cui vale il layout da telefono'),
      containerMaxWidth: label('Larghezza massima del contenuto'),
      containerPadding: label('Margine interno del contenuto'),
      headerMaxWidth: label('Larghezza massima dell’intestazione'),
      contentWidth: label('Larghezza delle pagine di testo'),
      logoMaxWidth: label('Larghezza massima del logo'),
    },
  },
  footer: {
    companyLine: label('Riga della società', 'Ragione sociale, indirizzo e partita IVA sotto il piè di pagina.'),
    year: label('Anno del copyright'),
    documents: { ...label('Documenti', 'I PDF linkati nel piè di pagina.'), additionalProperties: DOCUMENT },
  },
  contact: {
    operatorEmail: label(
      'Email dell’operatore',
      'Riceve un’email per ogni richiesta inviata dal modulo contatti. Vuoto: vale l’indirizzo OPERATOR_EMAIL del server; senza nessuno dei due le richieste restano solo in «Richieste».',
    ),
  },
  programme: {
    start: label('Inizio del programma', 'Primo giorno (AAAA-MM-GG): da quel giorno si accumulano punti e si richiedono premi.'),
    earnUntil: label('Ultimo giorno di raccolta punti', 'Vuoto: la fine del programma.'),
    orderUntil: label(
      'Ultimo giorno per richiedere i premi',
      'Dal giorno dopo il carrello rifiuta gli ordini e il portale spiega perché. Vuoto: la fine del programma.',
    ),
    end: label(
      'Fine del programma',
      'Al massimo cinque anni dopo l’inizio; poi il portale mostra la pagina di chiusura e lo storico ordini.',
    ),
    deliveryDays: label(
      'Giorni per consegnare un premio',
      'Al massimo 180: la scadenza di ogni ordine è il giorno della richiesta più questi giorni.',
    ),
  },
  privacy: {
    retention: {
      ...label(
        'Conservazione dei dati',
        'Ogni notte i dati non più necessari vengono rimossi; ogni esecuzione è nel registro attività con i conteggi. Vuoto: la regola è spenta.',
      ),
      inactiveCustomerMonths: label(
        'Anonimizza i clienti inattivi dopo (mesi)',
        'Da 6 a 120. Inattivo: nessun accesso, nessun movimento punti e nessun ordine in questi mesi. Il cliente viene anonimizzato come con una cancellazione: movimenti punti e ordini restano. Chi ha un ordine non ancora spedito o annullato viene saltato.',
      ),
      receiptMonths: label(
        'Elimina gli scontrini delle convalide dopo (mesi)',
        'Da 1 a 120, contati dalla decisione (approvata o rifiutata). Restano data, importo ed esito della convalida; gli scontrini in attesa di verifica non vengono toccati.',
      ),
    },
  },
  earning: EARNING_RULES,
};
