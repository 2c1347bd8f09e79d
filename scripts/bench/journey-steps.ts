import http from 'node:http';
import https from 'node:https';
import { randomUUID } from 'node:crypto';
import { CHECKOUT_BODY } from '../../tests/e2e/support/checkout-body.js';

/**
 * One simulated customer's journey through the portal's API, step by step as the SPA makes the
 * calls (a step that the SPA makes with several calls at once sends them at once here too), with
 * each step's wall time recorded. Used by scripts/bench/journey.ts and, through a TLS proxy, by
 * scripts/production/recipe.ts.
 */

export const STEPS = ['accesso', 'home', 'catalogo', 'ricerca', 'premio', 'carrello', 'ordine'] as const;
export type Step = (typeof STEPS)[number];

export interface StepRecord {
  times: number[];
  errors: number;
  /** HTTP status (or 'rete') → count, for the failures only. */
  failures: Map<string, number>;
}

export interface Target {
  port: number;
  host: string;
  /** HTTPS to a proxy on 127.0.0.1 whose certificate for `host` this CA signed; absent: plain HTTP. */
  tls?: { ca: string | Buffer };
}

interface Answer {
  status: number;
  body: unknown;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
const tlsAgent = new https.Agent({ keepAlive: true, maxSockets: 256 });

/** A call as the SPA sends it: the tenant's host, the JSON body, the bearer token once signed in. */
function call(target: Target, method: 'GET' | 'POST', path: string, token?: string, body?: unknown): Promise<Answer> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve) => {
    const request = target.tls ? https.request : http.request;
    const req = request(
      {
        host: '127.0.0.1',
        port: target.port,
        path: `/v1${path}`,
        method,
        agent: target.tls ? tlsAgent : agent,
        ...(target.tls ? { ca: target.tls.ca, servername: target.host } : {}),
        headers: {
          host: target.host,
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(payload ? { 'content-type': 'application/json', 'idempotency-key': randomUUID() } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let parsed: unknown = null;
          try {
            parsed = text ? JSON.parse(text) : null;
          } catch {
            parsed = text;
          }
          resolve({ status: res.statusCode ?? 0, body: parsed });
        });
      },
    );
    req.on('error', () => resolve({ status: 0, body: null }));
    req.end(payload);
  });
}

export class StepFailed extends Error {
  constructor(
    readonly step: Step,
    readonly status: number,
  ) {
    super(`${step}: ${status}`);
  }
}

/** Runs the calls of one step together, records its wall time, and fails the journey on any non-200. */
async function step(records: Record<Step, StepRecord>, name: Step, calls: Promise<Answer>[]): Promise<Answer[]> {
  const started = process.hrtime.bigint();
  const answers = await Promise.all(calls);
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  const bad = answers.find((a) => a.status !== 200);
  const record = records[name];
  if (bad) {
    record.errors++;
    const key = bad.status === 0 ? 'rete' : String(bad.status);
    record.failures.set(key, (record.failures.get(key) ?? 0) + 1);
    throw new StepFailed(name, bad.status);
  }
  record.times.push(ms);
  return answers;
}

export interface JourneyInput {
  target: Target;
  username: string;
  password: string;
  /** Words the search step picks from (taken from the tenant's own prize names). */
  words: string[];
  random: () => number;
  /** Already signed in: the journey starts at the home. */
  token?: string;
}

const pick = <T>(items: readonly T[], random: () => number): T => items[Math.floor(random() * items.length)]!;

/** The sign-in step: the session's access token. */
export async function signIn(records: Record<Step, StepRecord>, target: Target, username: string, password: string): Promise<string> {
  const [answer] = await step(records, 'accesso', [call(target, 'POST', '/auth/signin', undefined, { username, password })]);
  return (answer!.body as { token: string }).token;
}

