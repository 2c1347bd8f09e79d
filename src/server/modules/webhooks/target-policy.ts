import { isPublicAddress } from '../../security/outbound.js';

/**
 * Where a tenant's webhooks may go. Never to this machine or its private network (loopback,
 * link-local, private, unique-local…: the server must not become a way in to its own database,
 * admin ports or cloud metadata) unless WEBHOOKS_ALLOW_PRIVATE=true, for development and tests
 * against a local receiver; and only https in production, whatever that variable says, so
 * events never cross the internet in clear. The addresses a name resolves to are checked again
 * when each request connects (security/outbound.ts), so DNS cannot lead around the rule.
 */
export interface TargetPolicy {
  allowPrivate: boolean;
  production: boolean;
}

export const targetPolicyOf = (env: NodeJS.ProcessEnv = process.env): TargetPolicy => ({
  allowPrivate: env.WEBHOOKS_ALLOW_PRIVATE === 'true',
  production: env.NODE_ENV === 'production',
});

/** Why the server refuses to send to `url`, in Italian for the console's form; null when it may. */
export function webhookUrlProblem(url: string, policy: TargetPolicy): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return 'Non è un indirizzo web valido (es. https://erp.esempio.it/webhook).';
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return 'L’indirizzo deve iniziare con https://.';
  if (parsed.username || parsed.password) return 'L’indirizzo non può contenere nome utente o password.';
  if (parsed.hash) return 'L’indirizzo non può contenere un frammento (#…).';
  if (parsed.protocol !== 'https:' && (policy.production || !policy.allowPrivate))
    return 'Serve un indirizzo https://: gli eventi non viaggiano in chiaro.';
  if (policy.allowPrivate) return null;
  const host = parsed.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost') || (/^[\d.:a-f]+$/.test(host) && !isPublicAddress(host)))
    return 'L’indirizzo punta a questa macchina o a una rete privata: non è consentito.';
  return null;
}
