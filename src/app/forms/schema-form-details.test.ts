import type { RJSFSchema } from '@rjsf/utils';
import { describe, expect, it } from 'vitest';
import { detailsToErrorSchema } from './schema-form.js';

describe('server details in a form', () => {
  const schema: RJSFSchema = { properties: { shop_code: { type: 'string', title: 'Codice negozio' } } };

  it('the form puts a server message under its field, and names one it does not show by its label', () => {
    const { errorSchema, unplaced } = detailsToErrorSchema(
      [
        { field: 'shop_code', message: 'Formato non valido' },
        { field: 'date_of_birth', message: 'Campo obbligatorio' },
      ],
      schema,
    );
    expect(errorSchema).toEqual({ shop_code: { __errors: ['Formato non valido'] } });
    expect(unplaced).toEqual(['Data di nascita: Campo obbligatorio']);
  });
});
