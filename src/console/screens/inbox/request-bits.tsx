import type { RequestSummary } from '../../../shared/types/generated/api/staff-inbox.js';
import { Badge } from '../../../ui/cards.js';

/** "Marco Bianchi (DEMO0001)", or the code alone. */
export function customerName(customer: RequestSummary['customer']): string {
  const name = [customer.firstname, customer.lastname].filter(Boolean).join(' ');
  return name ? `${name} (${customer.username})` : customer.username;
}

/** Chiusa, Risposta inviata or Da rispondere: what the next person needs to know first. */
export function RequestState({ request }: { request: Pick<RequestSummary, 'status' | 'repliedAt'> }) {
  if (request.status === 'closed') return <Badge $tone="neutral">Chiusa</Badge>;
  return request.repliedAt ? <Badge $tone="success">Risposta inviata</Badge> : <Badge $tone="error">Da rispondere</Badge>;
}
