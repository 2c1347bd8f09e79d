import type { TenantFile } from '../../shared/types/generated/tenant.js';
import type { Problem } from './validate.js';

/**
 * A warning, not an error, when a tenant file names no operator for contact requests and the
 * environment has no OPERATOR_EMAIL either: the portal still works and keeps every request in the
 * console's inbox, but nobody is mailed about one. The console may set the address as a live
 * override, which a check of the file alone cannot see: the message says where it can be set.
 */
export function operatorAddressWarning(file: Pick<TenantFile, 'contact'>, envOperatorEmail: string | undefined): Problem | null {
  if (file.contact?.operatorEmail || envOperatorEmail) return null;
  return {
    pointer: '/contact/operatorEmail',
    severity: 'warning',
    message:
      'no address is mailed the contact requests: set contact.operatorEmail (here, or in the console under Impostazioni → Richieste di contatto) or the OPERATOR_EMAIL environment variable; until then requests reach only the console inbox (Richieste)',
  };
}
