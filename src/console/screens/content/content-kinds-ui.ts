import type { UiSchema } from '@rjsf/utils';
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
  /** The kind's own fields in Italian, in the form's order, with their widgets; the schedule and switch close every form. */
  uiSchema: UiSchema;
  empty: FormValues;
  /** Where the customer sees the item on the portal (the preview frames it). */
  portalPath: (record: ContentRecord) => string;
}

const label = (title: string, help?: string) => ({ 'ui:title': title, ...(help ? { 'ui:description': help } : {}) });
/** A text the schema requires as a string: emptied, it stays '' (RJSF's default would drop the key). */
const text = (title: string, help?: string) => ({ ...label(title, help), 'ui:emptyValue': '' });
const lines = (title: string, help?: string) => ({ ...text(title, help), 'ui:widget': 'textarea' });
/** A text the schema allows as null: emptied, it is null. */
const optional = (title: string, help?: string) => ({ ...label(title, help), 'ui:emptyValue': null });
const count = (title: string, help?: string) => ({ ...label(title, help), 'ui:emptyValue': 0 });
/** Widgets that draw their own label and error. */
const OWN_LABEL = { 'ui:options': { label: false, hideError: true } };

const TITLE = text('Titolo');
const BODY = { ...label('Testo'), 'ui:widget': 'richText', ...OWN_LABEL };
const IMAGE = { ...label('Immagine di copertina'), 'ui:field': 'image', ...OWN_LABEL };
const SLUG = text('Indirizzo', 'Lettere minuscole, cifre e trattini, per esempio estate-2026.');
const PARTNER = { ...label('Partner'), 'ui:widget': 'partner' };
const SORT = count('Posizione nell’elenco', 'I numeri più bassi vengono prima.');
const SCHEDULE = { publish_from: null, publish_until: null, active: true };
const PUBLICATION = ['active', 'publish_from', 'publish_until'];

/** A kind's form: its fields in order, then the publication group every kind shares. */
function form(fields: Record<string, UiSchema>): UiSchema {
  return {
    'ui:order': [...Object.keys(fields), ...PUBLICATION],
    'ui:options': { groups: [{ title: 'Pubblicazione', fields: PUBLICATION }] },
    ...fields,
    active: label('Acceso (i clienti lo vedono nelle date indicate)'),
    publish_from: { ...optional('Pubblica dal', 'Vuoto: subito. Ora del tuo computer.'), 'ui:widget': 'datetime' },
    publish_until: { ...optional('Pubblica fino al', 'Vuoto: senza scadenza.'), 'ui:widget': 'datetime' },
  };
}

export const KIND_UI: Readonly<Record<ContentKind, KindUi>> = {
  news: {
    kind: 'news',
    label: 'Notizie',
    newLabel: 'Nuova notizia',
    backLabel: 'Torna alle notizie',
    segment: 'notizie',
    operations: ops(staffContent.createNews, staffContent.updateNews),
    uiSchema: form({
      title: TITLE,
      slug: SLUG,
      excerpt: lines('Sommario', 'Una o due righe sotto il titolo nell’elenco.'),
      image: IMAGE,
      body_html: BODY,
    }),
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
    uiSchema: form({ title: TITLE, body_html: BODY }),
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
    uiSchema: form({
      title: TITLE,
      summary: lines('Sommario'),
      image: IMAGE,
      body_html: BODY,
      partner_id: PARTNER,
      public: label('Visibile anche a chi non ha fatto l’accesso'),
      sort_order: SORT,
    }),
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
    uiSchema: form({
      title: TITLE,
      description: lines('Descrizione breve'),
      image: IMAGE,
      body_html: BODY,
      partner_id: PARTNER,
      code_template: optional(
        'Codice uguale per tutti',
        '{username} diventa il codice del cliente. Vuoto se i codici vengono dall’elenco dei codici del buono.',
      ),
      points: count('Punti'),
      value_cents: { ...label('Valore (€)'), 'ui:widget': 'euro' },
      expires_at: { ...optional('Utilizzabile fino al', 'Vuoto: senza scadenza.'), 'ui:widget': 'datetime' },
      sort_order: SORT,
    }),
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
    uiSchema: form({
      name: text('Nome'),
      category: text('Categoria'),
      description: lines('Descrizione'),
      website: { ...optional('Sito web', 'Un indirizzo che inizia con https:// (facoltativo).'), 'ui:inputType': 'url' },
      image: { ...IMAGE, ...label('Logo') },
      sort_order: SORT,
    }),
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
    uiSchema: form({
      title: TITLE,
      slug: text('Indirizzo', 'La pagina sarà /promo/<indirizzo>. Lettere minuscole, cifre e trattini.'),
      image: IMAGE,
      body_html: BODY,
    }),
    empty: { title: '', slug: '', image: null, body_html: '', ...SCHEDULE },
    portalPath: (r) => `/promo/${String(r.values['slug'])}`,
  },
};

/** A site's section: a title and its text. */
export const CMS_UI: UiSchema = { 'ui:order': ['title', 'body_html'], title: TITLE, body_html: BODY };

export const KIND_ORDER: readonly ContentKind[] = ['news', 'notices', 'advantages', 'vouchers', 'partners', 'pages'];

export function kindOfSegment(segment: string | undefined): ContentKind | undefined {
  return KIND_ORDER.find((k) => KIND_UI[k].segment === segment);
}
