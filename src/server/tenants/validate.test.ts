import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../paths.js';
import { checkTenantText, formatProblem, parseTenantJson, validateTenantFile } from './validate.js';

const demoText = readFileSync(path.join(PROJECT_ROOT, 'tenants/demo/tenant.json'), 'utf8');
const demo = () => JSON.parse(demoText) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

describe('validateTenantFile', () => {
  it.each(['demo', 'aurora'])('accepts the %s tenant of the repository', (alias) => {
    const json: unknown = JSON.parse(readFileSync(path.join(PROJECT_ROOT, `tenants/${alias}/tenant.json`), 'utf8'));
    expect(validateTenantFile(json)).toEqual([]);
  });

  it('points at a wrong value with its JSON pointer', () => {
    const file = demo();
    file.theme.colors.primary = 'blue';
    expect(validateTenantFile(file)).toEqual([{ pointer: '/theme/colors/primary', message: 'must match pattern "^#[0-9a-fA-F]{6}$"' }]);
  });

  it('points at unknown and missing keys themselves', () => {
    const file = demo();
    file.theme.colours = {};
    delete file.features.ownLogin.active;
    expect(validateTenantFile(file).map((p) => p.pointer).sort()).toEqual(['/features/ownLogin/active', '/theme/colours']);
  });

  it('reports every problem at once', () => {
    const file = demo();
    file.name = '';
    file.lang = 'ita';
    file.menu.links.news.url = 'ftp://x';
    expect(validateTenantFile(file)).toHaveLength(3);
  });

  it('reports a removable entry (null or object) by its real problem only', () => {
    const file = demo();
    file.menu.links.news = { label: 'News' };
    expect(validateTenantFile(file)).toEqual([{ pointer: '/menu/links/news/url', message: 'is required' }]);
  });

  it('checks what the schema cannot: a new route needs path and screen', () => {
    const file = demo();
    file.routes = { extra: { screen: 'Extra' } };
    expect(validateTenantFile(file)).toEqual([{ pointer: '/routes/extra', message: expect.stringContaining('path') }]);
  });
});

describe('parseTenantJson', () => {
  it('locates a syntax error by line and column', () => {
    const result = parseTenantJson('{\n  "name": "x",\n  "hosts" []\n}');
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.problem.message).toMatch(/^invalid JSON at line 3, column 11: /);
  });
});

describe('checkTenantText + formatProblem', () => {
  it('formats problems as file: pointer: reason', () => {
    const { problems } = checkTenantText(demoText.replace('"#1d4ed8"', '"#12"'));
    expect(problems.map((p) => formatProblem('tenants/demo/tenant.json', p))).toEqual([
      'tenants/demo/tenant.json: /theme/colors/primary: must match pattern "^#[0-9a-fA-F]{6}$"',
    ]);
  });
});

describe('parseTenantJson positions', () => {
  it.each([
    ['{"a": 1,}', 1, 9, 'unexpected character "}"'],
    ['{\n  "a": tru\n}', 2, 8, 'unexpected character "t"'],
    ['{"a": "x\n"}', 1, 9, 'unexpected character "\\n"'],
    ['{"a": [1, 2', 1, 12, 'unexpected end of file'],
    ['{"a": 1} x', 1, 10, 'unexpected character "x"'],
    ['{"a": truee}', 1, 11, 'unexpected character "e"'],
    ['{null: 1}', 1, 2, 'unexpected character "n"'],
    ['{"a": "x"" }', 1, 10, 'unexpected character "\\""'],
    ['{"a": "C:\\Users"}', 1, 11, 'unexpected character "U"'],
    ['{"a": "x\ty\n"}', 1, 9, 'unexpected character "\\t"'],
    ['{"a": 1.}', 1, 8, 'unexpected character "."'],
  ])('%j → line %i, column %i', (text, line, column, reason) => {
    const result = parseTenantJson(text);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.problem.message).toBe(`invalid JSON at line ${line}, column ${column}: ${reason}`);
  });

  it('accepts what JSON.parse accepts', () => {
    expect(parseTenantJson('{"a": [1, -2.5e3, true, false, null, "\\u00e8\\n"], "b": {}}').ok).toBe(true);
  });
});
