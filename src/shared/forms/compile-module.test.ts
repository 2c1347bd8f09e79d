import { describe, expect, it } from 'vitest';
import { schemaParser, type RJSFSchema } from '@rjsf/utils';
import createPrecompiledValidator from '@rjsf/validator-ajv8/lib/createPrecompiledValidator.js';
import { NO_CONTROL_CHARACTERS } from '../control-characters.js';
import { createFormsAjv } from './ajv.js';
import { compileFormValidatorFunctions, compileFormValidators, linkRuntime } from './compile-module.js';
import { exportNameOf, keyOfExportName, validatorsOf } from './module-types.js';
import * as runtime from './runtime.js';
import { importFormModule, TEST_RUNTIME_PATH } from './test-support.js';

/** A form using every keyword of the portal and both of ajv's helpers (equal, ucs2length). */
const everything = {
  $id: 'premia:test:everything',
  type: 'object',
  properties: {
    birth: { type: 'string', format: 'date', minAgeYears: 18 },
    receipt: { type: 'string', format: 'data-url', acceptedTypes: ['.pdf'], maxFileSizeMb: 1 },
    email: { type: 'string', format: 'email', maxLength: 80, [NO_CONTROL_CHARACTERS]: true },
    repeatemail: { type: 'string', const: { $data: '1/email' } },
  },
} as RJSFSchema;

const RUNTIME_FUNCTIONS = ['minAge', 'acceptedTypes', 'maxFileSize', 'noControlCharacters', 'equal', 'ucs2length'] as const;

