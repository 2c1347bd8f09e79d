import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { displayPath } from '../../src/server/tenants/folder.js';
import { createTestCli, type TestCli } from './test-context.js';
import { runValidate } from './validate.js';

let cli: TestCli;
beforeEach(async () => {
  cli = await createTestCli();
});
afterEach(() => cli.dispose());

const demoFile = () => path.join(cli.tenantsDir, 'demo', 'tenant.json');
// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function validateDemoWith(change: (demo: any) => void): Promise<{ code: number; problems: string[] }> {
  const demo = JSON.parse(await readFile(demoFile(), 'utf8'));
  change(demo);
  await writeFile(demoFile(), JSON.stringify(demo));
  const code = await runValidate(['demo'], cli);
  return { code, problems: cli.stderr.map((l) => l.slice(displayPath(demoFile()).length + 2)) };
}

describe('tenant validate: the programme calendar and expiry', { timeout: 30_000 }, () => {
  it('accepts a five-year programme with a 180-day delivery term and a rolling expiry', async () => {
    const result = await validateDemoWith((demo) => {
      demo.programme = { start: '2026-01-01', earnUntil: '2030-06-30', orderUntil: '2030-10-31', end: '2031-01-01', deliveryDays: 180 };
      demo.features.points = { expiry: { policy: 'rolling', months: 24, remindDays: 30 } };
    });
    expect(result).toEqual({ code: 0, problems: [] });
  });

  it('refuses an end more than five years after the start', async () => {
    const result = await validateDemoWith((demo) => (demo.programme = { start: '2026-01-01', end: '2031-01-02' }));
    expect(result.code).toBe(1);
    expect(result.problems).toEqual(['/programme/end: a programme lasts at most 5 years: end must be on or before 2031-01-01']);
  });

  it('refuses a delivery term over 180 days', async () => {
    const result = await validateDemoWith((demo) => (demo.programme = { start: '2026-01-01', end: '2026-12-31', deliveryDays: 181 }));
    expect(result.code).toBe(1);
    expect(result.problems).toEqual(['/programme/deliveryDays: must be <= 180']);
  });

  it('refuses dates out of order, a day that does not exist and a policy missing what it needs', async () => {
    const result = await validateDemoWith((demo) => {
      demo.programme = { start: '2026-01-01', earnUntil: '2026-09-30', orderUntil: '2026-08-31', end: '2026-12-31' };
      demo.features.points = { expiry: { policy: 'rolling' } };
    });
    expect(result.code).toBe(1);
    expect(result.problems.sort()).toEqual([
      '/features/points/expiry/months: the rolling policy needs months',
      '/programme/orderUntil: orderUntil (2026-08-31) is before earnUntil (2026-09-30)',
    ]);
    const impossible = await validateDemoWith((demo) => (demo.programme = { start: '2026-02-30', end: '2026-12-31' }));
    expect(impossible.problems.at(-1)).toBe('/programme/start: "2026-02-30" is not a calendar day (YYYY-MM-DD)');
  });
});
