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
    // NRELCU80E04H501's check letter is J (worked out in registration.test.ts); stored upper case.
    expect(profileChanges(editable, { codice_fiscale: 'nrelcu80e04h501j' }, {}).extras).toEqual({ codice_fiscale: 'NRELCU80E04H501J' });
  });

  it("checks a VAT number and a tax code the customer changes by the registration's rule, and stores them as it does", () => {
    const file = aurora();
    file.profile.fields.codice_fiscale = { label: 'Codice fiscale', disabled: false };
    file.profile.fields.vatcode = { label: 'Partita IVA', disabled: false };
    const config = resolveTenantConfig('aurora', file as TenantFile);
    // The rest of the profile as stored, so that only what is sent is judged.
    const current = {
      ...Object.fromEntries(Object.keys(profileFieldsOf(config)).map((name) => [name, 'Valore'])),
      email: 'rita@example.it',
      phone: '3331234567',
    };
    const refused = profileChanges(config, { vatcode: 'IT04512340986', codice_fiscale: 'NRELCU80E04H501X' }, current);
    expect(refused.errors).toEqual([
      {
        field: 'codice_fiscale',
        message: 'Codice fiscale non valido: 16 lettere e cifre come sulla tessera sanitaria, o le 11 cifre di un’azienda',
      },
      { field: 'vatcode', message: 'Partita IVA non valida: 11 cifre, con o senza IT davanti (controlla che nessuna cifra sia sbagliata)' },
    ]);
    const taken = profileChanges(config, { vatcode: 'IT04512340987' }, current);
    expect(taken.errors).toEqual([]);
    expect(taken.columns).toEqual({ vatcode: '04512340987' });
    // A number stored before the rule, sent back unchanged, does not block the rest of the profile.
    expect(profileChanges(config, { vatcode: '07654320632', firstname: 'Rita' }, { ...current, vatcode: '07654320632' }).errors).toEqual(
      [],
    );
  });
});
