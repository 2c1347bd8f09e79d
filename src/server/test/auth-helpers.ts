import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

/** A movable clock for buildTestApp({ clock }): expiry is tested by moving time, never by sleeping. */
export function testClock(start = new Date()) {
  let now = start.getTime();
  return {
    now: () => new Date(now),
    advance(ms: number) {
      now += ms;
    },
  };
}

let ipCounter = 0;
/** A fresh client address per call, so the per-IP limits of one test never spill into another. */
export function nextIp(): string {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

/** name=value of a Set-Cookie header of the response, or undefined. */
export function cookieFrom(res: LightMyRequestResponse, name: string): string | undefined {
  const cookies = res.cookies as { name: string; value: string }[];
  const found = cookies.find((c) => c.name === name);
  return found ? `${found.name}=${found.value}` : undefined;
}

export interface SignedIn {
  token: string;
  /** premia_refresh=… for the Cookie header. */
  cookie: string;
  userId: number;
  active: boolean;
}

export async function signIn(app: FastifyInstance, host: string, username: string, password = 'Demo!2025x'): Promise<SignedIn> {
  const res = await app.inject({
    method: 'POST',
    url: '/v1/auth/signin',
    headers: { host },
    payload: { username, password },
    remoteAddress: nextIp(),
  });
  if (res.statusCode !== 200) throw new Error(`signin ${username}@${host}: ${res.statusCode} ${res.body}`);
  const body = res.json() as { token: string; userId: number; active: boolean };
  return { ...body, cookie: cookieFrom(res, 'premia_refresh') ?? '' };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/**
 * The .eml files in the test app's outbox, oldest first, with their text. Mail is a queued job
 * (mail.send) and test apps run no worker: the due jobs are run first, as a worker would.
 */
export async function outbox(t: { app: FastifyInstance; dataDir: string }): Promise<{ name: string; text: string }[]> {
  await t.app.mailer.flush();
  await t.app.jobs.drain();
  const dir = path.join(t.dataDir, 'outbox');
  const names = await readdir(dir).catch(() => [] as string[]);
  return Promise.all(names.sort().map(async (name) => ({ name, text: await readFile(path.join(dir, name), 'utf8') })));
}

/** The first link in a mail's text part that starts with `prefix`. */
export function linkIn(mail: string, prefix: string): string | undefined {
  const unfolded = mail.replace(/=\r?\n/g, '');
  const escaped = prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`${escaped}[A-Za-z0-9_-]+`).exec(unfolded)?.[0];
}

export const CONSOLE_HOST = 'console.localhost';

export interface StaffSignedIn {
  token: string;
  /** premia_console_refresh=… for the Cookie header. */
  cookie: string;
}

/** Signs a staff member in to the console (demo staff by default password). */
export async function staffSignIn(app: FastifyInstance, email: string, password = 'Demo!2025x', otp?: string): Promise<StaffSignedIn> {
  const res = await app.inject({
    method: 'POST',
    url: '/v1/console/auth/signin',
    headers: { host: CONSOLE_HOST },
    payload: otp ? { email, password, otp } : { email, password },
    remoteAddress: nextIp(),
  });
  if (res.statusCode !== 200) throw new Error(`console signin ${email}: ${res.statusCode} ${res.body}`);
  return { token: (res.json() as { token: string }).token, cookie: cookieFrom(res, 'premia_console_refresh') ?? '' };
}

/**
 * Gives the demo operator every tenant, present and future (what `npm run staff -- add` without
 * --tenant makes): the seed grants it only the tenants with demo data. For tests of what an
 * every-tenant operator sees: an unknown tenant's 404, a folder added at run time.
 */
export async function operatorOfEveryTenant(app: FastifyInstance): Promise<StaffSignedIn> {
  await app.db.updateTable('staff_accounts').set({ all_tenants: 1 }).where('email', '=', 'operator@premia.example').execute();
  return staffSignIn(app, 'operator@premia.example');
}

/**
 * The customer accepts the regolamento in force, as the portal's blocking page does: a customer
 * created active (an import, a test row) has accepted none and is refused everything else until then.
 */
export async function acceptRegolamentoAs(app: FastifyInstance, host: string, token: string): Promise<void> {
  const headers = { host, ...bearer(token) };
  const pending = await app.inject({ method: 'GET', url: '/v1/regolamento/da-accettare', headers });
  const version = (pending.json() as { pending: { version: number } | null }).pending?.version;
  if (version === undefined) return;
  const res = await app.inject({ method: 'POST', url: '/v1/regolamento/accettazioni', headers, payload: { version } });
  if (res.statusCode !== 201) throw new Error(`accettazione del regolamento: ${res.statusCode} ${res.body}`);
}
