import { counted } from '../counted.js';
import { greetingFor, opensWithGreeting } from './greeting.js';

/**
 * Italian mail templates, one per kind. To add a kind (order confirmation, contact copy …):
 * add its vars to MailVars and one entry to TEMPLATES; the mailer and the outbox need nothing else.
 */
export interface MailVars {
  activation: { firstname?: string | null; link: string };
  reset: { firstname?: string | null; link: string };
  /** Order confirmation (catalogue checkout); `link` opens the order history. */
  order: {
    firstname?: string | null;
    orderNumber: string;
    items: { name: string; quantity: number; points: number }[];
    totalPoints: number;
    shipping: string;
    link: string;
  };
  /** An order changed status (console fulfilment): what happened, in the words the notification uses too. */
  orderStatus: { firstname?: string | null; orderNumber: string; statusLabel: string; paragraphs: readonly string[]; link: string };
  /** Contact form → the operator: who wrote, about what, and the message (content module). */
  contactOperator: {
    customer: string;
    username: string;
    email: string | null;
    topic: string;
    orderNumber: string | null;
    message: string;
    link: string;
  };
  /** Contact form → copy to the customer. */
  contactCopy: { firstname?: string | null; topic: string; orderNumber: string | null; message: string; link: string };
  /** Points about to expire (the expiry job's reminder): each lot's points and its last day, written out. */
  pointsExpiry: { firstname?: string | null; lots: readonly { points: number; lastDay: string }[]; link: string };
  /** A notification an operator sent from the console, also by mail: its title and paragraphs (plain text). */
  notification: { firstname?: string | null; title: string; paragraphs: readonly string[]; link: string };
  /**
   * The console's reply to a contact request (console inbox): the staff member's words, then the
   * customer's message. `link` opens the customer's requests (/contatti), where the reply shows too.
   */
  contactReply: { firstname?: string | null; topic: string; orderNumber: string | null; message: string; reply: string; link: string };
  /** To the operator: a webhook endpoint was disabled after a day of failed deliveries (webhooks module). */
  webhookDisabled: { url: string; reason: string; link: string };
}

export type MailKind = keyof MailVars;

export interface MailContext {
  /** The tenant's display name (the initiative). */
  tenantName: string;
  /** https://host of the tenant, without trailing slash. */
  baseUrl: string;
  /** The tenant's primary colour (#rgb / #rrggbb) for the button; anything else falls back to blue. */
  primaryColor?: string;
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

type Template<K extends MailKind> = (vars: MailVars[K], ctx: MailContext) => RenderedMail;

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
}

/**
 * What a template gives the layout. `greet` names the customer a mail is for: the layout opens it
 * with the one greeting (greeting.ts). The operator's mails greet nobody.
 */
interface MailBody {
  subject: string;
  greet: { firstname?: string | null } | null;
  paragraphs: string[];
  cta: { label: string; link: string };
  footer: string;
}

/** Plain paragraphs + one call-to-action link, as text and as minimal inline-styled HTML. */
function layout(ctx: MailContext, { subject, greet, paragraphs: body, cta, footer }: MailBody): RenderedMail {
  const paragraphs = greet && !opensWithGreeting(body[0]) ? [greetingFor(greet.firstname), ...body] : body;
  // Inserted into a style attribute: only a plain hex colour gets through.
  const color = ctx.primaryColor && /^#[0-9a-fA-F]{3,8}$/.test(ctx.primaryColor) ? ctx.primaryColor : '#1d4ed8';
  const text = [...paragraphs, `${cta.label}: ${cta.link}`, footer, `— ${ctx.tenantName}`].join('\n\n');
  const html = [
    '<!doctype html><html lang="it"><body style="font-family:system-ui,sans-serif;color:#1f2937;line-height:1.5">',
    ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    `<p><a href="${escapeHtml(cta.link)}" style="display:inline-block;padding:10px 18px;background:${color};color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(cta.label)}</a></p>`,
    `<p style="font-size:13px;color:#4b5563">Se il pulsante non funziona, copia questo indirizzo nel browser:<br>${escapeHtml(cta.link)}</p>`,
    `<p style="font-size:13px;color:#4b5563">${escapeHtml(footer)}</p>`,
    `<p>— ${escapeHtml(ctx.tenantName)}</p>`,
    '</body></html>',
  ].join('\n');
  return { subject, text, html };
}

/** A staff member's text as paragraphs: blank lines part them, as in the console's text boxes. */
const paragraphsOf = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);

const points = (n: number) => counted('points', n);

