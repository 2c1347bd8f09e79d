import { describe, expect, it } from 'vitest';
import { secretNameProblem, tenantSecret, tenantSecretPrefix } from './tenant-secrets.js';

describe('tenant secrets', () => {
  it('are read from the tenant’s own prefix only', () => {
    expect(tenantSecretPrefix('acme-2026')).toBe('PREMIA_SECRET_ACME_2026_');
    const env = { PREMIA_SECRET_ACME_IDP: 's3cret', JWT_SECRET: 'server key', PREMIA_SECRET_OTHER_IDP: 'theirs' };
    expect(tenantSecret('acme', 'PREMIA_SECRET_ACME_IDP', env)).toBe('s3cret');
    expect(tenantSecret('acme', 'PREMIA_SECRET_ACME_MISSING', env)).toBeUndefined();
    for (const name of [
      'JWT_SECRET',
      'DATABASE_URL',
      'SMTP_URL',
      'PREMIA_SECRET_OTHER_IDP',
      'PREMIA_SECRET_ACME_',
      'PREMIA_SECRET_ACME_idp',
    ])
      expect(() => tenantSecret('acme', name, env)).toThrow(/PREMIA_SECRET_ACME_<NAME>/);
    expect(secretNameProblem('acme', 'PREMIA_SECRET_ACME_IDP')).toBeNull();
  });
});
