import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import translation from '../../../public/locales/it/translation.json';

/**
 * The Italian file is the list of texts a tenant may replace (`texts.it`, checked by
 * src/server/tenants/semantic.ts against it): so every key in it must be one the portal reads, and
 * every text the portal reads by a fixed key must be in it. The portal's code is read as TypeScript
 * (string literals, not comments), src/app, src/ui and src/shared without tests.
 */

const ROOTS = ['src/app', 'src/ui', 'src/shared'];
const PLURAL = /_(zero|one|two|few|many|other)$/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.(test|e2e)\.tsx?$/.test(entry.name) && !/^test-support\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

interface CodeStrings {
  /** Every string literal (and template without placeholders) of the code. */
  literals: Set<string>;
  /** The fixed start of templates such as `login.retry.${reason}`. */
  prefixes: Set<string>;
  /** First arguments of t('…') / i18n.t('…') / translate('…') given as a literal. */
  keysCalled: Map<string, string>;
}

function readCode(): CodeStrings {
  const found: CodeStrings = { literals: new Set(), prefixes: new Set(), keysCalled: new Map() };
  for (const file of ROOTS.flatMap(sourceFiles)) {
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    const visit = (node: ts.Node): void => {
      if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) found.literals.add(node.text);
      if (ts.isTemplateExpression(node) && node.head.text.includes('.')) found.prefixes.add(node.head.text);
      if (ts.isCallExpression(node)) {
        const callee = ts.isIdentifier(node.expression)
          ? node.expression.text
          : ts.isPropertyAccessExpression(node.expression)
            ? node.expression.name.text
            : '';
        const first = node.arguments[0];
        if ((callee === 't' || callee === 'translate') && first && ts.isStringLiteral(first)) {
          found.keysCalled.set(first.text, `${file}:${source.getLineAndCharacterOfPosition(first.getStart()).line + 1}`);
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}

function flatten(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object') return [prefix];
  return Object.entries(value).flatMap(([k, v]) => flatten(v, prefix ? `${prefix}.${k}` : k));
}

const code = readCode();
const fileKeys = flatten(translation);
const baseKeys = new Set(fileKeys.map((k) => k.replace(PLURAL, '')));

/** Named whole somewhere, or as a template's start plus a literal the code has (`login.retry.${reason}`, reason 'campi'). */
function isRead(base: string): boolean {
  if (code.literals.has(base)) return true;
  return [...code.prefixes].some((prefix) => base.startsWith(prefix) && code.literals.has(base.slice(prefix.length)));
}

describe('public/locales/it/translation.json', () => {
  it('holds only texts the portal reads, so a tenant cannot replace a text that shows nowhere', () => {
    expect([...baseKeys].filter((key) => !isRead(key))).toEqual([]);
  });

  it('holds every text the portal reads by a fixed key, so a tenant can replace each of them', () => {
    const missing = [...code.keysCalled].filter(([key]) => !baseKeys.has(key)).map(([key, where]) => `${key} (${where})`);
    expect(missing).toEqual([]);
  });

  it('gives every plural each form Italian has (one, many, other), so i18next never answers with the bare key', () => {
    const forms = new Intl.PluralRules('it').resolvedOptions().pluralCategories;
    const plurals = new Set(fileKeys.filter((k) => PLURAL.test(k)).map((k) => k.replace(PLURAL, '')));
    const incomplete = [...plurals].flatMap((base) =>
      forms.filter((form) => !fileKeys.includes(`${base}_${form}`)).map((form) => `${base}_${form}`),
    );
    expect(incomplete).toEqual([]);
  });
});
