import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { LightMyRequestResponse } from 'fastify';
import type { OpenApiDoc, Operation } from './operations.js';

/**
 * Checks an answer against what the OpenAPI document promises for that operation: a declared
 * status (or range), a declared media type, and a JSON body valid against the declared schema.
 * Returns the breach in words, or null.
 */
export function responseChecker(doc: OpenApiDoc): (op: Operation, res: LightMyRequestResponse) => string | null {
  // strict: false because the document carries OpenAPI words (description, example) beside JSON Schema.
  const ajv = new Ajv({ strict: false, allErrors: false, validateFormats: true });
  addFormats(ajv);
  ajv.addSchema(doc as object, 'openapi');
  const compiled = new Map<string, ValidateFunction>();
  const validatorFor = (pointer: string) => {
    let validate = compiled.get(pointer);
    if (!validate) {
      validate = ajv.compile({ $ref: `openapi${pointer}` });
      compiled.set(pointer, validate);
    }
    return validate;
  };

  return (op, res) => {
    const status = String(res.statusCode);
    const declared = op.responses[status] ?? op.responses[`${status[0]}XX`] ?? op.responses['default'];
    if (!declared) return `status ${status} is not declared (declared: ${Object.keys(op.responses).join(', ')})`;
    const mediaType =
      String(res.headers['content-type'] ?? '')
        .split(';')[0]
        ?.trim() ?? '';
    if (declared.mediaTypes.length === 0) {
      return res.rawPayload.length === 0
        ? null
        : `status ${status} declares no body, got ${res.rawPayload.length} bytes of ${mediaType || 'unknown type'}`;
    }
    if (!declared.mediaTypes.includes(mediaType))
      return `status ${status}: content-type ${mediaType || '(none)'} is not declared (${declared.mediaTypes.join(', ')})`;
    if (mediaType !== 'application/json') return null;
    let body: unknown;
    try {
      body = JSON.parse(res.body);
    } catch {
      return `status ${status}: the body is not JSON`;
    }
    const validate = validatorFor(`${declared.pointer}/content/application~1json/schema`);
    if (validate(body)) return null;
    const first = validate.errors?.[0];
    return `status ${status}: body breaks the schema at ${first?.instancePath || '/'}: ${first?.message ?? 'invalid'}`;
  };
}
