/**
 * Secrets a tenant file may name. A tenant file (or an operator's override of it) names the
 * environment variable that holds, say, its sign-in provider's client secret; the server reads
 * only variables under the tenant's own prefix, `PREMIA_SECRET_<ALIAS>_<NAME>`, so no tenant
 * setting can make it send the server's own secrets (JWT_SECRET, DATABASE_URL, SMTP_URL…) or
 * another tenant's anywhere.
 */
export const SECRET_PREFIX = 'PREMIA_SECRET_';

/** `acme-2026` → `PREMIA_SECRET_ACME_2026_`. */
export function tenantSecretPrefix(alias: string): string {
  return `${SECRET_PREFIX}${alias.toUpperCase().replace(/[^A-Z0-9]/g, '_')}_`;
}

/** Why `name` may not hold one of the tenant's secrets, or null when it may. */
export function secretNameProblem(alias: string, name: string): string | null {
  const prefix = tenantSecretPrefix(alias);
  if (!name.startsWith(prefix) || name.length === prefix.length || !/^[A-Z0-9_]+$/.test(name))
    return `names an environment variable the server does not read secrets from: use ${prefix}<NAME>`;
  return null;
}

export class SecretNameError extends Error {}

/** The secret the tenant names, undefined when the variable is unset; a name outside its prefix throws. */
export function tenantSecret(alias: string, name: string, env: NodeJS.ProcessEnv = process.env): string | undefined {
  const problem = secretNameProblem(alias, name);
  if (problem) throw new SecretNameError(`${name} ${problem}`);
  return env[name];
}
