import type { ValidationStatus } from './types/generated/api/staff-validations.js';

/** A prize validation's status in Italian: the console's badges and the audit log's sentences. */
export const VALIDATION_STATUS_LABELS: Record<ValidationStatus, string> = {
  pending: 'Da verificare',
  approved: 'Approvata',
  rejected: 'Rifiutata',
};
