import type { RJSFValidationError } from '@rjsf/utils';
import { formErrorMessage } from '../../shared/forms/messages.js';

/**
 * RJSF's transformErrors: every ajv error gets the shared Italian message (the server's 400
 * details use the same function), so the browser and the server say exactly the same thing.
 */
export function italianErrors(rootSchema: unknown) {
  return (errors: RJSFValidationError[]): RJSFValidationError[] =>
    errors.map((error) => {
      const field = (error.property ?? '').replace(/^\./, '');
      const message = formErrorMessage(
        { keyword: error.name ?? '', params: (error.params ?? {}) as Record<string, unknown>, field },
        rootSchema,
      );
      return { ...error, message, stack: message };
    });
}
