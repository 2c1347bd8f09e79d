/**
 * Who is refused where, for every console operation in schemas/api/staff*.json: read from the
 * contract files, so an area added later is covered the day it is declared. Each request is one
 * the operation would accept (its body and query sampled from its schemas and checked against
 * them), so the 401 or 403 comes from the guard, never from validation.
 */
import Ajv from 'ajv';
import Fastify from 'fastify';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContractFile, Json, JsonObject } from '../../../shared/api/contract-file.js';
import { contracts } from '../../http/contracts.js';
import { bearer, CONSOLE_HOST, nextIp, signIn, staffSignIn } from '../../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../test/build-app.js';
import { installStaffGuard, ROLE_FORBIDDEN, STAFF_UNAUTHORIZED, TENANT_FORBIDDEN } from '../../plugins/staff-guard.js';

type Role = 'operator' | 'support';
const ROLES: readonly Role[] = ['operator', 'support'];
/** Demo staff: the operator has every tenant, support only demo. */
const STAFF: Record<Role, string> = { operator: 'operator@premia.example', support: 'support@premia.example' };

interface ConsoleOperation {
  id: string;
  method: string;
  path: string;
  roles: readonly Role[];
  contract: ContractFile;
}

// As the server reads them: a definition shared with another area is in the file's own $defs.
const operations: ConsoleOperation[] = Object.entries(contracts)
  .map(([area, contract]) => ({ name: `${area}.json`, contract }))
  .filter(({ name }) => /^staff.*\.json$/.test(name))
  .sort((a, b) => (a.name < b.name ? -1 : 1))
  .flatMap(({ name, contract }) =>
    Object.entries(contract.operations)
      .filter(([, op]) => op.roles)
      .map(([id, op]) => ({ id: `${name} ${id}`, method: op.method, path: op.path, roles: op.roles as Role[], contract })),
  );

const LOCAL_REF = /^#\/\$defs\/([A-Za-z0-9]+)$/;

function resolved(schema: JsonObject, contract: ContractFile): JsonObject {
  const name = typeof schema.$ref === 'string' ? LOCAL_REF.exec(schema.$ref)?.[1] : undefined;
  if (!name) return schema;
  const { $ref: _ref, ...rest } = schema;
  return { ...resolved(contract.$defs[name] as JsonObject, contract), ...rest };
}

/**
 * The smallest value a schema accepts: its example, const, first enum value or default, else
 * built from its type and bounds (a string with a pattern: the first of a few usual shapes that
 * fits). A value that still breaks the schema fails the test (add `examples` to the contract)
 * rather than passing on a 400.
 */
function sampleOf(raw: JsonObject, contract: ContractFile): Json {
  const schema = resolved(raw, contract);
  if (Array.isArray(schema.examples) && schema.examples.length) return schema.examples[0]!;
  if ('const' in schema) return schema.const!;
  if (Array.isArray(schema.enum)) return schema.enum[0]!;
  if (schema.default !== undefined) return schema.default;
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  const type = types.find((t) => t !== 'null') ?? (schema.properties ? 'object' : 'string');
  switch (type) {
    case 'object': {
      const props = (schema.properties ?? {}) as Record<string, JsonObject>;
      const names = [...((schema.required as string[] | undefined) ?? [])];
      for (const name of Object.keys(props))
        if (names.length < Number(schema.minProperties ?? 0) && !names.includes(name)) names.push(name);
      return Object.fromEntries(names.map((name) => [name, sampleOf(props[name] ?? {}, contract)]));
    }
    case 'array':
      return Array.from({ length: Number(schema.minItems ?? 0) }, () => sampleOf((schema.items ?? {}) as JsonObject, contract));
    case 'integer':
    case 'number': {
      const min = typeof schema.minimum === 'number' ? schema.minimum : -Infinity;
      const max = typeof schema.maximum === 'number' ? schema.maximum : Infinity;
      return 1 >= min && 1 <= max ? 1 : Number.isFinite(min) ? min : max;
    }
    case 'boolean':
      return true;
    default: {
      if (schema.format === 'email') return 'staff@premia.example';
      if (schema.format === 'date') return '2026-01-01';
      if (schema.format === 'date-time') return '2026-01-01T00:00:00.000Z';
      const fits = (text: string) =>
        text.length >= Number(schema.minLength ?? 0) &&
        text.length <= Number(schema.maxLength ?? Infinity) &&
        (typeof schema.pattern !== 'string' || new RegExp(schema.pattern, 'u').test(text));
      const plain = 'a'.repeat(Math.max(Number(schema.minLength ?? 1), 3));
      return [plain, '123456', 'demo', 'DEMO0001', 'abc-123', '2026-01-01'].find(fits) ?? plain;
    }
  }
}

const ajv = addFormats(new Ajv({ strict: false, allErrors: true }));

