import { readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestCli, type TestCli } from '../../../scripts/tenant/test-context.js';
import { runValidate } from '../../../scripts/tenant/validate.js';
import { effectiveForms } from '../../shared/forms/effective-forms.js';
import { resolveTenantConfig } from '../../shared/tenant-config.js';
import type { TenantFile } from '../../shared/types/generated/tenant.js';
import { PROJECT_ROOT } from '../paths.js';
import { checkConsents } from './consent-checks.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const load = (alias: string): any => JSON.parse(readFileSync(path.join(PROJECT_ROOT, 'tenants', alias, 'tenant.json'), 'utf8'));
const SIGNUP = '/forms/signup/schema/properties';
const DECLARATION = 'Dichiaro di essere il legale rappresentante dell&#39;azienda o una persona da questi delegata';

describe('checkConsents', () => {
  it.each(['demo', 'aurora'])('accepts the %s tenant, whose representative declaration is not a consent', (alias) => {
    const file = load(alias);
    expect(checkConsents(file as TenantFile)).toEqual([]);
    const signup = file.forms.signup.schema.properties;
    expect(signup.dichiarazione_rappresentante).toMatchObject({ title: DECLARATION });
    expect(signup.dichiarazione_rappresentante).not.toHaveProperty('x-consent');
    expect(Object.keys(file.consents.purposes)).toEqual(['privacy', 'marketing']);
  });

  it('refuses a gdpr_* field that names no purpose: the declaration stored as a profiling consent', () => {
    const file = load('demo');
    // The signup form as it was: the representative declaration under a consent's name.
    file.forms.signup.schema.properties.gdpr_profiling = { type: 'integer', title: DECLARATION, const: 1, default: 0 };
    const problems = checkConsents(file as TenantFile);
    expect(problems.map((p) => p.pointer)).toEqual([`${SIGNUP}/gdpr_profiling`]);
    expect(problems[0]!.message).toContain('"gdpr_profiling" is read as a consent but names no purpose');
    expect(problems[0]!.message).toContain('"x-consent": "<purpose>" with a purpose of /consents/purposes (declared: privacy, marketing)');
  });

  it('refuses a purpose the tenant does not declare, and any purpose when it declares none', () => {
    const file = load('demo');
    file.forms.signup.schema.properties.gdpr_marketing['x-consent'] = 'profiling';
    expect(checkConsents(file as TenantFile)).toEqual([
      {
        pointer: `${SIGNUP}/gdpr_marketing/x-consent`,
        message:
          '"profiling" is not a purpose of /consents/purposes (declared: privacy, marketing): declare it there with its label and text, or name a declared one',
      },
    ]);
    delete file.consents;
    const none = checkConsents(file as TenantFile);
    expect(none.map((p) => p.pointer)).toEqual([`${SIGNUP}/gdpr_privacy/x-consent`, `${SIGNUP}/gdpr_marketing/x-consent`]);
    expect(none[0]!.message).toBe(
      '"privacy" is not a purpose of /consents/purposes (the tenant declares none yet): declare it there with its label and text, or name a declared one',
    );
  });

  it('refuses a consent with its own title, one that is not a tick box, one purpose asked twice, a consent outside signup', () => {
    const file = load('demo');
    const props = file.forms.signup.schema.properties;
    props.gdpr_marketing.title = 'Acconsento';
    props.newsletter = { type: 'string', 'x-consent': 'marketing' };
    file.forms.checkout.schema.properties.gdpr_privacy = { type: 'integer', 'x-consent': 'privacy' };
    expect(checkConsents(file as TenantFile)).toEqual([
      {
        pointer: `${SIGNUP}/gdpr_marketing/title`,
        message:
          "a consent's text is the current version of its purpose in /consents/purposes: remove the title (to change the wording, add a version there)",
      },
      {
        pointer: `${SIGNUP}/newsletter`,
        message: 'a consent is a tick box: give it "type": "integer" with "enum": [0, 1] ("const": 1 when it must be given)',
      },
      {
        pointer: `${SIGNUP}/newsletter/x-consent`,
        message: 'the purpose "marketing" is already asked by "gdpr_marketing" in forms.signup: one tick box per purpose',
      },
      {
        pointer: '/forms/checkout/schema/properties/gdpr_privacy/x-consent',
        message: 'consents are recorded from forms.signup only: a consent asked in forms.checkout would be lost',
      },
    ]);
  });

  it('refuses two wordings of a purpose under one version id', () => {
    const file = load('demo');
    file.consents.purposes.marketing.versions.push({ version: '2025-01', text: 'Acconsento alle comunicazioni' });
    expect(checkConsents(file as TenantFile)).toEqual([
      {
        pointer: '/consents/purposes/marketing/versions/1/version',
        message: 'the version "2025-01" is already declared at /consents/purposes/marketing/versions/0: each wording needs its own id',
      },
    ]);
  });
});

describe('the consent tick box reads its purpose’s current wording', () => {
  it('takes the title from the last version of the purpose, on both sides (effectiveForms)', () => {
    const file = load('demo');
    file.consents.purposes.marketing.versions.push({ version: '2026-01', text: 'Voglio ricevere le offerte del programma' });
    const signup = effectiveForms(resolveTenantConfig('demo', file as TenantFile)).signup!.schema['properties'] as Record<
      string,
      Record<string, unknown>
    >;
    expect(signup['gdpr_marketing']).toMatchObject({ title: 'Voglio ricevere le offerte del programma', 'x-consent': 'marketing' });
    expect(signup['gdpr_privacy']!['title']).toContain('informativa sulla privacy</a> e acconsento al trattamento dei miei dati');
    expect(signup['dichiarazione_rappresentante']!['title']).toBe(DECLARATION);
  });
});

describe('npm run tenant -- validate', { timeout: 30_000 }, () => {
  let cli: TestCli;
  beforeEach(async () => {
    cli = await createTestCli();
  });
  afterEach(() => cli.dispose());

  it('refuses a form whose consent field names no purpose, with the JSON pointer, exit 1', async () => {
    const file = path.join(cli.tenantsDir, 'aurora', 'tenant.json');
    const json = JSON.parse(readFileSync(file, 'utf8'));
    delete json.forms.signup.schema.properties.gdpr_privacy['x-consent'];
    await writeFile(file, JSON.stringify(json));
    expect(await runValidate(['aurora'], cli)).toBe(1);
    expect(cli.stderr.join('\n')).toMatch(
      /aurora\/tenant\.json: \/forms\/signup\/schema\/properties\/gdpr_privacy: "gdpr_privacy" is read as a consent but names no purpose/,
    );
  });
});
