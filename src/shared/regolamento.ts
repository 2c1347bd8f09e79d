import type { ResolvedTenantConfig } from './tenant-config.js';

/**
 * The regolamento's addresses. /regolamento always opens the version in force (the server's page:
 * the PDF itself, or the rich text), /regolamento/<n> an earlier one; a tenant with no version
 * published yet is sent on to its folder's (or uploaded) rules document, so the link works from
 * the first day.
 */
export const REGOLAMENTO_PATH = '/regolamento';

/** The 403 `code` of a call refused until the customer accepts the version in force. */
export const REGOLAMENTO_PENDING_CODE = 'regolamento_da_accettare';

type Documents = Pick<ResolvedTenantConfig, 'footer'>['footer']['documents'];

/** The footer document that is the programme's rules: id `rules`, else a file named regolamento.pdf. */
export function rulesDocumentOf(documents: Documents): Documents[number] | undefined {
  return documents.find((doc) => doc.id === 'rules') ?? documents.find((doc) => doc.file.toLowerCase() === 'regolamento.pdf');
}

/** The tenant's rules file (before any version is published): its document, else the portal's default regolamento.pdf. */
export function rulesFileUrl(config: Pick<ResolvedTenantConfig, 'footer'>): string {
  return rulesDocumentOf(config.footer.documents)?.url ?? '/app/pdf/regolamento.pdf';
}
