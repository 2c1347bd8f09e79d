import type { Page } from 'playwright-core';
import { openArea } from './console.js';
import type { RunningServer } from './server.js';

/** A partner's call, as its own HTTP client sends it (on the tenant's host, with the key). */
export async function partnerCall(
  server: RunningServer,
  key: string,
  method: string,
  path: string,
  body?: unknown,
  alias = 'demo',
): Promise<{ status: number; body: Record<string, unknown> }> {
  const res = await fetch(`http://127.0.0.1:${server.port}/v1/partner${path}`, {
    method,
    headers: {
      host: `${alias}.localhost:${server.port}`,
      authorization: `Bearer ${key}`,
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

/** Chiavi API in the console (a tenant open): a key with these scopes, as the operator copies it. */
export async function createApiKey(page: Page, name: string, scopes: readonly RegExp[]): Promise<string> {
  await openArea(page, 'Chiavi API');
  await page.getByLabel('Nome').fill(name);
  for (const scope of scopes) await page.getByRole('checkbox', { name: scope }).check();
  await page.getByRole('button', { name: 'Crea chiave' }).click();
  const key = (await page.getByLabel('La nuova chiave API').textContent())!.trim();
  await page.getByRole('button', { name: 'Ho salvato la chiave' }).click();
  return key;
}
