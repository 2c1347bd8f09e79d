import type { ResolvedMenuLink, ResolvedTenantConfig } from '../../shared/tenant-config.js';

/** Static menu links for this visitor: `auth` any / loggedIn / loggedOut. Order is the config's. */
export function visibleMenuLinks(links: readonly ResolvedMenuLink[], loggedIn: boolean): ResolvedMenuLink[] {
  return links.filter((link) => link.auth === 'any' || (link.auth === 'loggedIn') === loggedIn);
}

/** External links (https://…) open in a new tab; portal paths stay in the app. */
export function isExternal(url: string): boolean {
  return /^https:\/\//i.test(url);
}

/** The REGOLAMENTO link: the tenant's rules document, else the spec's default file. */
export function rulesUrl(config: Pick<ResolvedTenantConfig, 'footer'>): string {
  const docs = config.footer.documents;
  const rules = docs.find((doc) => doc.id === 'rules') ?? docs.find((doc) => doc.file.toLowerCase() === 'regolamento.pdf');
  return rules?.url ?? '/app/pdf/regolamento.pdf';
}
