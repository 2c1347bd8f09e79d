import { describe, expect, it } from 'vitest';
import { codesFromFile, codesFromText } from './code-list.js';

describe('code lists', () => {
  it('reads the code column of a CSV with a BOM, whatever its place and separator', () => {
    expect(codesFromFile('\ufeffnome;code;note\r\nMario;ABC-1;x\r\nLuca;"ABC-2";\r\n\r\nAnna;;\r\n')).toEqual(['ABC-1', 'ABC-2']);
    expect(codesFromFile('user_code,company\nDEMO0001,Ferramenta\nDEMO0003,Profumeria\n')).toEqual(['DEMO0001', 'DEMO0003']);
  });

  it('reads one code a line without a header, keeping repeats for the caller', () => {
    expect(codesFromFile('X1\nX2\n  X1  \n')).toEqual(['X1', 'X2', 'X1']);
    expect(codesFromFile('')).toEqual([]);
  });

  it('splits pasted codes on lines, spaces, commas and semicolons', () => {
    expect(codesFromText(' DEMO0001, demo0003;X\n\nY  Z ')).toEqual(['DEMO0001', 'demo0003', 'X', 'Y', 'Z']);
  });
});
