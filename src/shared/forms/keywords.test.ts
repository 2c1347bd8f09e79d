import { describe, expect, it } from 'vitest';
import { createFormsAjv } from './ajv.js';
import { fieldOfAjvError, formErrorMessage } from './messages.js';

/** Validates with the shared setup and returns field → Italian message. */
function check(schema: Record<string, unknown>, data: Record<string, unknown>): Record<string, string> {
  const validate = createFormsAjv().compile({ type: 'object', ...schema });
  validate(data);
  const out: Record<string, string> = {};
  for (const e of validate.errors ?? []) {
    const field = fieldOfAjvError(e);
    out[field] ??= formErrorMessage(
      { keyword: e.keyword, params: e.params as Record<string, unknown>, field },
      { type: 'object', ...schema },
    );
  }
  return out;
}

const isoYearsAgo = (years: number, days = 0) => {
  const now = new Date();
  const d = new Date(now.getFullYear() - years, now.getMonth(), now.getDate() + days);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

describe('formats', () => {
  it('password-strength follows the shared policy', () => {
    const schema = { properties: { password: { type: 'string', format: 'password-strength' } } };
    expect(check(schema, { password: 'Demo!2025x' })).toEqual({});
    expect(check(schema, { password: 'demo2025' })).toEqual({
      password: 'La password deve contenere almeno 8 caratteri, inclusi maiuscole, minuscole, numeri e caratteri speciali',
    });
  });

  it('email refuses spaces and missing domains', () => {
    const schema = { properties: { email: { type: 'string', format: 'email' } } };
    expect(check(schema, { email: 'mario.rossi@example.it' })).toEqual({});
    expect(check(schema, { email: 'mario rossi@example.it' })).toEqual({ email: 'Email non valida' });
    expect(check(schema, { email: 'mario@' })).toEqual({ email: 'Email non valida' });
  });

  it('date, time and phone', () => {
    const schema = {
      properties: { d: { type: 'string', format: 'date' }, t: { type: 'string', format: 'time' }, p: { type: 'string', format: 'phone' } },
    };
    expect(check(schema, { d: '2024-02-29', t: '09:30', p: '+39 02 1234567' })).toEqual({});
    expect(check(schema, { d: '29/02/2024', t: '9.30', p: 'abc' })).toEqual({
      d: 'Data non valida',
      t: 'Orario non valido',
      p: 'Formato non valido',
    });
  });
});

describe('repeat fields ($data)', () => {
  const schema = {
    properties: {
      email: { type: 'string' },
      repeatemail: { type: 'string', const: { $data: '1/email' } },
      password: { type: 'string' },
      repeatpassword: { type: 'string', const: { $data: '1/password' } },
      phone: { type: 'string' },
      repeatphone: { type: 'string', const: { $data: '1/phone' } },
      code: { type: 'string' },
      repeatcode: { type: 'string', const: { $data: '1/code' } },
    },
  };

  it('passes when the values match', () => {
    expect(
      check(schema, {
        email: 'a@b.it',
        repeatemail: 'a@b.it',
        password: 'x',
        repeatpassword: 'x',
        phone: '1',
        repeatphone: '1',
        code: 'c',
        repeatcode: 'c',
      }),
    ).toEqual({});
  });

  it('says which values differ', () => {
    expect(
      check(schema, {
        email: 'a@b.it',
        repeatemail: 'b@b.it',
        password: 'x',
        repeatpassword: 'y',
        phone: '1',
        repeatphone: '2',
        code: 'c',
        repeatcode: 'd',
      }),
    ).toEqual({
      repeatemail: 'Le email devono coincidere',
      repeatpassword: 'Le password devono coincidere',
      repeatphone: 'I numeri di telefono devono coincidere',
      repeatcode: 'I valori devono coincidere',
    });
  });

  it('lets x-messages name the message of any keyword', () => {
    const custom = {
      properties: {
        new: { type: 'string' },
        confirm: { type: 'string', const: { $data: '1/new' }, 'x-messages': { const: 'Le password devono coincidere' } },
      },
    };
    expect(check(custom, { new: 'a', confirm: 'b' })).toEqual({ confirm: 'Le password devono coincidere' });
  });
});

describe('minAgeYears', () => {
  const adult = { properties: { dob: { type: 'string', format: 'date', minAgeYears: 18 } }, required: ['dob'] };
  const notFuture = { properties: { d: { type: 'string', format: 'date', minAgeYears: 0 } } };

  it('accepts exactly 18 years ago and refuses a day later', () => {
    expect(check(adult, { dob: isoYearsAgo(18) })).toEqual({});
    expect(check(adult, { dob: isoYearsAgo(18, 1) })).toEqual({ dob: 'Devi essere maggiorenne' });
  });

  it('says "Campo obbligatorio" (not upper case) for a missing date', () => {
    expect(check(adult, {})).toEqual({ dob: 'Campo obbligatorio' });
  });

  it('0 means not in the future; other ages say the number', () => {
    expect(check(notFuture, { d: isoYearsAgo(0) })).toEqual({});
    expect(check(notFuture, { d: isoYearsAgo(0, 1) })).toEqual({ d: 'La data non può essere nel futuro' });
    expect(check({ properties: { d: { type: 'string', minAgeYears: 21 } } }, { d: isoYearsAgo(20) })).toEqual({
      d: 'Devi avere almeno 21 anni',
    });
  });
});

describe('file keywords', () => {
  const schema = { properties: { f: { type: 'string', format: 'data-url', acceptedTypes: ['.pdf', '.jpg', '.png'], maxFileSizeMb: 1 } } };
  const file = (mime: string, name: string, bytes = 3) =>
    `data:${mime};name=${encodeURIComponent(name)};base64,${Buffer.alloc(bytes).toString('base64')}`;

  it('accepts pdf, jpg and png by extension', () => {
    for (const [mime, name] of [
      ['application/pdf', 'scontrino.pdf'],
      ['image/jpeg', 'foto.JPG'],
      ['image/png', 'a b.png'],
    ] as const) {
      expect(check(schema, { f: file(mime, name) })).toEqual({});
    }
  });

  it('refuses other types and files that are too large', () => {
    expect(check(schema, { f: file('text/plain', 'note.txt') })).toEqual({ f: 'Sono ammessi solo file PDF, JPG, PNG' });
    expect(check(schema, { f: file('image/png', 'big.png', 1024 * 1024 + 10) })).toEqual({ f: 'Il file non può superare 1 MB' });
  });
});

describe('messages', () => {
  it('required is upper case; a tick box with const 1 is required too', () => {
    const schema = { required: ['name', 'ok'], properties: { name: { type: 'string' }, ok: { type: 'integer', const: 1 } } };
    expect(check(schema, {})).toEqual({ name: 'CAMPO OBBLIGATORIO', ok: 'CAMPO OBBLIGATORIO' });
    expect(check(schema, { name: 'x', ok: 0 })).toEqual({ ok: 'CAMPO OBBLIGATORIO' });
  });

  it('lengths, pattern, numbers, type and enum', () => {
    const schema = {
      properties: {
        a: { type: 'string', minLength: 3 },
        b: { type: 'string', maxLength: 2 },
        c: { type: 'string', pattern: '^[0-9]{5}$' },
        d: { type: 'number', minimum: 0.5 },
        e: { type: 'number', maximum: 10000 },
        f: { type: 'integer' },
        g: { type: 'string', enum: ['x', 'y'] },
      },
    };
    expect(check(schema, { a: 'ab', b: 'abc', c: '123', d: 0.1, e: 15000.5, f: 'uno', g: 'z' })).toEqual({
      a: 'Minimo 3 caratteri richiesti',
      b: 'Massimo 2 caratteri consentiti',
      c: 'Formato non valido',
      d: 'Il valore minimo consentito è 0,5',
      e: 'Il valore massimo consentito è 10.000',
      f: 'Valore non valido',
      g: 'Seleziona uno dei valori proposti',
    });
  });

  it('says a limit of one character in the singular', () => {
    const schema = { properties: { a: { type: 'string', minLength: 1 }, b: { type: 'string', maxLength: 1 } } };
    expect(check(schema, { a: '', b: 'ab' })).toEqual({ a: 'Minimo 1 carattere richiesto', b: 'Massimo 1 carattere consentito' });
  });
});
