import { countedTexts } from './counted.js';

const say = countedTexts({
  prizes: { one: '{{n}} premio', other: '{{n}} premi' },
  cancel: { one: 'Annullare l’ordine selezionato?', other: 'Annullare {{n}} ordini?' },
  unsaved: { one: '{{n}} modifica non salvata', other: '{{n}} modifiche non salvate', many: '{{n}} di modifiche non salvate' },
  shown: { one: 'Prime {{n}} righe su {{total}}', other: 'Prime {{n}} righe su {{total}}' },
});

describe('countedTexts', () => {
  it('picks the Italian form for the count and prints the figure it-IT', () => {
    expect([0, 1, 2, 1160].map((n) => say('prizes', n))).toEqual(['0 premi', '1 premio', '2 premi', '1.160 premi']);
    expect(say('cancel', 1)).toBe('Annullare l’ordine selezionato?');
    expect(say('cancel', 3)).toBe('Annullare 3 ordini?');
    expect(say('unsaved', 1)).toBe('1 modifica non salvata');
  });

  it("says a whole million with 'di', by default and as written", () => {
    expect(say('prizes', 1_000_000)).toBe('1.000.000 di premi');
    expect(say('cancel', 2_000_000)).toBe('Annullare 2.000.000 di ordini?');
    expect(say('unsaved', 1_000_000)).toBe('1.000.000 di modifiche non salvate');
    expect(say('prizes', 1_000_001)).toBe('1.000.001 premi');
  });

  it('fills the other values of the phrase', () => {
    expect(say('shown', 500, { total: '1.160' })).toBe('Prime 500 righe su 1.160');
  });
});
