import { webhookEventLabel } from '../webhook-events.js';
import { clauses, field, fromTo, plainValue, quoted } from './audit-values.js';
import type { AuditFacts } from './describe-records.js';

/**
 * The sentences of a tenant's integrations: its webhook endpoints (target: the endpoint's
 * address), as the operator set them up and as the server disabled them.
 */

const eventsText = (events: unknown): string =>
  Array.isArray(events) ? events.map((e) => webhookEventLabel(String(e)).toLowerCase()).join(', ') : plainValue(events);

export const webhookCreate = ({ target, after }: AuditFacts) =>
  `Webhook ${quoted(target)} aggiunto per gli eventi: ${eventsText(field(after, 'events'))}`;

export const webhookUpdate = ({ target, before, after }: AuditFacts) =>
  clauses(
    `Webhook ${quoted(target)} modificato`,
    field(after, 'url') !== undefined && fromTo('indirizzo', field(before, 'url'), field(after, 'url')),
    field(after, 'events') !== undefined && fromTo('eventi', field(before, 'events'), field(after, 'events'), eventsText),
  );

export const webhookDelete = ({ target }: AuditFacts) => `Webhook ${quoted(target)} eliminato con il suo registro degli invii`;
export const webhookRotate = ({ target }: AuditFacts) =>
  `Segreto del webhook ${quoted(target)} sostituito: le firme con il segreto precedente non valgono più`;
export const webhookEnable = ({ target }: AuditFacts) => `Webhook ${quoted(target)} riattivato`;
export const webhookDisable = ({ target, after }: AuditFacts) =>
  `Webhook ${quoted(target)} disattivato dal server dopo ${plainValue(field(after, 'failures'))} tentativi di invio falliti di fila`;
export const webhookRedeliver = ({ target, after }: AuditFacts) => {
  const type = field(after, 'type');
  const event = typeof type === 'string' ? ` ${quoted(webhookEventLabel(type))}` : '';
  return `Evento${event} inviato di nuovo al webhook ${quoted(target)}`;
};
export const webhookTest = ({ target }: AuditFacts) => `Evento di prova inviato al webhook ${quoted(target)}`;
