import type { Operation } from '../../../shared/api/operation.js';
import { staffContent, type ContentKind, type ContentRecord } from '../../../shared/types/generated/api/staff-content.js';

/** The form's values of an item, shaped as its kind's input schema (NewsInput, NoticeInput …). */
export type FormValues = Record<string, unknown>;

/** Each kind's create and update, seen through the shape they share (the server checks each kind's own schema). */
type CreateOp = Operation<{ params: { alias: string }; query: undefined; body: { values: FormValues }; response: ContentRecord }>;
type UpdateOp = Operation<{
  params: { alias: string; id: number };
  query: undefined;
  body: { revision: number; values: FormValues };
  response: ContentRecord;
}>;
const ops = (create: unknown, update: unknown) => ({ create: create as CreateOp, update: update as UpdateOp });

export type FieldType =
  'text' | 'slug' | 'textarea' | 'rich' | 'image' | 'number' | 'euro' | 'checkbox' | 'datetime' | 'partner' | 'url' | 'optional';

export interface FieldSpec {
  name: string;
  label: string;
  type: FieldType;
  hint?: string;
  required?: boolean;
}

export interface KindUi {
  kind: ContentKind;
  /** The tab and the list's heading. */
  label: string;
  /** "Nuova notizia", "Nuovo avviso" … */
  newLabel: string;
  /** The link back to the list, with the article the noun takes: "Torna alle notizie", "Torna agli avvisi" … */
  backLabel: string;
  /** The address segment under /contenuti/. */
  segment: string;
  operations: ReturnType<typeof ops>;
  /** The kind's own fields, in the form's order (schedule and switch are the same for every kind). */
  fields: readonly FieldSpec[];
  empty: FormValues;
  /** Where the customer sees the item on the portal (the preview frames it). */
  portalPath: (record: ContentRecord) => string;
}

const TITLE: FieldSpec = { name: 'title', label: 'Titolo', type: 'text', required: true };
const BODY: FieldSpec = { name: 'body_html', label: 'Testo', type: 'rich' };
const IMAGE: FieldSpec = { name: 'image', label: 'Immagine di copertina', type: 'image' };
const SLUG: FieldSpec = {
  name: 'slug',
  label: 'Indirizzo',
  type: 'slug',
  required: true,
  hint: 'Lettere minuscole, cifre e trattini, per esempio estate-2026.',
};
const PARTNER: FieldSpec = { name: 'partner_id', label: 'Partner', type: 'partner' };
const SORT: FieldSpec = { name: 'sort_order', label: 'Posizione nell’elenco', type: 'number', hint: 'I numeri più bassi vengono prima.' };
const SCHEDULE = { publish_from: null, publish_until: null, active: true };

export const KIND_UI: Readonly<Record<ContentKind, KindUi>> = {
  news: {
    kind: 'news',
    label: 'Notizie',
    newLabel: 'Nuova notizia',
    backLabel: 'Torna alle notizie',
    segment: 'notizie',
    operations: ops(staffContent.createNews, staffContent.updateNews),
    fields: [
      TITLE,
      SLUG,
      { name: 'excerpt', label: 'Sommario', type: 'textarea', hint: 'Una o due righe sotto il titolo nell’elenco.' },
      IMAGE,
      BODY,
    ],
    empty: { title: '', slug: '', excerpt: '', image: null, body_html: '', ...SCHEDULE },
    portalPath: (r) => `/news/${r.id}`,
  },
  notices: {
    kind: 'notices',
    label: 'Avvisi',
    newLabel: 'Nuovo avviso',
    backLabel: 'Torna agli avvisi',
    segment: 'avvisi',
    operations: ops(staffContent.createNotice, staffContent.updateNotice),
    fields: [TITLE, BODY],
    empty: { title: '', body_html: '', ...SCHEDULE },
    portalPath: () => '/news?sezione=avvisi',
  },
  advantages: {
    kind: 'advantages',
    label: 'Vantaggi',
    newLabel: 'Nuovo vantaggio',
    backLabel: 'Torna ai vantaggi',
    segment: 'vantaggi',
    operations: ops(staffContent.createAdvantage, staffContent.updateAdvantage),
    fields: [
      TITLE,
      { name: 'summary', label: 'Sommario', type: 'textarea' },
      IMAGE,
      BODY,
      PARTNER,
      { name: 'public', label: 'Visibile anche a chi non ha fatto l’accesso', type: 'checkbox' },
      SORT,
    ],
    empty: { title: '', summary: '', image: null, body_html: '', partner_id: null, public: false, sort_order: 0, ...SCHEDULE },
    portalPath: (r) => `/advantage/${r.id}`,
  },
  vouchers: {
    kind: 'vouchers',
    label: 'Buoni',
    newLabel: 'Nuovo buono',
    backLabel: 'Torna ai buoni',
    segment: 'buoni',
    operations: ops(staffContent.createVoucher, staffContent.updateVoucher),
    fields: [
      TITLE,
      { name: 'description', label: 'Descrizione breve', type: 'textarea' },
      IMAGE,
      BODY,
      PARTNER,
      {
        name: 'code_template',
        label: 'Codice uguale per tutti',
        type: 'optional',
        hint: '{username} diventa il codice del cliente. Vuoto se i codici vengono dall’elenco dei codici del buono.',
      },
      { name: 'points', label: 'Punti', type: 'number' },
      { name: 'value_cents', label: 'Valore (€)', type: 'euro' },
      { name: 'expires_at', label: 'Utilizzabile fino al', type: 'datetime', hint: 'Vuoto: senza scadenza.' },
      SORT,
    ],
    empty: {
      title: '',
      description: '',
      image: null,
      body_html: '',
      partner_id: null,
      code_template: null,
      points: 0,
      value_cents: 0,
      expires_at: null,
      sort_order: 0,
      ...SCHEDULE,
    },
    portalPath: (r) => `/vantaggi/${r.id}`,
  },
  partners: {
    kind: 'partners',
    label: 'Partner',
    newLabel: 'Nuovo partner',
    backLabel: 'Torna ai partner',
    segment: 'partner',
    operations: ops(staffContent.createPartner, staffContent.updatePartner),
    fields: [
      { name: 'name', label: 'Nome', type: 'text', required: true },
      { name: 'category', label: 'Categoria', type: 'text', required: true },
      { name: 'description', label: 'Descrizione', type: 'textarea' },
      { name: 'website', label: 'Sito web', type: 'url', hint: 'Un indirizzo che inizia con https:// (facoltativo).' },
      { name: 'image', label: 'Logo', type: 'image' },
      SORT,
    ],
    empty: { name: '', category: '', description: '', website: null, image: null, sort_order: 0, ...SCHEDULE },
    portalPath: () => '/advantages',
  },
  pages: {
    kind: 'pages',
    label: 'Pagine iniziativa',
    newLabel: 'Nuova pagina',
    backLabel: 'Torna alle pagine iniziativa',
    segment: 'pagine',
    operations: ops(staffContent.createPage, staffContent.updatePage),
    fields: [TITLE, { ...SLUG, hint: 'La pagina sarà /promo/<indirizzo>. Lettere minuscole, cifre e trattini.' }, IMAGE, BODY],
    empty: { title: '', slug: '', image: null, body_html: '', ...SCHEDULE },
    portalPath: (r) => `/promo/${String(r.values['slug'])}`,
  },
};

export const KIND_ORDER: readonly ContentKind[] = ['news', 'notices', 'advantages', 'vouchers', 'partners', 'pages'];

export function kindOfSegment(segment: string | undefined): ContentKind | undefined {
  return KIND_ORDER.find((k) => KIND_UI[k].segment === segment);
}
