import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setPasswordHashParamsForTests, verifyPassword } from '../../src/server/modules/customers/password.js';
import { createTestCli, type TestCli } from '../tenant/test-context.js';
import { runImport } from './cli.js';
import { createCsvDir } from './test-files.js';
import { usersImport } from './users.js';

let cli: TestCli;
let files: Awaited<ReturnType<typeof createCsvDir>>;
beforeAll(async () => {
  // Cheap scrypt, as the server's test suite does: the import logic is what is under test.
  setPasswordHashParamsForTests({ logN: 10, r: 8, p: 1 });
  cli = await createTestCli();
  files = await createCsvDir();
});
afterAll(async () => {
  await cli.dispose();
  await files.remove();
});

async function run(...args: string[]): Promise<number> {
  cli.reset();
  return runImport(usersImport, args, cli);
}

async function user(code: string) {
  const { db } = await cli.database();
  return db.selectFrom('users').selectAll().where('tenant_alias', '=', 'demo').where('username', '=', code).executeTakeFirst();
}

const GOOD = [
  'user_code;password;firstname;lastname;company;email;vatcode;phone;points_enabled;active;type',
  'u0001;Primo!2026a;Luca;Ferrari;"Ferrari; Utensili";luca@example.it;it 045 1234 0987;+39 011 555;sì;;',
  'U0002;Primo!2026b;Sara;Colombo;;;;;0;1;agent',
  'U0003;Primo!2026c;;;;;;;true;0;customer',
].join('\r\n');

