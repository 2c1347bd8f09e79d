import http from 'node:http';
import { randomUUID } from 'node:crypto';
import { CHECKOUT_BODY } from '../../tests/e2e/support/checkout-body.js';

/**
 * One simulated customer's journey through the portal's API, step by step as the SPA makes the
 * calls (a step that the SPA makes with several calls at once sends them at once here too), with
 * each step's wall time recorded. Used by scripts/bench/journey.ts.
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
}

interface Answer {
  status: number;
  body: unknown;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });

/** A call as the SPA sends it: the tenant's host, the JSON body, the bearer token once signed in. */
function call(target: Target, method: 'GET' | 'POST', path: string, token?: string, body?: unknown): Promise<Answer> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port: target.port,
        path: `/v1${path}`,
        method,
        agent,
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
}

const pick = <T>(items: readonly T[], random: () => number): T => items[Math.floor(random() * items.length)]!;

/** Sign in, home, two catalogue pages, a search with a points range, a prize, add it to the cart, check out. */
export async function runJourney(records: Record<Step, StepRecord>, input: JourneyInput): Promise<void> {
  const { target, random } = input;
  const [signin] = await step(records, 'accesso', [
    call(target, 'POST', '/auth/signin', undefined, { username: input.username, password: input.password }),
  ]);
  const token = (signin!.body as { token: string }).token;
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
}
