import { describe, expect, it } from 'vitest';
import { detectDelimiter, ImportRefusal, parseCsv, type ColumnSpec } from './csv.js';
import { parseDate, parseFlag, parsePoints, RowError } from './values.js';

const spec: ColumnSpec = { required: ['user_code', 'password'], optional: ['company', 'email'] };
const csv = (text: string) => Buffer.from(text, 'utf8');

async function refusal(buf: Buffer): Promise<string[]> {
  try {
    await parseCsv(buf, spec);
  } catch (err) {
    if (err instanceof ImportRefusal) return err.lines;
    throw err;
  }
  throw new Error('expected a refusal');
}

describe('parseCsv', () => {
  it('reads a comma file with quoted fields holding the separator, quotes and a line break', async () => {
    const table = await parseCsv(
      csv('user_code,password,company\nA1,Pw!1aaaa,"Rossi, Bianchi & C. ""srl"""\nA2,Pw!1bbbb,"due\nrighe"\nA3,Pw!1cccc,x\n'),
      spec,
    );
    expect(table.delimiter).toBe(',');
    expect(table.rows.map((r) => [r.line, r.values.company])).toEqual([
      [2, 'Rossi, Bianchi & C. "srl"'],
      [3, 'due\nrighe'],
      [5, 'x'],
    ]);
  });

  it('detects ";" (Italian Excel), strips a UTF-8 BOM and handles CRLF, blank and ";;;" lines', async () => {
    const table = await parseCsv(csv('\ufeffUser Code;PASSWORD;Company\r\nA1;Pw!1aaaa;Città\r\n\r\n;;\r\nA2;Pw!1bbbb;"a;b"\r\n'), spec);
    expect(table.delimiter).toBe(';');
    expect(table.columns).toEqual(['user_code', 'password', 'company']);
    expect(table.rows.map((r) => [r.line, r.values.user_code, r.values.company])).toEqual([
      [2, 'A1', 'Città'],
      [5, 'A2', 'a;b'],
    ]);
  });

  it('reports rows with the wrong number of fields one by one, with their line', async () => {
    const table = await parseCsv(csv('user_code;password\nA1;Pw!1aaaa;extra\nA2;Pw!1bbbb\n'), spec);
    expect(table.rows.map((r) => r.line)).toEqual([3]);
    expect(table.malformed).toEqual([{ line: 2, reason: expect.stringContaining('3 colonne invece di 2') as string }]);
  });

  it('refuses Latin-1 bytes, naming the line, the byte and how to save as UTF-8', async () => {
    const latin1 = Buffer.concat([csv('user_code;password;company\nA1;Pw!1aaaa;ok\nA2;Pw!1bbbb;Citt'), Buffer.from([0xe0]), csv('\n')]);
    const lines = await refusal(latin1);
    expect(lines[0]).toBe('il file non è in UTF-8: riga 3, byte 0xE0 (in Latin-1/Windows-1252 è "à")');
    expect(lines[1]).toBe('  riga 3: A2;Pw!1bbbb;Città');
    expect(lines[2]).toContain('CSV UTF-8');
  });

  it('refuses missing required columns by name, and unknown or repeated ones', async () => {
    expect((await refusal(csv('user_code;company\nA1;x\n')))[0]).toBe('colonne obbligatorie mancanti: password');
    const lines = await refusal(csv('user_code,password,emial,company,company\nA1,x,y,z,w\n'));
    expect(lines).toContain('colonne sconosciute: emial');
    expect(lines).toContain('colonne ripetute: company');
    expect(lines.at(-1)).toMatch(/^colonne ammesse: user_code, password \(obbligatorie\), company, email$/);
  });

  it('refuses an unclosed quote and an empty file', async () => {
    expect((await refusal(csv('user_code,password\nA1,"Pw!1aaaa\nA2,x\n')))[0]).toMatch(
      /^CSV non leggibile.*virgolette aperte e mai chiuse$/,
    );
    expect((await refusal(csv('')))[0]).toContain('vuoto');
  });

  it('reads a large file in slices, letting the server answer other requests meanwhile', async () => {
    const big = csv(`user_code;password\r\n${Array.from({ length: 50_000 }, (_, i) => `U${i};Pw!1aaaa`).join('\r\n')}\r\n`);
    let parsed = false;
    let ranDuring = false;
    setImmediate(() => (ranDuring = !parsed));
    const table = await parseCsv(big, spec);
    parsed = true;
    expect(ranDuring).toBe(true);
    expect(table.rows).toHaveLength(50_000);
    expect(table.rows.at(-1)).toEqual({ line: 50_001, values: { user_code: 'U49999', password: 'Pw!1aaaa' } });
  });

  it('picks the separator of the header line, ignoring quoted text', async () => {
    expect(detectDelimiter('"a;b;c",d,e\n1;2;3;4;5')).toBe(',');
    expect(detectDelimiter('a;b\n')).toBe(';');
    expect(detectDelimiter('solo\n')).toBe(',');
  });
});

describe('cell parsers', () => {
  it('reads flags as 1/0, true/false, sì/no and refuses anything else', async () => {
    expect(['1', 'TRUE', 'Sì', 'si'].map((v) => parseFlag('f', v, 0))).toEqual([1, 1, 1, 1]);
    expect(['0', 'false', 'NO', ''].map((v) => parseFlag('f', v, 0))).toEqual([0, 0, 0, 0]);
    expect(() => parseFlag('points_enabled', 'forse', 0)).toThrow('points_enabled: valore "forse" non valido');
  });

  it('reads whole points only, without thousands separators', async () => {
    expect(parsePoints('points', '+1500')).toBe(1500);
    expect(() => parsePoints('points', '1.000')).toThrow(RowError);
    expect(() => parsePoints('points', '12,5')).toThrow(/non è un numero intero/);
    expect(() => parsePoints('points', '99999999999')).toThrow(/fuori scala/);
  });

  it('reads ISO and Italian dates, refusing impossible and future ones', async () => {
    const now = new Date('2026-06-01T12:00:00Z');
    expect(parseDate('date', '2026-01-15', now)?.toISOString()).toBe('2026-01-15T00:00:00.000Z');
    expect(parseDate('date', '5/2/2026', now)?.toISOString()).toBe('2026-02-05T00:00:00.000Z');
    expect(parseDate('date', '2026-03-01T10:30:00+01:00', now)?.toISOString()).toBe('2026-03-01T09:30:00.000Z');
    expect(parseDate('date', '', now)).toBeNull();
    expect(() => parseDate('date', '2026-02-30', now)).toThrow(/non è una data valida/);
    expect(() => parseDate('date', '2027-01-01', now)).toThrow(/nel futuro/);
  });
});