describe('users:import', { timeout: 30_000 }, () => {
  it('imports every good row: code normalised, first password hashed, inactive unless told', async () => {
    const file = await files.write('good.csv', `\ufeff${GOOD}\r\n`);
    expect(await run('demo', file)).toBe(0);
    expect(cli.stdout.join('\n')).toMatch(/righe lette: +3\n {2}importate: +3\n {2}saltate: +0\n {2}scartate: +0/);
    const u1 = await user('U0001');
    expect(u1).toMatchObject({
      firstname: 'Luca',
      company: 'Ferrari; Utensili',
      email: 'luca@example.it',
      // Stored as the registration stores it: without IT, spaces and case (check digit 7: src/shared/italian-tax-ids.test.ts).
      vatcode: '04512340987',
      points_enabled: 1,
      active: 0,
      type: 'customer',
      activated_at: null,
    });
    expect(await verifyPassword('Primo!2026a', u1!.password_hash!)).toBe(true);
    expect(await user('U0002')).toMatchObject({ active: 1, points_enabled: 0, type: 'agent', firstname: 'Sara', email: null });
    expect((await user('U0002'))!.activated_at).not.toBeNull();
  });

  it('re-running the file changes nothing: existing codes are skipped, never overwritten', async () => {
    const { db } = await cli.database();
    await db.updateTable('users').set({ firstname: 'Edited by the customer' }).where('username', '=', 'U0001').execute();
    const before = await user('U0001');
    const changed = GOOD.replace('Primo!2026a;Luca', 'Altra!2026z;Marco');
    const file = await files.write('again.csv', changed);
    expect(await run('demo', file, '--report', files.path('again-report.csv'))).toBe(0);
    expect(cli.stdout.join('\n')).toMatch(/importate: +0\n {2}saltate: +3 \(già presenti: non modificate\)/);
    expect(await user('U0001')).toEqual(before);
    expect(await files.read('again-report.csv')).toBe(
      '\ufeffriga;codice;esito;motivo\r\n2;U0001;saltata;già presente\r\n3;U0002;saltata;già presente\r\n4;U0003;saltata;già presente\r\n',
    );
  });

  it('rejects bad rows and later duplicates with line and reason, and imports the rest', async () => {
    const file = await files.write(
      'mixed.csv',
      [
        'user_code,password,email,points_enabled',
        'B0001,Buona!2026,b1@example.it,1',
        'B0002,debole,,1',
        'B0003,Buona!2026,non-una-email,1',
        'B0004,Buona!2026,,forse',
        'b0001,Buona!2026,,1',
        ',Buona!2026,,1',
        'B 0007,Buona!2026,,1',
        'B0008,Buona!2026,,1,extra',
        'B0009,Buona!2026,,0',
      ].join('\n'),
    );
    expect(await run('demo', file, '--report', files.path('mixed-report.csv'))).toBe(0);
    const out = cli.stdout.join('\n');
    expect(out).toMatch(/righe lette: +9\n {2}importate: +2\n {2}saltate: +0\n {2}scartate: +7/);
    expect(out).toContain('riga 3 (B0002): password: La password deve contenere almeno 8 caratteri');
    expect(out).toContain('riga 4 (B0003): email: "non-una-email" non è un indirizzo valido');
    expect(out).toContain('riga 5 (B0004): points_enabled: valore "forse" non valido (ammessi 1/0, true/false, sì/no)');
    expect(out).toContain('riga 6 (B0001): user_code ripetuto: già alla riga 2 (vale solo la prima)');
    expect(out).toContain('riga 7: user_code: obbligatorio');
    expect(out).toContain('riga 8 (B 0007): user_code: "B 0007" contiene spazi o caratteri di controllo');
    expect(out).toContain('riga 9: 5 colonne invece di 4');
    expect(await user('B0001')).toBeDefined();
    expect(await user('B0009')).toMatchObject({ points_enabled: 0 });
    const report = (await files.read('mixed-report.csv')).split('\r\n');
    expect(report[0]).toBe('\ufeffriga;codice;esito;motivo');
    expect(report[1]).toMatch(/^3;B0002;scartata;password: La password/);
    expect(report).toHaveLength(9); // header, 7 rejected rows, final newline
  });

  it('--dry-run reports what would be imported and writes nothing', async () => {
    const file = await files.write('dry.csv', 'user_code,password\nD0001,Prova!2026\nU0001,Prova!2026\n');
    expect(await run('demo', file, '--dry-run')).toBe(0);
    expect(cli.stdout.join('\n')).toMatch(/--dry-run[\s\S]*da importare: +1\n {2}saltate: +1/);
    expect(await user('D0001')).toBeUndefined();
  });

  it('refuses a file with a missing column, or in Latin-1, with exit 1 and nothing imported', async () => {
    const missing = await files.write('missing.csv', 'user_code;firstname\nM0001;Mario\n');
    expect(await run('demo', missing)).toBe(1);
    expect(cli.stderr).toContain('  colonne obbligatorie mancanti: password');
    const latin1 = await files.write('latin1.csv', Buffer.from('user_code;password;firstname\nM0002;Prova!2026;Niccolò\n', 'latin1'));
    expect(await run('demo', latin1)).toBe(1);
    expect(cli.stderr.join('\n')).toContain('il file non è in UTF-8: riga 2, byte 0xF2 (in Latin-1/Windows-1252 è "ò")');
    expect(await user('M0002')).toBeUndefined();
  });

  it('exit 1 when every row is rejected or the tenant is unknown; 2 on a wrong command line', async () => {
    const bad = await files.write('allbad.csv', 'user_code,password\nX0001,weak\n');
    expect(await run('demo', bad)).toBe(1);
    expect(cli.stderr.at(-1)).toContain('nessuna riga importabile');
    expect(await run('nowhere', bad)).toBe(1);
    expect(cli.stderr[0]).toMatch(/^tenant sconosciuto "nowhere"/);
    await expect(run('demo')).rejects.toThrow(/usage: npm run users:import/);
    await expect(run('demo', bad, '--frobnicate')).rejects.toThrow('unknown option --frobnicate');
  });

  it('keeps tenants apart: the same code is a new customer in another tenant', async () => {
    const file = await files.write('aurora.csv', 'user_code,password\nU0001,Aurora!2026\n');
    expect(await run('aurora', file)).toBe(0);
    expect(cli.stdout.join('\n')).toMatch(/importate: +1/);
  });

  it('imports in batches across transactions (more rows than one batch)', async () => {
    const rows = Array.from({ length: 23 }, (_, i) => `BATCH${String(i).padStart(3, '0')},Batch!2026`);
    const file = await files.write('batch.csv', ['user_code,password', ...rows].join('\n'));
    expect(await run('demo', file, '--batch', '5', '--concurrency', '3')).toBe(0);
    const { db } = await cli.database();
    const n = await db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('username', 'like', 'BATCH%')
      .executeTakeFirstOrThrow();
    expect(Number(n.n)).toBe(23);
  });
});

describe('users:import with the signup form’s extra fields', { timeout: 30_000 }, () => {
  const auroraUser = async (code: string) => {
    const { db } = await cli.database();
    return db.selectFrom('users').selectAll().where('tenant_alias', '=', 'aurora').where('username', '=', code).executeTakeFirst();
  };

  it("takes a column named as an extra field of the tenant's signup form and keeps it where the registration does", async () => {
    const file = await files.write(
      'extra.csv',
      ['user_code;password;firstname;codice_fiscale', 'CF0001;Primo!2026a;Rita;RSSRTI80A41H501R', 'CF0002;Primo!2026b;Ugo;'].join('\n'),
    );
    expect(await run('aurora', file)).toBe(0);
    expect(JSON.parse((await auroraUser('CF0001'))!.extra_json)).toEqual({ codice_fiscale: 'RSSRTI80A41H501R' });
    expect(JSON.parse((await auroraUser('CF0002'))!.extra_json)).toEqual({});
  });

  it('still refuses a column no form of the tenant has: demo has no codice_fiscale', async () => {
    const file = await files.write(
      'extra-demo.csv',
      ['user_code;password;codice_fiscale', 'CF0003;Primo!2026a;RSSRTI80A41H501R'].join('\n'),
    );
    expect(await run('demo', file)).toBe(1);
    expect(cli.stderr.join('\n')).toContain('colonne sconosciute: codice_fiscale');
  });
});
