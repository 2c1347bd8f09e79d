import { ApiError } from '../../api/api-error.js';

/**
 * A refusal whose every `details` entry belongs to a field of the form: the form engine shows each
 * message under its field, so the line above the button says where to look instead of repeating
 * them ('Controlla i campi evidenziati'). Any other error (network, 5xx, a detail for a field the
 * form does not show) is returned as it is, with the server's own message.
 */
export function withFieldHint(error: unknown, fields: readonly string[], hint: string): unknown {
  if (!(error instanceof ApiError)) return error;
  const details = (error.data as { details?: unknown } | undefined)?.details;
  if (!Array.isArray(details) || details.length === 0) return error;
  const placed = details.every((d) => {
    const field = (d as { field?: unknown } | null)?.field;
    return typeof field === 'string' && fields.includes(field);
  });
  return placed ? new ApiError(hint, error.status, error.data, error.endpoint) : error;
}

/** The field names of a tenant form (its schema's properties). */
export function formFields(form: { schema?: unknown } | undefined): string[] {
  const properties = (form?.schema as { properties?: Record<string, unknown> } | undefined)?.properties;
  return Object.keys(properties ?? {});
}
