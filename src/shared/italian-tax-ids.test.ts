import { isTaxCode, isVatNumber, normalizeTaxCode, normalizeVatNumber } from './italian-tax-ids.js';

// Check digits worked out by hand here, not by the code under test. Partita IVA: digits in odd
// places summed as they are, in even places doubled (less 9 over 9); the 11th brings the total to
// a multiple of 10.
//   04512340987: odd 0+5+2+4+9 = 20; even 4,1,3,0,8 → 8+2+6+0+7 = 23; 43 → check 7 ✓
//   00159560366: odd 0+1+9+6+3 = 19; even 0,5,5,0,6 → 0+1+1+0+3 = 5; 24 → check 6 ✓
//   01234560157: odd 0+2+4+6+1 = 13; even 1,3,5,0,5 → 2+6+1+0+1 = 10; 23 → check 7 ✓
//   07654320634: odd 0+6+4+2+6 = 18; even 7,5,3,0,3 → 5+1+6+0+6 = 18; 36 → check 4 ✓
const VALID_VAT = ['04512340987', '00159560366', '01234560157', '07654320634'];

// Codice fiscale: odd places (1st, 3rd…) by the odd table, even places by their rank (0-9, A-Z),
// the sum modulo 26 as a letter.
//   RSSMRA80A01H501: odd R8 S12 R8 8→19 A1 1→0 5→13 1→0 = 61; even S18 M12 A0 0 0 H7 0 = 37; 98 % 26 = 20 → U
//   RSSMRA80A01F205: odd R8 S12 R8 8→19 A1 1→0 2→5 5→13 = 66; even S18 M12 A0 0 0 F5 0 = 35; 101 % 26 = 23 → X
//   RSSRTI80A41H501: odd R8 S12 T14 8→19 A1 1→0 5→13 1→0 = 67; even S18 R17 I8 0 4 H7 0 = 54; 121 % 26 = 17 → R
const VALID_TAX_CODES = ['RSSMRA80A01H501U', 'RSSMRA80A01F205X', 'RSSRTI80A41H501R'];

describe('partita IVA', () => {
  it('accepts real numbers, with or without IT in front, in any case and with spaces', () => {
    for (const vat of VALID_VAT) {
      expect(isVatNumber(vat), vat).toBe(true);
      expect(isVatNumber(`IT${vat}`), `IT${vat}`).toBe(true);
    }
    expect(isVatNumber('it 045 1234 0987')).toBe(true);
  });

  it('refuses a wrong check digit, a wrong length, letters, another country and zeros', () => {
    expect(isVatNumber('IT04512340986')).toBe(false);
    expect(isVatNumber('04512340988')).toBe(false);
    expect(isVatNumber('0451234098')).toBe(false);
    expect(isVatNumber('045123409870')).toBe(false);
    expect(isVatNumber('0451234098A')).toBe(false);
    expect(isVatNumber('DE04512340987')).toBe(false);
    expect(isVatNumber('00000000000')).toBe(false);
    expect(isVatNumber('')).toBe(false);
  });

  it('is stored without IT, upper case, without spaces', () => {
    expect(normalizeVatNumber('IT04512340987')).toBe('04512340987');
    expect(normalizeVatNumber(' it 04512340987 ')).toBe('04512340987');
    expect(normalizeVatNumber('04512340987')).toBe('04512340987');
  });
});

describe('codice fiscale', () => {
  it("accepts a person's code with its check letter, in any case, and a company's 11 digits", () => {
    for (const code of VALID_TAX_CODES) expect(isTaxCode(code), code).toBe(true);
    expect(isTaxCode('rssmra80a01h501u')).toBe(true);
    expect(isTaxCode('04512340987')).toBe(true);
  });

  it('accepts a code with digits replaced (omocodia) when its check letter matches', () => {
    // RSSMRA80A01H50M: the last digit 1 replaced by M; M in an odd place is worth 18 where 1 was
    // worth 0: 61 + 18 = 79, + 37 = 116 % 26 = 12 → M.
    expect(isTaxCode('RSSMRA80A01H50MM')).toBe(true);
  });

  it('refuses a wrong check letter, a wrong length, an impossible month and a bad company number', () => {
    expect(isTaxCode('RSSMRA80A01H501V')).toBe(false);
    expect(isTaxCode('RSSRTI80A41H501Z')).toBe(false);
    expect(isTaxCode('RSSMRA80A01H501')).toBe(false);
    expect(isTaxCode('RSSMRA80Z01H501U')).toBe(false);
    expect(isTaxCode('04512340986')).toBe(false);
  });

  it('is stored upper case, without spaces', () => {
    expect(normalizeTaxCode(' rssmra80a01h501u ')).toBe('RSSMRA80A01H501U');
  });
});
