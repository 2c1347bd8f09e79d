/**
 * Schemas shared by every route, registered once with addSchema (plugins/errors.ts) and referred
 * to by $id, so the OpenAPI document lists them once under components.
 */
export const errorResponseSchema = {
  $id: 'ErrorResponse',
  type: 'object',
  description: 'Every failed call answers this shape; the SPA shows `error`.',
  required: ['error'],
  properties: {
    error: { type: 'string', description: 'Readable message (Italian where meant for customers).' },
    code: {
      type: 'string',
      description:
        'A refusal the client acts on, not only shows: `regolamento_da_accettare` (403) sends the customer to accept the regolamento in force.',
    },
    details: {
      type: 'array',
      description: 'Present on validation errors (400): one entry per invalid field.',
      items: {
        type: 'object',
        required: ['field', 'message'],
        properties: {
          field: { type: 'string', description: 'Field name (dotted for nested fields).' },
          message: { type: 'string', description: 'What is wrong with it.' },
        },
      },
    },
  },
} as const;

export const errorResponseRef = { $ref: 'ErrorResponse#' } as const;

/** Response entries for the given error statuses, e.g. `...errorResponses(400, 404)`. */
export function errorResponses(...codes: number[]): Record<number, typeof errorResponseRef> {
  return Object.fromEntries(codes.map((code) => [code, errorResponseRef]));
}

/** A 200 answer that is not JSON: the media type and what the body is, for the OpenAPI document. */
export function fileResponse(mediaType: string, description: string) {
  return { description, content: { [mediaType]: { schema: { type: 'string', description } } } } as const;
}
