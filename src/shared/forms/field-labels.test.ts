import { describe, expect, it } from 'vitest';
import { describeFieldErrors, fieldLabel } from './field-labels.js';

describe('field labels in messages', () => {
  const schema = {
    properties: {
      shop_code: { type: 'string', title: 'Codice negozio' },
      accetta_regolamento: { type: 'integer', title: 'Ho letto e accetto il <a href="/x.pdf">regolamento</a>' },
    },
  };

  it("names a field by its form title, else the portal's label, never the API name", () => {
    expect(fieldLabel('shop_code', schema)).toBe('Codice negozio');
    expect(fieldLabel('date_of_birth', schema)).toBe('Data di nascita');
    expect(fieldLabel('accetta_regolamento', schema)).toBe('Regolamento');
    expect(fieldLabel('mystery_field', schema)).toBeNull();
    expect(
      describeFieldErrors(
        [
          { field: 'date_of_birth', message: 'Campo obbligatorio' },
          { field: 'shop_code', message: 'CAMPO OBBLIGATORIO' },
          { field: 'mystery_field', message: 'Valore non valido' },
        ],
        schema,
      ),
    ).toBe('Data di nascita: Campo obbligatorio; Codice negozio: CAMPO OBBLIGATORIO; Valore non valido');
  });
});
