import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runSet } from '../../../scripts/tenant/set.js';
import { createTestCli, type TestCli } from '../../../scripts/tenant/test-context.js';
import { runValidate } from '../../../scripts/tenant/validate.js';
import { effectiveForms } from '../../shared/forms/effective-forms.js';
import { resolveTenantConfig } from '../../shared/tenant-config.js';
import type { TenantFile } from '../../shared/types/generated/tenant.js';
import { PROJECT_ROOT } from '../paths.js';
import { checkFeatureNeeds } from './feature-needs.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const load = (alias: string): any => JSON.parse(readFileSync(path.join(PROJECT_ROOT, 'tenants', alias, 'tenant.json'), 'utf8'));

describe('checkFeatureNeeds', () => {
  it.each(['demo', 'aurora'])('finds every need of the %s tenant met', (alias) => {
    expect(checkFeatureNeeds(load(alias) as TenantFile)).toEqual([]);
  });

  it('refuses the adult check on a signup form without a date of birth, naming the feature, the field and how to add it', () => {
    const file = load('demo');
    file.features.ownLogin.adult = true;
    const [problem, ...rest] = checkFeatureNeeds(file as TenantFile);
    expect(rest).toEqual([]);
    expect(problem?.pointer).toBe('/features/ownLogin/adult');
    expect(problem?.message).toContain('features.ownLogin.adult needs the field "date_of_birth" in forms.signup');
    expect(problem?.message).toContain('"date_of_birth": {"type":"string","format":"date","title":"Data di nascita","minAgeYears":18}');
    expect(problem?.message).toContain('/forms/signup/schema/required');
  });

  it('refuses the adult check when the date of birth is optional, and accepts it once required', () => {
    const file = load('aurora');
    file.forms.signup.schema.required = file.forms.signup.schema.required.filter((f: string) => f !== 'date_of_birth');
    expect(checkFeatureNeeds(file as TenantFile)[0]?.message).toContain('needs "date_of_birth" required in forms.signup');
    file.features.ownLogin.adult = false;
    expect(checkFeatureNeeds(file as TenantFile)).toEqual([]);
  });

  it('refuses fieldsRequired naming a field the signup form lacks', () => {
    const file = load('demo');
    file.features.ownLogin.fieldsRequired = ['company', 'shop_code'];
    expect(checkFeatureNeeds(file as TenantFile)).toEqual([
      {
        pointer: '/features/ownLogin/fieldsRequired/1',
        message: '"shop_code" is not a field of forms.signup: add it to /forms/signup/schema/properties or remove it from fieldsRequired',
      },
    ]);
  });

  it('refuses a reachable screen whose form is missing, and accepts it once the route is off', () => {
    const file = load('demo');
    delete file.forms.formWin;
    expect(checkFeatureNeeds(file as TenantFile)).toEqual([
      {
        pointer: '/routes/formWin',
        message:
          'the route "formWin" (/form-win (switched on by features.prizeValidation)) shows the form "formWin", which the tenant lacks: add forms.formWin (tenants/demo/tenant.json has one to copy) or switch the route off with "enabled": false',
      },
    ]);
    file.features.prizeValidation = false;
    expect(checkFeatureNeeds(file as TenantFile)).toEqual([]);
  });
});

describe('feature-required signup fields in the forms both sides validate', () => {
  it('makes fieldsRequired and, with the adult check, the date of birth required in signup', () => {
    const file = load('aurora');
    file.forms.signup.schema.required = file.forms.signup.schema.required.filter((f: string) => f !== 'date_of_birth' && f !== 'codice_fiscale');
    file.features.ownLogin.fieldsRequired = ['codice_fiscale'];
    const required = effectiveForms(resolveTenantConfig('aurora', file as TenantFile)).signup?.schema['required'] as string[];
    expect(required).toEqual(expect.arrayContaining(['codice_fiscale', 'date_of_birth']));
  });
});

describe('tenant validate and tenant set refuse a feature whose need is not met', { timeout: 30_000 }, () => {
  let cli: TestCli;
  beforeEach(async () => {
    cli = await createTestCli();
  });
  afterEach(() => cli.dispose());

  it('set demo features.ownLogin.adult true is refused with the reason, nothing stored', async () => {
    expect(await runSet(['demo', 'features.ownLogin.adult', 'true'], cli)).toBe(1);
    expect(cli.stderr.join('\n')).toContain('/features/ownLogin/adult: features.ownLogin.adult needs the field "date_of_birth" in forms.signup');
    expect(cli.stderr.at(-1)).toBe('nothing was changed');
  });

  it('validate reports the same for a file that switches it on', async () => {
    const file = path.join(cli.tenantsDir, 'demo', 'tenant.json');
    const json = JSON.parse(readFileSync(file, 'utf8'));
    json.features.ownLogin.adult = true;
    const { writeFile } = await import('node:fs/promises');
    await writeFile(file, JSON.stringify(json));
    expect(await runValidate([file], cli)).toBe(1);
    expect(cli.stderr.join('\n')).toContain('/features/ownLogin/adult: features.ownLogin.adult needs the field "date_of_birth"');
  });
});
