import { readFileSync } from 'node:fs';
import { copyFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TenantFile } from '../../shared/types/generated/tenant.js';
import { PROJECT_ROOT } from '../paths.js';
import { copyTenants, removeDir } from '../test/build-app.js';
import { contrastRatio } from '../../shared/color-contrast.js';
import { checkContrast } from './contrast.js';
import { checkFormSchemas } from './form-schemas.js';
import { checkTenantSemantics, isError } from './semantic.js';

const load = (alias: string) => JSON.parse(readFileSync(path.join(PROJECT_ROOT, 'tenants', alias, 'tenant.json'), 'utf8')) as TenantFile;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const demo = () => load('demo') as any;

let dir: string;
beforeAll(async () => {
  dir = await copyTenants();
});
afterAll(() => removeDir(dir));
const check = (file: unknown) => checkTenantSemantics(path.join(dir, 'demo'), file as TenantFile);

describe('checkTenantSemantics', () => {
  it.each(['demo', 'aurora'])('finds nothing wrong with the %s tenant', async (alias) => {
    expect(await checkTenantSemantics(path.join(PROJECT_ROOT, 'tenants', alias), load(alias))).toEqual([]);
  });

  it('refuses a route naming an unknown screen', async () => {
    const file = demo();
    file.routes = { news: { screen: 'NewsLst' } };
    expect(await check(file)).toEqual([{ pointer: '/routes/news/screen', message: 'unknown screen "NewsLst" (see src/shared/screen-names.ts)' }]);
  });

  it('refuses a time zone that is not an IANA name, and takes a real one', async () => {
    const file = demo();
    file.timeZone = 'Europe/Roma';
    expect(await check(file)).toEqual([
      { pointer: '/timeZone', message: '"Europe/Roma" non è un fuso orario IANA conosciuto (per esempio "Europe/Rome")' },
    ]);
    file.timeZone = 'America/New_York';
    expect(await check(file)).toEqual([]);
  });

  it('refuses a VAT number field without the partita-iva format, which the server checks it by', async () => {
    const file = demo();
    file.forms.signup.schema.properties.vatcode = { type: 'string', title: 'Partita IVA', pattern: '^[0-9]{11}$' };
    expect(await check(file)).toEqual([
      { pointer: '/forms/signup/schema/properties/vatcode', message: 'declare "format": "partita-iva", the rule the server checks it by' },
    ]);
  });

  it('refuses a menu link to a path no route serves, and accepts links to routes that are switched off (the menu hides them)', async () => {
    const file = demo();
    file.menu.links.news.url = '/notizie';
    file.routes = { advantagesAlias: { enabled: false } };
    file.features.pointsCatalogue = false;
    file.menu.links.detail = { label: 'Una news', url: '/news/12?x=1' };
    expect(await check(file)).toEqual([{ pointer: '/menu/links/news/url', message: '"/notizie" is not a path of any route' }]);
  });

  it('refuses a missing logo, favicon and font stylesheet', async () => {
    const file = demo();
    file.brand.logo = 'nope.svg';
    file.brand.favicon = 'img/favicon.png';
    file.theme.fonts.source = 'fonts/missing.css';
    expect((await check(file)).map((p) => `${p.pointer} ${p.message}`)).toEqual([
      '/brand/favicon file not found: img/favicon.png',
      '/brand/logo file not found: nope.svg',
      '/theme/fonts/source file not found: fonts/missing.css',
    ]);
  });

  it('refuses a document found nowhere, and only warns when the generic one of the same name exists', async () => {
    await rm(path.join(dir, 'demo', 'pdf', 'regolamento.pdf'));
    const file = demo();
    file.footer.documents.extra = { label: 'Extra', file: 'extra.pdf' };
    const problems = await check(file);
    expect(problems.filter(isError)).toEqual([{ pointer: '/footer/documents/extra/file', message: 'file not found: pdf/extra.pdf' }]);
    expect(problems.filter((p) => !isError(p)).map((p) => p.pointer)).toEqual(['/footer/documents/rules/file']);
    await copyFile(path.join(PROJECT_ROOT, 'tenants/demo/pdf/regolamento.pdf'), path.join(dir, 'demo', 'pdf', 'regolamento.pdf'));
  });

  it('refuses text keys the portal does not have, and empty texts', async () => {
    const file = demo();
    file.texts = { it: { 'login.title': 'Ciao', 'login.titel': 'Ciao', 'common.close': ' ', 'common.points': 'gettoni' } };
    expect(await check(file)).toEqual([
      { pointer: '/texts/it/common.close', message: 'the text is empty' },
      {
        pointer: '/texts/it/common.points',
        message: 'unknown text key "common.points": this text has plural forms, write common.points_one, common.points_many, common.points_other',
      },
      {
        pointer: '/texts/it/login.titel',
        message:
          'unknown text key "login.titel": the portal reads no text by that name (the keys are those of public/locales/it/translation.json)',
      },
    ]);
  });

  it('refuses a key the portal does not read, though an earlier file listed it', async () => {
    const file = demo();
    file.texts = { it: { 'validation.required': 'Obbligatorio', 'login.title': 'Benvenuto' } };
    expect((await check(file)).map((p) => p.pointer)).toEqual(['/texts/it/validation.required']);
  });

  it('refuses a language without translations', async () => {
    const file = demo();
    file.langs = ['it', 'xx'];
    expect(await check(file)).toEqual([{ pointer: '/langs/1', message: 'no translations for language "xx" (public/locales/xx/translation.json)' }]);
  });
});

describe('checkContrast', () => {
  it('computes WCAG contrast ratios', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
  });

  it('names each pair below 4.5:1, at the colour the tenant set', () => {
    const file = demo();
    file.theme.colors.primary = '#7dd3fc'; // light blue under white text
    file.theme.colors.footerText = '#334155';
    file.theme.colors.text = '#9ca3af';
    expect(checkContrast(file).map((p) => p.pointer)).toEqual([
      '/theme/colors/text',
      '/theme/colors/text',
      '/theme/colors/footerText',
      '/theme/colors/primaryContrast',
    ]);
    expect(checkContrast(file)[3]!.message).toMatch(/^contrast of primaryContrast #ffffff on primary #7dd3fc is 1\.\d\d:1, below the 4\.5:1 of WCAG AA$/);
  });

  it('checks a pair against the defaults when the tenant sets one side only', () => {
    expect(checkContrast({ ...demo(), theme: { colors: { headerBackground: '#374151' } } })).toHaveLength(1);
    expect(checkContrast({ ...demo(), theme: {} })).toEqual([]);
  });
});

describe('checkFormSchemas', () => {
  it('accepts draft-07 schemas with formats and $data', () => {
    const schema = {
      type: 'object',
      properties: { email: { type: 'string', format: 'email' }, repeatemail: { const: { $data: '1/email' } } },
    };
    expect(checkFormSchemas({ signup: { schema } } as never)).toEqual([]);
  });

  it('refuses a schema that does not compile, and an unknown format', () => {
    const problems = checkFormSchemas({
      signup: { schema: { type: 'object', properties: { zipcode: { type: 'strin' } } } },
      contact: { schema: { type: 'object', properties: { phone: { type: 'string', format: 'telephone' } } } },
    } as never);
    expect(problems.map((p) => p.pointer)).toEqual(['/forms/signup/schema', '/forms/contact/schema']);
    expect(problems[0]!.message).toMatch(/^the form schema does not compile: /);
    expect(problems[1]!.message).toContain('unknown format "telephone"');
  });
});
