import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setPasswordHashParamsForTests } from '../../src/server/modules/customers/password.js';
import { insertLedgerEntries } from '../../src/server/modules/points/repository.js';
import { balanceOf } from '../../src/server/modules/points/service.js';
import { createTestCli, type TestCli } from '../tenant/test-context.js';
import { runImport } from './cli.js';
import { pointsImport } from './points.js';
import { createCsvDir } from './test-files.js';
import { usersImport } from './users.js';

let cli: TestCli;
let files: Awaited<ReturnType<typeof createCsvDir>>;
beforeAll(async () => {
  setPasswordHashParamsForTests({ logN: 10, r: 8, p: 1 });
  cli = await createTestCli();
  files = await createCsvDir();
  const users = await files.write('users.csv', 'user_code;password;points_enabled\nP0001;Punti!2026;1\nP0002;Punti!2026;1\n');
  expect(await runImport(usersImport, ['demo', users], cli)).toBe(0);
  expect(await runImport(usersImport, ['aurora', users], cli)).toBe(0);
});
afterAll(async () => {
  await cli.dispose();
  await files.remove();
});

async function run(...args: string[]): Promise<number> {
  cli.reset();
  return runImport(pointsImport, args, cli);
}

async function balance(code: string, alias = 'demo'): Promise<number> {
  const { db } = await cli.database();
  const u = await db
    .selectFrom('users')
    .select('id')
    .where('tenant_alias', '=', alias)
    .where('username', '=', code)
    .executeTakeFirstOrThrow();
  return balanceOf(db, u.id);
}