describe('the forms runtime', () => {
  it("is what the server's ajv calls: the very same functions and formats", () => {
    const ajv = createFormsAjv();
    ajv.compile(everything);
    const called = ajv.scope.get()['func'];
    for (const name of RUNTIME_FUNCTIONS) expect(called).toContain(runtime[name]);
    for (const [name, format] of Object.entries(runtime.FORM_FORMATS)) expect(ajv.formats[name]).toBe(format);
  });

  it('is what the browser module calls, by name, from its one import', () => {
    const code = linkRuntime(compileFormValidators(everything), '/assets/runtime-abc123.js');
    expect(code.match(/^\s*import\s.*$/gm)).toEqual(['import * as premiaFormsRuntime from "/assets/runtime-abc123.js";']);
    for (const name of RUNTIME_FUNCTIONS) expect(code).toContain(`= premiaFormsRuntime.${name};`);
    expect(code).toContain('= premiaFormsRuntime.FORM_FORMATS.email;');
    // No require(), and no function but ajv's validators: no helper travels as source text.
    expect(code).not.toMatch(/\brequire\(/);
    expect(code.match(/\bfunction\s+\w+/g)?.filter((f) => !/^function\s+validate\d+$/.test(f))).toEqual([]);
  });
});

describe('compileFormValidators', () => {
  it('validates in the module as the server does in process', async () => {
    const mod = await importFormModule(linkRuntime(compileFormValidators(everything), TEST_RUNTIME_PATH));
    const inModule = validatorsOf(mod)['premia:test:everything']!;
    const inProcess = createFormsAjv().compile(everything);
    const cases = [
      { birth: '1990-01-01', receipt: 'data:application/pdf;name=a.pdf;base64,QQ==', email: 'a@b.it', repeatemail: 'a@b.it' },
      {
        birth: `${new Date().getFullYear() - 1}-01-01`,
        receipt: 'data:image/png;name=a.png;base64,QQ==',
        email: 'a\u0007@b.it',
        repeatemail: 'x@b.it',
      },
      { receipt: `data:application/pdf;name=a.pdf;base64,${'A'.repeat(1.5 * 1024 * 1024)}`, email: `${'😀'.repeat(79)}@b.it` },
    ];
    expect(cases.map((data) => inProcess(data))).toEqual([true, false, false]);
    for (const data of cases) {
      expect(inModule(data)).toBe(inProcess(data));
      const keywords = (errors: unknown) =>
        (errors as { instancePath: string; keyword: string }[] | null)?.map((e) => `${e.instancePath} ${e.keyword}`);
      expect(keywords((inModule as { errors?: unknown }).errors)).toEqual(keywords(inProcess.errors));
    }
    expect(mod.rootSchema).toEqual(everything);
  });

  it('checks a partita IVA and a codice fiscale in the module by the same rule as the server', async () => {
    const schema: RJSFSchema = {
      $id: 'premia:test:tax-ids',
      type: 'object',
      properties: { vatcode: { type: 'string', format: 'partita-iva' }, cf: { type: 'string', format: 'codice-fiscale' } },
    };
    const code = linkRuntime(compileFormValidators(schema), TEST_RUNTIME_PATH);
    expect(code).toContain('= premiaFormsRuntime.FORM_FORMATS["partita-iva"];');
    const inModule = validatorsOf(await importFormModule(code))['premia:test:tax-ids']!;
    const inProcess = createFormsAjv().compile(schema);
    // 04512340987's check digit is 7 (italian-tax-ids.test.ts works it out); RSSMRA80A01H501's letter is U.
    const cases = [
      { vatcode: 'IT04512340987', cf: 'RSSMRA80A01H501U' },
      { vatcode: '04512340987', cf: '04512340987' },
      { vatcode: 'IT04512340986' },
      { cf: 'RSSMRA80A01H501V' },
    ];
    expect(cases.map((data) => inProcess(data))).toEqual([true, true, false, false]);
    for (const data of cases) expect(inModule(data)).toBe(inProcess(data));
  });

  it('exports a validator for every schema RJSF may validate, under names an ES module allows', async () => {
    // oneOf options are validated by hash ('-3241942b'), which ajv cannot export from ESM as is.
    const schema: RJSFSchema = {
      $id: 'premia:test:choice',
      type: 'object',
      properties: { a: { oneOf: [{ type: 'string', minLength: 2 }, { type: 'number' }] } },
    };
    const mod = await importFormModule(linkRuntime(compileFormValidators(schema), TEST_RUNTIME_PATH));
    const validators = validatorsOf(mod);
    expect(Object.keys(validators).sort()).toEqual(Object.keys(schemaParser(schema)).sort());
    const validator = createPrecompiledValidator(validators, mod.rootSchema);
    expect(validator.isValid({ type: 'number' }, 3, mod.rootSchema)).toBe(true);
    expect(validator.isValid({ type: 'string', minLength: 2 }, 'x', mod.rootSchema)).toBe(false);
    expect(validator.validateFormData({ a: 'ok' }, mod.rootSchema).errors).toEqual([]);
  });
});

describe('compileFormValidatorFunctions', () => {
  it("gives the module's validators as functions of this process, under the same keys and with the same verdicts", async () => {
    const schema: RJSFSchema = {
      $id: 'premia:test:choice',
      type: 'object',
      properties: { a: { oneOf: [{ type: 'string', minLength: 2 }, { type: 'number' }] }, email: { type: 'string', format: 'email' } },
    };
    const mod = await importFormModule(linkRuntime(compileFormValidators(schema), TEST_RUNTIME_PATH));
    const inModule = validatorsOf(mod);
    const inProcess = compileFormValidatorFunctions(schema);
    expect(Object.keys(inProcess).sort()).toEqual(Object.keys(inModule).sort());
    const validator = createPrecompiledValidator(inProcess, schema);
    for (const data of [{ a: 'ok', email: 'a@b.it' }, { a: 'x' }, { a: 3, email: 'nope' }]) {
      expect(validator.validateFormData(data, schema).errors.length).toBe(
        createPrecompiledValidator(inModule, mod.rootSchema).validateFormData(data, mod.rootSchema).errors.length,
      );
    }
    expect(validator.validateFormData({ a: 'x', email: 'nope' }, schema).errors.length).toBeGreaterThan(0);
  });
});

describe('export names', () => {
  it.each(['premia:demo:signup', '-3241942b', '626bc694', 'a_b$c', 'è😀'])('round-trips %j through an identifier', (key) => {
    const name = exportNameOf(key);
    expect(name).toMatch(/^[A-Za-z_$][A-Za-z0-9_$]*$/);
    expect(keyOfExportName(name)).toBe(key);
  });

  it('leaves other exports alone', () => expect(keyOfExportName('rootSchema')).toBeNull());
});
