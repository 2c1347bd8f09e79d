import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveTenantConfig } from '../../shared/tenant-config.js';
import type { TenantFile } from '../../shared/types/generated/tenant.js';
import { PROJECT_ROOT } from '../paths.js';
import { AURORA_CONTENT } from './content-aurora.js';
import { DEMO_CONTENT } from './content-demo.js';

const CONTENT = { demo: DEMO_CONTENT, aurora: AURORA_CONTENT };

/** Every sentence of the demo texts that promises points on registration or as a welcome. */
function promisedWelcomePoints(content: unknown): number[] {
  const sentences = JSON.stringify(content).split(/(?<=[.!?])\s|","|\\n/);
  return sentences
    .filter((s) => /punti/.test(s) && /(benvenuto|registrazione)/.test(s))
    .flatMap((s) => [...s.matchAll(/(\d[\d.]*)\s+punti/g)].map((m) => Number(m[1]!.replace(/\./g, ''))));
}

describe('what the demo texts promise is what the server does', () => {
  it.each(['demo', 'aurora'] as const)('%s: the welcome points its texts promise are its features.welcomePoints', (alias) => {
    const file = JSON.parse(readFileSync(path.join(PROJECT_ROOT, 'tenants', alias, 'tenant.json'), 'utf8')) as TenantFile;
    const welcome = resolveTenantConfig(alias, file).features.welcomePoints;
    const promised = promisedWelcomePoints(CONTENT[alias]);
    expect(promised.length).toBeGreaterThan(0);
    expect(new Set(promised)).toEqual(new Set([welcome?.points]));
  });
});
