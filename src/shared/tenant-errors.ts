import { countedTexts } from './counted.js';

/**
 * Plain Italian messages for ajv errors of the tenant file, so every consumer (browser, CLI, server)
 * can print `tenants/acme/tenant.json: /theme/colors/primary: deve rispettare il formato ...`.
 * Works on error objects without `message` (the browser validator is generated with messages off).
 */
export interface SchemaErrorLike {
  instancePath: string;
  keyword: string;
  params: Record<string, unknown>;
  message?: string;
}

const say = countedTexts({
  atLeastChars: { one: 'deve contenere almeno {{n}} carattere', other: 'deve contenere almeno {{n}} caratteri' },
  atMostChars: { one: 'deve contenere al massimo {{n}} carattere', other: 'deve contenere al massimo {{n}} caratteri' },
  atLeastItems: { one: 'deve contenere almeno {{n}} elemento', other: 'deve contenere almeno {{n}} elementi' },
});

const describe: Record<string, (p: Record<string, unknown>) => string> = {
  required: (p) => `manca la proprietà obbligatoria "${String(p.missingProperty)}"`,
  additionalProperties: (p) => `proprietà non ammessa "${String(p.additionalProperty)}"`,
  type: (p) => `deve essere di tipo ${String(p.type)}`,
  pattern: (p) => `non rispetta il formato ${String(p.pattern)}`,
  format: (p) => `non è un valore valido di formato "${String(p.format)}"`,
  enum: (p) => `deve essere uno fra ${(p.allowedValues as unknown[] | undefined)?.map((v) => JSON.stringify(v)).join(', ') ?? '?'}`,
  const: (p) => `deve valere ${JSON.stringify(p.allowedValue)}`,
  minLength: (p) => say('atLeastChars', Number(p.limit)),
  maxLength: (p) => say('atMostChars', Number(p.limit)),
  minimum: (p) => `deve essere maggiore o uguale a ${String(p.limit)}`,
  maximum: (p) => `deve essere minore o uguale a ${String(p.limit)}`,
  minItems: (p) => say('atLeastItems', Number(p.limit)),
  uniqueItems: (p) => `contiene elementi ripetuti (posizioni ${String(p.j)} e ${String(p.i)})`,
  propertyNames: (p) => `nome di proprietà non valido "${String(p.propertyName)}"`,
  oneOf: () => 'deve corrispondere esattamente a una delle forme ammesse',
};

/** One line per error: `<file>: <json pointer>: <message>`. */
export function formatSchemaErrors(file: string, errors: readonly SchemaErrorLike[]): string[] {
  return errors.map((err) => {
    const text = describe[err.keyword]?.(err.params) ?? err.message ?? `non valido (${err.keyword})`;
    return `${file}: ${err.instancePath || '/'}: ${text}`;
  });
}