/** Sign in (unless a token is given), home, two catalogue pages, a search with a points range, a prize, add it to the cart, check out. */
export async function runJourney(records: Record<Step, StepRecord>, input: JourneyInput): Promise<void> {
  const { target, random } = input;
  const token = input.token ?? (await signIn(records, target, input.username, input.password));
  const get = (path: string) => call(target, 'GET', path, token);

  await step(records, 'home', [get('/auth/me'), get('/points'), get('/catalog/products/home'), get('/notices')]);
  await step(records, 'catalogo', [get('/catalog/categories'), get('/catalog/products?page=1')]);
  const second = await step(records, 'catalogo', [get('/catalog/products?page=2')]);
  const from = Math.floor(random() * 20) * 500;
  const [search] = await step(records, 'ricerca', [
    get(`/catalog/products?search=${encodeURIComponent(pick(input.words, random))}&pointsFrom=${from}&pointsTo=${from + 20_000}`),
  ]);
  const found = (search!.body as { data: { id: number }[] }).data;
  const listed = (second[0]!.body as { data: { id: number }[] }).data;
  const prize = pick(found.length ? found : listed, random);
  await step(records, 'premio', [get(`/catalog/products/${prize.id}`)]);
  await step(records, 'carrello', [call(target, 'POST', '/catalog/products/addtocart', token, { product_id: prize.id, quantity: 1 })]);
  await step(records, 'ordine', [call(target, 'POST', '/catalog/checkout', token, CHECKOUT_BODY)]);
}

export function emptyRecords(): Record<Step, StepRecord> {
  const entries = STEPS.map((s): [Step, StepRecord] => [s, { times: [], errors: 0, failures: new Map<string, number>() }]);
  return Object.fromEntries(entries) as Record<Step, StepRecord>;
}

export function closeAgent(): void {
  agent.destroy();
  tlsAgent.destroy();
}

/** Deterministic pseudo-random numbers per simulated customer. */
function prng(seed: number) {
  let s = seed >>> 0;
  return () => (s = (Math.imul(s, 1664525) + 1013904223) >>> 0) / 2 ** 32;
}

export interface DriveOptions {
  /** The customers' journeys alternate between these. */
  targets: Target[];
  usernames: string[];
  password: string;
  words: string[];
  /** Simulated customers at once. */
  vus: number;
  /** Signed in once beforehand, by customer (index as `usernames`): journeys skip the sign-in. */
  tokens?: string[];
  /** Asked before each new journey; journeys under way always finish. */
  keepGoing: () => boolean;
}

export interface DriveResult {
  records: Record<Step, StepRecord>;
  journeys: number;
  seconds: number;
}

/** `vus` customers going through the journey again and again while `keepGoing()` says so. */
export async function driveJourneys(options: DriveOptions): Promise<DriveResult> {
  const records = emptyRecords();
  let journeys = 0;
  let next = 0;
  const started = Date.now();
  await Promise.all(
    Array.from({ length: options.vus }, async (_, vu) => {
      const random = prng(vu + 1);
      while (options.keepGoing()) {
        const n = next++;
        // Signed-in customers are people: one journey at a time each, on their own cart.
        const customer = (options.tokens ? vu : n) % options.usernames.length;
        const input = {
          target: options.targets[n % options.targets.length]!,
          username: options.usernames[customer]!,
          token: options.tokens?.[customer],
          password: options.password,
          words: options.words,
          random,
        };
        try {
          await runJourney(records, input);
          journeys++;
        } catch (err) {
          if (!(err instanceof StepFailed)) throw err;
          // A person whose page failed tries again a moment later, not in the same millisecond.
          await new Promise((resolve) => setTimeout(resolve, 1000));
        }
      }
    }),
  );
  return { records, journeys, seconds: (Date.now() - started) / 1000 };
}

/** The q-quantile of times sorted ascending (0 for none). */
export const quantile = (sorted: number[], q: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]! : 0;

/** Journeys per second, then p50/p99 and failures (by status) per step. */
export function printJourneyReport(label: string, vus: number, result: DriveResult): void {
  console.log(
    `\n[${label}] ${vus} clienti simultanei per ${result.seconds.toFixed(0)} s: ${result.journeys} percorsi completi, ${(result.journeys / result.seconds).toFixed(2)} percorsi/s`,
  );
  console.log('  passo        richieste   p50 ms   p99 ms   errori');
  for (const name of STEPS) {
    const r = result.records[name];
    const sorted = [...r.times].sort((a, b) => a - b);
    const failures = [...r.failures].map(([status, n]) => `${n}×${status}`).join(' ');
    console.log(
      `  ${name.padEnd(12)} ${String(sorted.length).padStart(9)} ${quantile(sorted, 0.5).toFixed(1).padStart(8)} ${quantile(sorted, 0.99).toFixed(1).padStart(8)}   ${r.errors}${failures ? ` (${failures})` : ''}`,
    );
  }
}

/** Failed steps of a run, whatever the step. */
export const failuresOf = (result: DriveResult): number => STEPS.reduce((sum, name) => sum + result.records[name].errors, 0);
