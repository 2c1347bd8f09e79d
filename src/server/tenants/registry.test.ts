import { cp, mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyTenants, removeDir } from '../test/build-app.js';
import { TenantRegistry } from './registry.js';

let dir: string;
const lines: { level: string; msg: string }[] = [];
const log = {
  info: (msg: string) => void lines.push({ level: 'info', msg }),
  warn: (msg: string) => void lines.push({ level: 'warn', msg }),
  error: (msg: string) => void lines.push({ level: 'error', msg }),
};

beforeAll(async () => {
  dir = await copyTenants();
});
afterAll(() => removeDir(dir));

describe('TenantRegistry', () => {
  it('loads every valid tenant folder and resolves their hosts', async () => {
    const registry = new TenantRegistry({ tenantsDir: dir, defaultTenant: 'demo', log });
    await registry.load();
    expect(registry.list().map((t) => t.alias)).toEqual(['aurora', 'demo']);
    expect(registry.lookup('premi.aurora.example.com')).toBe('aurora');
    expect(registry.lookup('localhost')).toBe('demo');
  });

  it('skips folders that are not tenants and refuses folder names that cannot be aliases', async () => {
    await mkdir(path.join(dir, '_template'));
    await writeFile(path.join(dir, '_template', 'tenant.json'), '{}');
    await mkdir(path.join(dir, 'Bad_Name'));
    await writeFile(path.join(dir, 'Bad_Name', 'tenant.json'), '{}');
    const registry = new TenantRegistry({ tenantsDir: dir, defaultTenant: 'demo', log });
    await registry.load();
    expect(registry.list().map((t) => t.alias)).toEqual(['aurora', 'demo']);
    expect([...registry.refused.keys()]).toEqual(['Bad_Name']);
  });

  it('gives a host claimed by two tenants to the alphabetically first, and says so', async () => {
    // A copy of demo's folder: a tenant needs its logo and documents beside it.
    await cp(path.join(dir, 'demo'), path.join(dir, 'zeta'), { recursive: true });
    const demo = JSON.parse(await readFile(path.join(dir, 'demo', 'tenant.json'), 'utf8'));
    await writeFile(path.join(dir, 'zeta', 'tenant.json'), JSON.stringify({ ...demo, hosts: ['premia.example.com', 'zeta.example.com'] }));
    const registry = new TenantRegistry({ tenantsDir: dir, defaultTenant: 'demo', log });
    await registry.load();
    expect(registry.lookup('premia.example.com')).toBe('demo');
    expect(registry.lookup('zeta.example.com')).toBe('zeta');
    expect(lines.some((l) => l.level === 'error' && l.msg.endsWith('zeta/tenant.json: /hosts/0: host "premia.example.com" is already served by tenant "demo"'))).toBe(true);
  });

  it('lets concurrent syncs finish with the disk as it was when each was called', async () => {
    const registry = new TenantRegistry({ tenantsDir: dir, defaultTenant: 'demo', log });
    await registry.load();
    const first = registry.sync();
    const demo = registry.get('demo')!.file;
    await writeFile(path.join(dir, 'demo', 'tenant.json'), JSON.stringify({ ...demo, name: 'Renamed' }));
    await Promise.all([first, registry.sync()]);
    expect(registry.get('demo')?.file.name).toBe('Renamed');
  });

  it('refuses a tenant that fails the semantic checks, naming file, pointer and reason', async () => {
    await cp(path.join(dir, 'demo'), path.join(dir, 'omega'), { recursive: true });
    const demo = JSON.parse(await readFile(path.join(dir, 'demo', 'tenant.json'), 'utf8'));
    const broken = { ...demo, hosts: ['omega.example.com'], routes: { news: { screen: 'NewsLst' } }, theme: { colors: { text: '#eeeeee' } } };
    await writeFile(path.join(dir, 'omega', 'tenant.json'), JSON.stringify(broken));
    const registry = new TenantRegistry({ tenantsDir: dir, defaultTenant: 'demo', log });
    await registry.load();
    expect(registry.get('omega')).toBeUndefined();
    expect(registry.lookup('omega.localhost')).toBeNull();
    expect(registry.refused.get('omega')?.map((p) => p.pointer)).toEqual(['/routes/news/screen', '/theme/colors/text', '/theme/colors/text']);
    expect(lines.some((l) => l.level === 'error' && l.msg.endsWith('omega/tenant.json: /routes/news/screen: unknown screen "NewsLst" (see src/shared/screen-names.ts)'))).toBe(true);
  });

  it('takes a tenant refused for a missing logo back once the file is copied in, without touching tenant.json', async () => {
    await cp(path.join(dir, 'demo'), path.join(dir, 'sigma'), { recursive: true });
    const demo = JSON.parse(await readFile(path.join(dir, 'demo', 'tenant.json'), 'utf8'));
    await writeFile(path.join(dir, 'sigma', 'tenant.json'), JSON.stringify({ ...demo, hosts: ['sigma.example.com'] }));
    await rename(path.join(dir, 'sigma', 'logo.svg'), path.join(dir, 'logo-aside.svg'));
    const registry = new TenantRegistry({ tenantsDir: dir, defaultTenant: 'demo', log });
    await registry.load();
    expect(registry.refused.get('sigma')).toEqual([{ pointer: '/brand/logo', message: 'file not found: logo.svg' }]);
    await rename(path.join(dir, 'logo-aside.svg'), path.join(dir, 'sigma', 'logo.svg'));
    expect(await registry.resolve('sigma.example.com')).toBe('sigma');
  });
});
