import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { extraProfileFields, importableExtraFields, signupExtraFields } from './customer-fields.js';
import { effectiveForms } from './forms/effective-forms.js';
import { resolveTenantConfig } from './tenant-config.js';
import type { TenantFile } from './types/generated/tenant.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const load = (alias: string): any => JSON.parse(readFileSync(path.join(process.cwd(), 'tenants', alias, 'tenant.json'), 'utf8'));

describe('extra signup fields', () => {
  it("are the signup form's stored fields without a column, named by their title", () => {
    const declaration = {
      name: 'dichiarazione_rappresentante',
      label: "Dichiaro di essere il legale rappresentante dell'azienda o…",
      tickBox: true,
    };
    expect(signupExtraFields(load('aurora').forms)).toEqual([
      declaration,
      { name: 'codice_fiscale', label: 'Codice fiscale', tickBox: false },
    ]);
    expect(signupExtraFields(load('demo').forms)).toEqual([declaration]);
  });

  it('never include a consent, whatever its name; a declaration is neither imported nor a profile field', () => {
    const file = load('demo');
    file.forms.signup.schema.properties.newsletter = { type: 'integer', enum: [0, 1], 'x-consent': 'marketing' };
    expect(signupExtraFields(file.forms).map((f) => f.name)).toEqual(['dichiarazione_rappresentante']);
    expect(importableExtraFields(file.forms)).toEqual([]);
    expect(extraProfileFields(resolveTenantConfig('demo', file as TenantFile))).toEqual({});
  });

  it.each(['demo', 'aurora'])('an extra field added to %s signup shows on the profile form, read-only, after the others', (alias) => {
    const file = load(alias);
    file.forms.signup.schema.properties.shop_code = { type: 'string', title: 'Codice negozio' };
    const profile = effectiveForms(resolveTenantConfig(alias, file as TenantFile)).profile!;
    const properties = profile.schema['properties'] as Record<string, { title?: string }>;
    expect(properties['shop_code']?.title).toBe('Codice negozio');
    expect(profile.uiSchema['shop_code']).toEqual({ 'ui:disabled': true });
    const order = profile.uiSchema['ui:order'] as string[];
    expect(order.indexOf('shop_code')).toBeGreaterThan(order.indexOf('phone'));
  });

  it('is editable on the profile when the tenant says so', () => {
    const file = load('aurora');
    file.profile.fields.codice_fiscale = { label: 'Codice fiscale', disabled: false };
    const profile = effectiveForms(resolveTenantConfig('aurora', file as TenantFile)).profile!;
    expect(profile.uiSchema['codice_fiscale']).toBeUndefined();
  });
});
