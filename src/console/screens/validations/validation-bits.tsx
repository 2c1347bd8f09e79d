import type { Validation, ValidationStatus } from '../../../shared/types/generated/api/staff-validations.js';
import { Badge } from '../../../ui/cards.js';

import { VALIDATION_STATUS_LABELS as STATUS_LABELS } from '../../../shared/validation-status.js';

export { STATUS_LABELS };
const TONES: Record<ValidationStatus, 'neutral' | 'success' | 'error'> = { pending: 'neutral', approved: 'success', rejected: 'error' };

export function StatusBadge({ status }: { status: ValidationStatus }) {
  return <Badge $tone={TONES[status]}>{STATUS_LABELS[status]}</Badge>;
}

/** "Marco Bianchi (DEMO0001)", or the code alone. */
export function customerName(customer: Validation['customer']): string {
  const name = [customer.firstname, customer.lastname].filter(Boolean).join(' ');
  return name ? `${name} (${customer.username})` : customer.username;
}