describe('points:import', { timeout: 30_000 }, () => {
  it('credits each row once in the ledger, with its reason, reference and date', async () => {
    const file = await files.write(
      'points.csv',
      '\ufeffuser_code;points;reason;external_ref;kind;date\r\np0001;1500;Benvenuto;w:P0001;;2026-01-15\r\nP0002;700;Benvenuto;w:P0002;accredito;31/01/2026\r\nP0001;200;Storno reso;s:P0001;reversal;\r\n',
    );
    expect(await run('demo', file)).toBe(0);
    expect(cli.stdout.join('\n')).toMatch(/righe lette: +3\n {2}importate: +3/);
    expect(await balance('P0001')).toBe(1300);
    expect(await balance('P0002')).toBe(700);
    const { db } = await cli.database();
    const rows = await db
      .selectFrom('points_ledger')
      .select(['amount', 'kind', 'reason', 'external_ref', 'created_at', 'order_id'])
      .where('tenant_alias', '=', 'demo')
      .where('external_ref', 'like', '%:P000%')
      .orderBy('id')
      .execute();
    expect(rows[0]).toEqual({
      amount: 1500,
      kind: 'credit',
      reason: 'Benvenuto',
      external_ref: 'w:P0001',
      created_at: '2026-01-15T00:00:00.000Z',
      order_id: null,
    });
    expect(rows[1]).toMatchObject({ amount: 700, created_at: '2026-01-31T00:00:00.000Z' });
    expect(rows[2]).toMatchObject({ amount: -200, kind: 'reversal' });
  });

  it('re-running the same file changes nothing; the same reference with other values is rejected', async () => {
    const file = files.path('points.csv');
    expect(await run('demo', file)).toBe(0);
    expect(cli.stdout.join('\n')).toMatch(/importate: +0\n {2}saltate: +3/);
    expect(await balance('P0001')).toBe(1300);
    const changed = await files.write('changed.csv', 'user_code,points,reason,external_ref\nP0001,9999,Benvenuto,w:P0001\n');
    expect(await run('demo', changed)).toBe(1);
    expect(cli.stdout.join('\n')).toContain(
      'riga 2 (w:P0001): external_ref già usato per un altro movimento (P0001, credit 1500 punti): usare un riferimento nuovo',
    );
    expect(await balance('P0001')).toBe(1300);
  });

  it('rejects unknown users, zero, negative and malformed points, missing reason and repeated references', async () => {
    const file = await files.write(
      'bad.csv',
      [
        'user_code,points,reason,external_ref,kind',
        'NOBODY,100,Bonus,b:1,',
        'P0002,0,Bonus,b:2,',
        'P0002,-50,Bonus,b:3,',
        'P0002,"1.000",Bonus,b:4,',
        'P0002,100,,b:5,',
        'P0002,100,Bonus,,',
        'P0002,100,Bonus,b:7,regalo',
        'P0002,100,Bonus,b:8,',
        'P0002,100,Bonus,b:8,',
      ].join('\n'),
    );
    expect(await run('demo', file, '--report', files.path('bad-report.csv'))).toBe(0);
    const out = cli.stdout.join('\n');
    expect(out).toMatch(/righe lette: +9\n {2}importate: +1\n {2}saltate: +0\n {2}scartate: +8/);
    for (const expected of [
      'riga 2 (b:1): utente NOBODY sconosciuto nel tenant demo',
      'riga 3 (b:2): points: 0 non è un movimento',
      'riga 4 (b:3): points: -50 è negativo; indicare i punti in positivo e kind=debit (o reversal) per toglierli',
      'riga 5 (b:4): points: "1.000" non è un numero intero (solo cifre, senza separatori delle migliaia)',
      'riga 6 (b:5): reason: obbligatorio',
      'riga 7: external_ref: obbligatorio',
      'riga 8 (b:7): kind: "regalo" non valido',
      'riga 10 (b:8): external_ref ripetuto: già alla riga 9 (vale solo la prima)',
    ]) {
      expect(out).toContain(expected);
    }
    expect(await balance('P0002')).toBe(800);
    expect((await files.read('bad-report.csv')).split('\r\n')[1]).toBe('2;b:1;scartata;utente NOBODY sconosciuto nel tenant demo');
  });

  it('debits down to zero but never below, counting earlier rows of the same file', async () => {
    const file = await files.write(
      'debit.csv',
      'user_code;points;reason;external_ref;kind\nP0002;300;Rettifica;d:1;debit\nP0002;600;Rettifica;d:2;addebito\nP0002;100;Bonus;d:3;credit\nP0002;600;Rettifica;d:4;debit\n',
    );
    expect(await run('demo', file, '--batch', '2')).toBe(0);
    expect(cli.stdout.join('\n')).toContain('riga 3 (d:2): saldo insufficiente: P0002 ha 500 punti, il movimento ne toglie 600');
    expect(await balance('P0002')).toBe(0);
  });

  it('keeps tenants apart: references and user codes are per tenant', async () => {
    expect(await run('aurora', files.path('points.csv'))).toBe(0);
    expect(cli.stdout.join('\n')).toMatch(/importate: +3/);
    expect(await balance('P0001', 'aurora')).toBe(1300);
  });

  it('--dry-run applies every check, balance included, and writes nothing', async () => {
    const file = await files.write(
      'dry.csv',
      'user_code,points,reason,external_ref,kind\nP0001,50,Bonus,dry:1,\nP0002,10,Rettifica,dry:2,debit\n',
    );
    expect(await run('demo', file, '--dry-run')).toBe(0);
    expect(cli.stdout.join('\n')).toMatch(/da importare: +1\n[\s\S]*saldo insufficiente/);
    expect(await balance('P0001')).toBe(1300);
  });

  it('insertLedgerEntries leaves out references already used, as when two imports race', async () => {
    const { db } = await cli.database();
    const u = await db
      .selectFrom('users')
      .select('id')
      .where('tenant_alias', '=', 'demo')
      .where('username', '=', 'P0001')
      .executeTakeFirstOrThrow();
    const entry = (ref: string) => ({
      tenant_alias: 'demo',
      user_id: u.id,
      amount: 5,
      kind: 'credit' as const,
      reason: 'Race',
      external_ref: ref,
      order_id: null,
      created_at: new Date().toISOString(),
    });
    expect((await insertLedgerEntries(db, [entry('race:1'), entry('w:P0001')])).map((r) => r.external_ref)).toEqual(['race:1']);
    expect(await insertLedgerEntries(db, [entry('race:1')])).toEqual([]);
    expect(await balance('P0001')).toBe(1305);
  });

  it('refuses a file without the required columns, naming them', async () => {
    const file = await files.write('cols.csv', 'user_code,points\nP0001,10\n');
    expect(await run('demo', file)).toBe(1);
    expect(cli.stderr).toContain('  colonne obbligatorie mancanti: reason, external_ref');
  });
});
