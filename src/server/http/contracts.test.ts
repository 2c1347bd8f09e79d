import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { staffReports } from '../../shared/types/generated/api/staff-reports.js';
import { PROJECT_ROOT } from '../paths.js';
import type { Json } from '../../shared/api/contract-file.js';
import { contracts, sharedDefinitions } from './contracts.js';
import { routeOf } from './contract.js';
import { locate } from './define-route.js';

/** Every `$ref` in `value`. */
const refsOf = (value: Json): string[] =>
  Array.isArray(value)
    ? value.flatMap(refsOf)
    : value !== null && typeof value === 'object'
      ? Object.entries(value).flatMap(([key, item]) => (key === '$ref' && typeof item === 'string' ? [item] : refsOf(item)))
      : [];

describe('contracts the server registers routes from', () => {
  it('holds every contract file of schemas/api, so no area can be left without its schemas', async () => {
    const files = (await readdir(path.join(PROJECT_ROOT, 'schemas/api'))).filter(
      (n) => n.endsWith('.json') && n !== 'contract.schema.json',
    );
    expect(Object.keys(contracts).sort()).toEqual(files.map((n) => n.replace(/\.json$/, '')).sort());
  });

  it('holds every shared definitions file of schemas/api/common, by the path the references name', async () => {
    const files = (await readdir(path.join(PROJECT_ROOT, 'schemas/api/common'))).filter(
      (n) => n.endsWith('.json') && !n.endsWith('.schema.json'),
    );
    expect(Object.keys(sharedDefinitions).sort()).toEqual(files.map((n) => `common/${n}`).sort());
  });

  it('hands each area its shared definitions in its own $defs, so only local references are left', () => {
    for (const [area, contract] of Object.entries(contracts))
      for (const ref of refsOf(contract as unknown as Json)) expect(ref, `${area}.json`).toMatch(/^#\/\$defs\/[A-Za-z0-9]+$/);
    const partner = contracts['partner']!.$defs;
    const staff = contracts['staff-orders']!.$defs;
    for (const name of ['OrderNumber', 'Status', 'Tracking', 'OrderCustomer', 'Shipping', 'StatusChange', 'StatusBody'])
      expect(partner[name], name).toEqual(staff[name]);
    expect(partner['OrderLine']).toEqual(staff['StaffOrderLine']);
  });

  it('registers a partner route with the shared definitions written out', () => {
    const body = routeOf(contracts['partner']!, 'partnerSetOrderStatus').schema.body as { properties: Record<string, unknown> };
    expect(body.properties['status']).toMatchObject({
      type: 'string',
      enum: ['ricevuto', 'in_lavorazione', 'spedito', 'consegnato', 'annullato'],
    });
  });

  it('finds each operation by its method and path, which no two operations share', () => {
    const keys = Object.values(contracts).flatMap((c) => Object.values(c.operations).map((op) => `${op.method} ${op.path}`));
    expect(new Set(keys).size).toBe(keys.length);
    expect(locate(staffReports.getClosingReport).name).toBe('getClosingReport');
    expect(locate(staffReports.getClosingReport).contract.title).toBe(contracts['staff-reports']!.title);
    expect(() => locate({ method: 'GET', path: '/nowhere' })).toThrow(/nessuna operazione GET \/nowhere/);
  });
});
