import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { staffReports } from '../../shared/types/generated/api/staff-reports.js';
import { PROJECT_ROOT } from '../paths.js';
import { contracts } from './contracts.js';
import { locate } from './define-route.js';

describe('contracts the server registers routes from', () => {
  it('holds every contract file of schemas/api, so no area can be left without its schemas', async () => {
    const files = (await readdir(path.join(PROJECT_ROOT, 'schemas/api'))).filter(
      (n) => n.endsWith('.json') && n !== 'contract.schema.json',
    );
    expect(Object.keys(contracts).sort()).toEqual(files.map((n) => n.replace(/\.json$/, '')).sort());
  });

  it('finds each operation by its method and path, which no two operations share', () => {
    const keys = Object.values(contracts).flatMap((c) => Object.values(c.operations).map((op) => `${op.method} ${op.path}`));
    expect(new Set(keys).size).toBe(keys.length);
    expect(locate(staffReports.getClosingReport).name).toBe('getClosingReport');
    expect(locate(staffReports.getClosingReport).contract.title).toBe(contracts['staff-reports']!.title);
    expect(() => locate({ method: 'GET', path: '/nowhere' })).toThrow(/nessuna operazione GET \/nowhere/);
  });
});
