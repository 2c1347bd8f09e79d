import { describe, expect, it } from 'vitest';
import { operationPath } from './operation.js';

describe('operationPath', () => {
  it('fills in every path parameter, percent-encoded', () => {
    expect(operationPath('/utility/cities/{district}', { district: 'Reggio Emilia/RE' })).toBe('/utility/cities/Reggio%20Emilia%2FRE');
    expect(operationPath('/a/{x}/b/{y}', { x: 1, y: 'z' })).toBe('/a/1/b/z');
    expect(operationPath('/utility/countries', undefined)).toBe('/utility/countries');
  });

  it('refuses a missing parameter instead of calling a wrong URL', () => {
    expect(() => operationPath('/utility/cities/{district}', {})).toThrow(/district/);
  });
});
