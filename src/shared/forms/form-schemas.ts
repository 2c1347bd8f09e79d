import { schemaParser, type RJSFSchema } from '@rjsf/utils';

/**
 * Every schema RJSF may validate while it renders `root`, keyed as its precompiled validator
 * looks them up (`$id` or hashForSchema). RJSF's schemaParser records the schemas a form asks
 * about, but from a `oneOf`/`anyOf` it walks only the options' parent: the fields inside an
 * option (an earning rule's period, itself a choice) are never parsed, and choosing that option
 * in the browser asks for a validator nobody compiled. Each option is therefore parsed as well,
 * as the form it renders. An option's local `$ref`s must be written out first (it is parsed
 * without its root's definitions): one left makes this throw rather than miss a schema.
 */
export function formSchemas(root: RJSFSchema): RJSFSchema[] {
  const found: Record<string, RJSFSchema> = { ...schemaParser(root) };
  const parsed = new Set<string>();
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (node === null || typeof node !== 'object') return;
    const schema = node as Record<string, unknown>;
    for (const choices of [schema.oneOf, schema.anyOf]) {
      if (!Array.isArray(choices)) continue;
      for (const option of choices) {
        if (option === null || typeof option !== 'object') continue;
        const text = JSON.stringify(option);
        if (parsed.has(text)) continue;
        parsed.add(text);
        if (text.includes('"$ref"')) throw new Error(`scelta del modulo con $ref non risolto: ${text.slice(0, 200)}`);
        for (const [key, sub] of Object.entries(schemaParser(option as RJSFSchema))) found[key] ??= sub;
      }
    }
    Object.values(schema).forEach(visit);
  };
  visit(root);
  return Object.values(found);
}
