import type { EventName } from './types/generated/api/staff-webhooks.js';

export type WebhookEventName = EventName;

/**
 * The events a webhook endpoint may subscribe to, in the console's order, with what the
 * operator reads beside each box. The names are pinned: partners' receivers switch on them.
 */
export const WEBHOOK_EVENTS: readonly { name: WebhookEventName; label: string }[] = [
  { name: 'order.created', label: 'Nuovo ordine di un cliente' },
  { name: 'order.status_changed', label: 'Stato di un ordine cambiato' },
  { name: 'customer.activated', label: 'Cliente attivato' },
  { name: 'points.credited', label: 'Punti accreditati' },
  { name: 'points.debited', label: 'Punti addebitati' },
  { name: 'validation.approved', label: 'Convalida premio approvata' },
  { name: 'validation.rejected', label: 'Convalida premio rifiutata' },
  { name: 'contact.received', label: 'Richiesta di contatto ricevuta' },
];

/** The test event the console's "Invia evento di prova" sends; no endpoint subscribes to it. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';

export const webhookEventLabel = (name: string): string =>
  WEBHOOK_EVENTS.find((e) => e.name === name)?.label ?? (name === WEBHOOK_TEST_EVENT ? 'Evento di prova' : name);