const TEMPLATES: { [K in MailKind]: Template<K> } = {
  order: (vars, ctx) =>
    layout(ctx, {
      subject: `${ctx.tenantName}: conferma dell'ordine ${vars.orderNumber}`,
      greet: vars,
      paragraphs: [
        `abbiamo ricevuto il tuo ordine ${vars.orderNumber}.`,
        ...vars.items.map((i) => `• ${i.quantity} × ${i.name}: ${points(i.points * i.quantity)}`),
        counted('totalDebited', vars.totalPoints),
        `Spedizione a: ${vars.shipping}`,
      ],
      cta: { label: 'Vedi i tuoi ordini', link: vars.link },
      footer: 'Riceverai un aggiornamento quando il premio sarà spedito.',
    }),
  orderStatus: (vars, ctx) =>
    layout(ctx, {
      subject: `${ctx.tenantName}: ordine ${vars.orderNumber} ${vars.statusLabel.toLowerCase()}`,
      greet: vars,
      paragraphs: [...vars.paragraphs],
      cta: { label: 'Vedi i tuoi ordini', link: vars.link },
      footer: 'Trovi lo stato di ogni ordine nello storico ordini del portale.',
    }),
  contactOperator: (vars, ctx) =>
    layout(ctx, {
      subject: `${ctx.tenantName}: nuova richiesta di contatto (${vars.topic})`,
      greet: null,
      paragraphs: [
        `Nuova richiesta dal modulo contatti di ${ctx.tenantName}.`,
        `Cliente: ${vars.customer} (codice ${vars.username})`,
        `Email: ${vars.email ?? 'non indicata'}`,
        `Argomento: ${vars.topic}`,
        `Ordine: ${vars.orderNumber ?? 'nessuno'}`,
        'Messaggio:',
        vars.message,
      ],
      cta: { label: 'Apri il portale', link: vars.link },
      footer: 'Rispondi al cliente entro due giorni lavorativi.',
    }),
  webhookDisabled: (vars, ctx) =>
    layout(ctx, {
      subject: `${ctx.tenantName}: webhook disattivato`,
      greet: null,
      paragraphs: [
        `Il webhook ${vars.url} di ${ctx.tenantName} è stato disattivato: da un giorno ogni invio non riesce.`,
        vars.reason,
        'Gli eventi nel frattempo non gli vengono inviati. Controlla il ricevitore, poi riattivalo dalla console (Webhook) e invia di nuovo dal registro gli eventi persi.',
      ],
      cta: { label: 'Apri i webhook nella console', link: vars.link },
      footer: 'Ricevi questa email perché sei il referente dell’iniziativa.',
    }),
  contactCopy: (vars, ctx) =>
    layout(ctx, {
      subject: `${ctx.tenantName}: abbiamo ricevuto la tua richiesta`,
      greet: vars,
      paragraphs: [
        'abbiamo ricevuto il tuo messaggio e ti risponderemo al più presto. Eccone una copia:',
        `Argomento: ${vars.topic}`,
        ...(vars.orderNumber ? [`Ordine: ${vars.orderNumber}`] : []),
        vars.message,
      ],
      cta: { label: 'Scrivici ancora', link: vars.link },
      footer: 'Questa è una copia automatica: non rispondere a questa email.',
    }),
  contactReply: (vars, ctx) =>
    layout(ctx, {
      subject: `${ctx.tenantName}: risposta alla tua richiesta (${vars.topic})`,
      greet: vars,
      paragraphs: [
        ...paragraphsOf(vars.reply),
        'La tua richiesta:',
        `Argomento: ${vars.topic}`,
        ...(vars.orderNumber ? [`Ordine: ${vars.orderNumber}`] : []),
        vars.message,
      ],
      cta: { label: 'Le tue richieste', link: vars.link },
      footer: 'Trovi questa risposta anche nella pagina Contatti del portale, con le tue richieste.',
    }),
  pointsExpiry: (vars, ctx) =>
    layout(ctx, {
      subject: `${ctx.tenantName}: hai punti in scadenza`,
      greet: vars,
      paragraphs: [
        'alcuni dei tuoi punti stanno per scadere. Usali per richiedere un premio prima della scadenza:',
        ...vars.lots.map((l) => `• ${points(l.points)}: utilizzabili fino al ${l.lastDay}`),
        'I punti si usano dai più vecchi: ogni premio che richiedi consuma per primi quelli in scadenza.',
      ],
      cta: { label: 'Vedi i tuoi punti', link: vars.link },
      footer: 'Trovi le scadenze dei tuoi punti nella pagina dei punti del portale.',
    }),
  notification: (vars, ctx) =>
    layout(ctx, {
      subject: `${ctx.tenantName}: ${vars.title}`,
      greet: vars,
      paragraphs: [...vars.paragraphs],
      cta: { label: 'Vedi le tue notifiche', link: vars.link },
      footer: 'Trovi questo messaggio anche tra le notifiche del portale.',
    }),
  activation: (vars, ctx) =>
    layout(ctx, {
      subject: `${ctx.tenantName}: conferma la tua registrazione`,
      greet: vars,
      paragraphs: [
        `grazie per aver completato la registrazione a ${ctx.tenantName}.`,
        'Per attivare il tuo account clicca sul link qui sotto (valido 72 ore).',
      ],
      cta: { label: 'Attiva il tuo account', link: vars.link },
      footer: 'Se non hai richiesto tu la registrazione, ignora questa email.',
    }),
  reset: (vars, ctx) =>
    layout(ctx, {
      subject: `${ctx.tenantName}: reimposta la password`,
      greet: vars,
      paragraphs: [
        `abbiamo ricevuto una richiesta di reimpostazione della password per il tuo account ${ctx.tenantName}.`,
        'Per scegliere una nuova password clicca sul link qui sotto (valido 1 ora, utilizzabile una sola volta).',
      ],
      cta: { label: 'Reimposta la password', link: vars.link },
      footer: 'Se non hai richiesto tu il cambio password, ignora questa email: la tua password resta invariata.',
    }),
};

export function renderMail<K extends MailKind>(kind: K, vars: MailVars[K], ctx: MailContext): RenderedMail {
  return (TEMPLATES[kind] as Template<K>)(vars, ctx);
}