/** A request the operation accepts, on tenant `alias`; throws when the sample breaks the schema. */
function requestOf(op: ConsoleOperation, alias: string) {
  const spec = op.contract.operations[op.id.split(' ')[1]!]!;
  const check = (part: string, schema: JsonObject | undefined, value: Json) => {
    if (!schema) return;
    const validate = ajv.compile({ ...resolved(schema, op.contract), $defs: op.contract.$defs });
    if (!validate(value))
      throw new Error(`${op.id}: the sampled ${part} breaks its schema (add examples): ${ajv.errorsText(validate.errors)}`);
  };
  const params = (spec.params ? sampleOf(spec.params, op.contract) : {}) as Record<string, Json>;
  params['alias'] = alias;
  check('params', spec.params, params);
  const url = op.path.replace(/\{([A-Za-z0-9_]+)\}/g, (_, name: string) => encodeURIComponent(String(params[name])));
  const query = (spec.querystring ? sampleOf(spec.querystring, op.contract) : {}) as Record<string, Json>;
  check('query', spec.querystring, query);
  const body = spec.body ? sampleOf(spec.body, op.contract) : undefined;
  check('body', spec.body, body ?? null);
  return {
    method: op.method as 'GET' | 'POST',
    url: `/v1${url}`,
    query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
    ...(body !== undefined ? { payload: body as object } : op.method === 'GET' ? {} : { payload: {} }),
  };
}

interface Case {
  op: ConsoleOperation;
  who: 'nobody' | 'customer' | Role;
  alias: string;
  status: 401 | 403;
  error: string;
}

const cases: Case[] = operations.flatMap((op): Case[] => {
  const tenantScoped = op.path.includes('{alias}');
  const base: Case[] = [
    { op, who: 'nobody', alias: 'demo', status: 401, error: STAFF_UNAUTHORIZED },
    { op, who: 'customer', alias: 'demo', status: 401, error: STAFF_UNAUTHORIZED },
  ];
  if (!tenantScoped) return base;
  return [
    ...base,
    // The role is checked first: an operation support may not call is refused for the role.
    { op, who: 'support', alias: 'aurora', status: 403, error: op.roles.includes('support') ? TENANT_FORBIDDEN : ROLE_FORBIDDEN },
    ...ROLES.filter((role) => !op.roles.includes(role)).map((role): Case => ({
      op,
      who: role,
      alias: 'demo',
      status: 403,
      error: ROLE_FORBIDDEN,
    })),
  ];
});

let t: TestApp;
const tokens: Partial<Record<Case['who'], string>> = {};

beforeAll(async () => {
  t = await buildTestApp();
  tokens.customer = (await signIn(t.app, 'demo.localhost', 'DEMO0001')).token;
  for (const role of ROLES) tokens[role] = (await staffSignIn(t.app, STAFF[role])).token;
});
afterAll(() => t.close());

describe('console access matrix', () => {
  it('covers every tenant operation of the console contracts', () => {
    const ids = operations.map((op) => op.id);
    expect(ids).toEqual(expect.arrayContaining(['staff-customers.json adjustPoints', 'staff-customers.json revokeSessions']));
    expect(cases.filter((c) => c.who === 'support' && c.alias === 'aurora').length).toBe(
      operations.filter((op) => op.path.includes('{alias}')).length,
    );
  });

  it.each(cases.map((c) => [`${c.op.id}: ${c.who} on ${c.alias} → ${c.status}`, c] as const))('%s', async (_name, c) => {
    const token = tokens[c.who];
    const res = await t.app.inject({
      ...requestOf(c.op, c.alias),
      headers: { host: CONSOLE_HOST, ...(token ? bearer(token) : {}) },
      remoteAddress: nextIp(),
    });
    expect([res.statusCode, res.json()]).toEqual([c.status, { error: c.error }]);
  });
});

/**
 * The table's rows for a role left out appear by themselves from the contracts (the customers
 * import is operator-only). The guard's role check is also shown on a route of its own, in a
 * scope with the console's guard and the real accounts, so it stays proven whatever the
 * contracts list.
 */
describe('an operation whose roles leave the caller out', () => {
  it('refuses a valid request with 403 to the role left out, and serves the role listed', async () => {
    const probe = Fastify();
    probe.decorate('db', t.app.db);
    probe.decorate('jwtKey', t.app.jwtKey);
    probe.decorate('clock', t.app.clock);
    probe.decorate('tenantConfigs', t.app.tenantConfigs);
    probe.setErrorHandler((err: { statusCode?: number; message: string }, _request, reply) =>
      reply.code(err.statusCode ?? 500).send({ error: err.message }),
    );
    await probe.register(async (scope) => {
      installStaffGuard(scope, { requireTotpForOperators: false });
      scope.post(
        '/v1/console/tenants/:alias/operator-only',
        {
          config: { staffRoles: ['operator'] },
          schema: { body: { type: 'object', required: ['n'], properties: { n: { type: 'integer' } } } },
        },
        async () => ({ ok: true }),
      );
    });
    try {
      const send = (token: string) =>
        probe.inject({ method: 'POST', url: '/v1/console/tenants/demo/operator-only', payload: { n: 1 }, headers: bearer(token) });
      const support = await send(tokens.support!);
      expect([support.statusCode, support.json()]).toEqual([403, { error: ROLE_FORBIDDEN }]);
      expect((await send(tokens.operator!)).json()).toEqual({ ok: true });
    } finally {
      await probe.close();
    }
  });
});
