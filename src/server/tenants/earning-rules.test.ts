import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { TenantFile } from '../../shared/types/generated/tenant.js';
import { PROJECT_ROOT } from '../paths.js';
import { checkEarningRules } from './earning-rule-checks.js';
import { validateTenantFile } from './validate.js';

const demo = () => JSON.parse(readFileSync(path.join(PROJECT_ROOT, 'tenants', 'demo', 'tenant.json'), 'utf8')) as TenantFile;
const withRules = (earningRules: unknown) => ({ ...demo(), earningRules }) as TenantFile;

const good = [
  { id: 'base', label: 'Punti sugli acquisti', type: 'rate', per: 'euro', points: 1 },
  { id: 'viti', label: 'Linea viti', type: 'rate', per: 'unit', points: 0.5, match: { prefixes: ['VITI-'], codes: ['TAS-6'] } },
  { id: 'obiettivo', label: 'Obiettivo di ottobre', type: 'target', measure: 'amount', target: 5000, bonus: 500, period: { from: '2026-10-01', to: '2026-10-31' } },
  { id: 'natale', label: 'Punti doppi', type: 'multiplier', factor: 2, from: '2026-12-01', to: '2026-12-24', rules: ['base'] },
  { id: 'tetto', label: 'Tetto mensile', type: 'cap', points: 3000, period: 'month' },
];

describe('earningRules in the tenant file', () => {
  it('accepts every kind of rule', () => {
    expect(validateTenantFile(withRules(good))).toEqual([]);
    expect(checkEarningRules(withRules(good))).toEqual([]);
  });

  it("refuses, by the schema (among the other kinds' errors), a rule without its label, an unknown kind, a zero rate and a bad id", () => {
    const pointers = (rules: unknown) => validateTenantFile(withRules(rules)).map((p) => p.pointer);
    expect(pointers([{ id: 'base', type: 'rate', per: 'euro', points: 1 }])).toContain('/earningRules/0/label');
    expect(pointers([{ id: 'x', label: 'X', type: 'lottery', points: 1 }])).toContain('/earningRules/0/type');
    expect(pointers([{ id: 'x', label: 'X', type: 'rate', per: 'euro', points: 0 }])).toContain('/earningRules/0/points');
    expect(pointers([{ id: 'Base Rule', label: 'X', type: 'rate', per: 'euro', points: 1 }])).toContain('/earningRules/0/id');
    expect(pointers([{ id: 'c', label: 'C', type: 'cap', points: 10, period: 'week' }])).toContain('/earningRules/0/period');
  });

  it('refuses, by the semantic check, repeated ids, unreal or reversed days and a multiplier of an unknown rate', () => {
    const problems = checkEarningRules(
      withRules([
        good[0],
        { ...good[1], id: 'base' },
        { ...good[2], period: { from: '2026-10-31', to: '2026-10-01' } },
        { ...good[3], from: '2026-02-30', rules: ['nessuna'] },
      ]),
    );
    expect(problems.map((p) => p.pointer)).toEqual(['/earningRules/1/id', '/earningRules/2/period/to', '/earningRules/3/from', '/earningRules/3/rules/0']);
  });
});
