import { formatSchemaErrors } from './tenant-errors.js';

describe('formatSchemaErrors', () => {
  it('writes one Italian line per error with the file and JSON pointer', () => {
    expect(
      formatSchemaErrors('tenants/acme/tenant.json', [
        { instancePath: '', keyword: 'required', params: { missingProperty: 'name' } },
        { instancePath: '/menu/links/x/auth', keyword: 'enum', params: { allowedValues: ['any', 'loggedIn'] } },
        { instancePath: '/footer/year', keyword: 'maximum', params: { limit: 2100 } },
      ]),
    ).toEqual([
      'tenants/acme/tenant.json: /: manca la proprietà obbligatoria "name"',
      'tenants/acme/tenant.json: /menu/links/x/auth: deve essere uno fra "any", "loggedIn"',
      'tenants/acme/tenant.json: /footer/year: deve essere minore o uguale a 2100',
    ]);
  });

  it('counts characters and items in Italian: one in the singular', () => {
    expect(
      formatSchemaErrors('f.json', [
        { instancePath: '/name', keyword: 'minLength', params: { limit: 1 } },
        { instancePath: '/code', keyword: 'maxLength', params: { limit: 1 } },
        { instancePath: '/hosts', keyword: 'minItems', params: { limit: 1 } },
        { instancePath: '/brand/alt', keyword: 'maxLength', params: { limit: 120 } },
      ]),
    ).toEqual([
      'f.json: /name: deve contenere almeno 1 carattere',
      'f.json: /code: deve contenere al massimo 1 carattere',
      'f.json: /hosts: deve contenere almeno 1 elemento',
      'f.json: /brand/alt: deve contenere al massimo 120 caratteri',
    ]);
  });

  it("falls back to ajv's own message, then to the keyword", () => {
    expect(
      formatSchemaErrors('f.json', [
        { instancePath: '/a', keyword: 'if', params: {}, message: 'must match "then" schema' },
        { instancePath: '/b', keyword: 'dependencies', params: {} },
      ]),
    ).toEqual(['f.json: /a: must match "then" schema', 'f.json: /b: non valido (dependencies)']);
  });
});
