import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveTenantConfig } from '../../../shared/tenant-config.js';
import type { TenantFile } from '../../../shared/types/generated/tenant.js';
import { PROJECT_ROOT } from '../../paths.js';
import { profileChanges, profileFieldsOf } from './profile.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const aurora = (): any => JSON.parse(readFileSync(path.join(PROJECT_ROOT, 'tenants', 'aurora', 'tenant.json'), 'utf8'));

describe('extra signup fields on the profile (server side)', () => {
  it('are profile fields, read-only unless the tenant makes them editable', () => {
    const file = aurora();
    const config = resolveTenantConfig('aurora', file as TenantFile);
    expect(profileFieldsOf(config)['codice_fiscale']).toEqual({ label: 'Codice fiscale', disabled: true });
    expect(profileChanges(config, { codice_fiscale: 'ALTRO' }, { codice_fiscale: 'RSSRTI80A41H501Z' }).extras).toEqual({});

    file.profile.fields.codice_fiscale = { label: 'Codice fiscale', disabled: false };
    const editable = resolveTenantConfig('aurora', file as TenantFile);
    expect(profileChanges(editable, { codice_fiscale: 'NRELCU80E04H501X' }, {}).extras).toEqual({ codice_fiscale: 'NRELCU80E04H501X' });
  });
});
