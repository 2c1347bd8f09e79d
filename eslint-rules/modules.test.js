// @ts-check
import path from 'node:path';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { fixtureTree } from './fixture-tree.js';
import premia from './modules.js';

// catalog depends on auth; auth depends on nothing. a → b → c for the indirect cycle.
const root = fixtureTree({
  'auth/service.ts': "import { findUser } from './repository.js';\nexport const me = findUser;\n",
  'auth/repository.ts': 'export const findUser = () => null;\n',
  'auth/address-service.ts': 'export const keepAddress = () => null;\n',
  'auth/address.table.ts': 'export interface AddressesTable { id: number }\n',
  'auth/user.table.ts': 'export interface UsersTable { id: number }\nexport type User = UsersTable;\n',
  'catalog/order.table.ts': 'export interface OrdersTable { id: number }\nexport interface OrderItemsTable { id: number }\n',
  'auth/routes.ts': "import { me } from './service.js';\nexport const routes = me;\n",
  'catalog/service.ts': "import { me } from '../auth/service.js';\nexport const listing = me;\n",
  'catalog/basket-repository.ts': 'export const cartLines = () => [];\n',
  'catalog/basket-service.ts': "import {\n  keepAddress,\n} from '../auth/address-service.js';\nexport const cart = keepAddress;\n",
  'a/service.ts': "import { b } from '../b/service.js';\nexport const a = b;\n",
  'b/service.ts': "export { c as b } from '../c/service.js';\n",
  'c/service.ts': 'export const c = 1;\n',
});
const options = [{ root }];
const at = (/** @type {string} */ file) => path.join(root, file);
// The TypeScript parser, as for the project's files: `import type` is part of what is checked.
const tester = new RuleTester({ languageOptions: { parser: tseslint.parser, ecmaVersion: 2022, sourceType: 'module' } });
const ROUTES_REPOSITORY = (/** @type {string} */ spec) => `routes may not import a repository (${spec}): call a service that does`;
const FOREIGN = (/** @type {string} */ from, /** @type {string} */ table, /** @type {string} */ how, /** @type {string} */ owner) =>
  `module '${from}' may not query table '${table}' (${how}): it belongs to module '${owner}', ask its service`;
const NOT_PUBLIC = (/** @type {string} */ from, /** @type {string} */ to, /** @type {string} */ spec) =>
  `module '${from}' may import only the public services of module '${to}' (service.ts, *-service.ts), not ${spec}`;

tester.run('premia/modules', premia.rules.modules, {
  valid: [
    { code: "import { me } from './service.js';", filename: at('auth/routes.ts'), options },
    { code: "import { findUser } from './repository.js';", filename: at('auth/service.ts'), options },
    { code: "import { me } from '../auth/service.js';", filename: at('catalog/routes.ts'), options },
    { code: "import { keepAddress } from '../auth/address-service.js';", filename: at('catalog/checkout-service.ts'), options },
    // Routes answer: replies and route registration are no queries.
    { code: 'app.get("/x", async (request, reply) => reply.code(201).send(await cart()));', filename: at('catalog/routes.ts'), options },
    // Tests arrange fixtures through any module's internals.
    { code: "import { cartLines } from '../catalog/basket-repository.js';", filename: at('auth/account.test.ts'), options },
    { code: "import { cartLines } from '../catalog/basket-repository.js';", filename: at('auth/test-helpers.ts'), options },
    // A module queries the tables its own *.table.ts declares, joins included.
    {
      code: "db.selectFrom('orders').innerJoin('order_items as i', 'i.order_id', 'orders.id').selectAll();",
      filename: at('catalog/order-repository.ts'),
      options,
    },
    { code: "db.updateTable('users').set({ active: 1 }).where('id', '=', 1);", filename: at('auth/repository.ts'), options },
    // Tables no module declares (views of a CTE, a migration's helpers) are nobody's.
    { code: 'sql`with weeks(week) as (values (1)) select week from weeks`;', filename: at('catalog/order-repository.ts'), options },
    // Tests arrange rows in any table.
    { code: "db.insertInto('users').values({ id: 1 });", filename: at('catalog/checkout.test.ts'), options },
    // A file the table check is switched off for (tables: false) still has its imports checked.
    { code: "db.selectFrom('users').selectAll();", filename: at('catalog/order-repository.ts'), options: [{ root, tables: false }] },
    // A client outside the modules (the demo data) calls their public services.
    {
      code: "import { keepAddress } from './auth/address-service.js';\nawait claimMeta(trx, 'seeded_at', 'x');",
      filename: path.join(root, 'accounts.seed.ts'),
      options: [{ root, client: 'demo' }],
    },
    // Outside the modules (composition root, plugins, db) nothing is checked.
    { code: "import { cartLines } from './catalog/basket-repository.js';", filename: path.join(root, 'routes.ts'), options },
  ],
  invalid: [
    {
      // ... but neither reaches past them nor writes their tables itself.
      code: "import { findUser } from './auth/repository.js';\ntrx.insertInto('users').values({ id: 1 });",
      filename: path.join(root, 'accounts.seed.ts'),
      options: [{ root, client: 'demo' }],
      errors: [
        { message: "demo may import only the public services of module 'auth' (service.ts, *-service.ts), not ./auth/repository.js" },
        { message: "demo may not query table 'users' (insertInto): it belongs to module 'auth', ask its service" },
      ],
    },
    {
      code: "db.selectFrom('users').select('id').where('id', '=', 1);",
      filename: at('catalog/order-repository.ts'),
      options,
      errors: [{ message: FOREIGN('catalog', 'users', 'selectFrom', 'auth') }],
    },
    {
      // Every statement that writes, and a service querying directly, are held to it too.
      code: "trx.insertInto('orders').values({ id: 1 }); trx.updateTable('order_items').set({ id: 2 }); trx.deleteFrom('orders');",
      filename: at('auth/account-service.ts'),
      options,
      errors: [
        { message: FOREIGN('auth', 'orders', 'insertInto', 'catalog') },
        { message: FOREIGN('auth', 'order_items', 'updateTable', 'catalog') },
        { message: FOREIGN('auth', 'orders', 'deleteFrom', 'catalog') },
      ],
    },
    {
      // A join, with an alias, reads another module's table as much as a selectFrom does.
      code: "db.selectFrom('orders').innerJoin('users as u', 'u.id', 'orders.user_id').leftJoin(`addresses`, 'addresses.id', 'u.id');",
      filename: at('catalog/order-repository.ts'),
      options,
      errors: [
        { message: FOREIGN('catalog', 'users', 'innerJoin', 'auth') },
        { message: FOREIGN('catalog', 'addresses', 'leftJoin', 'auth') },
      ],
    },
    {
      code: 'sql`select coalesce(sum(l.amount), 0) from orders o join users u on u.id = o.user_id`;',
      filename: at('catalog/order-repository.ts'),
      options,
      errors: [{ message: FOREIGN('catalog', 'users', 'sql', 'auth') }],
    },
    {
      code: "import { cartLines } from './basket-repository.js';",
      filename: at('catalog/routes.ts'),
      options,
      errors: [{ message: ROUTES_REPOSITORY('./basket-repository.js') }],
    },
    {
      code: "import { findUser } from '../auth/repository.js';",
      filename: at('catalog/checkout-routes.ts'),
      options,
      errors: [
        { message: ROUTES_REPOSITORY('../auth/repository.js') },
        { message: NOT_PUBLIC('catalog', 'auth', '../auth/repository.js') },
      ],
    },
    {
      code: "import { sql } from 'kysely';",
      filename: at('catalog/routes.ts'),
      options,
      errors: [{ message: "routes do not query: move the database work into a service and its repository ('kysely')" }],
    },
    {
      code: "app.get('/cms', async (request) => app.db.selectFrom('cms_sections').selectAll().execute());",
      filename: at('content/cms-routes.ts'),
      options,
      errors: [{ message: 'routes do not query (selectFrom): move it into a repository and call it from a service' }],
    },
    {
      code: "import type { AddressesTable } from '../auth/address.table.js';",
      filename: at('catalog/checkout-service.ts'),
      options,
      errors: [{ message: NOT_PUBLIC('catalog', 'auth', '../auth/address.table.js') }],
    },
    {
      code: "export { routes } from '../auth/routes.js';",
      filename: at('catalog/service.ts'),
      options,
      errors: [{ message: NOT_PUBLIC('catalog', 'auth', '../auth/routes.js') }],
    },
    {
      // catalog/service.ts imports auth: auth importing the catalogue back closes a cycle.
      code: "import { listing } from '../catalog/service.js';",
      filename: at('auth/user-view.ts'),
      options,
      errors: [{ message: 'import cycle between modules: auth → catalog → auth' }],
    },
    {
      // Through another module: a → b → c, so c may not import a.
      code: "const a = await import('../a/service.js');",
      filename: at('c/service.ts'),
      options,
      errors: [{ message: 'import cycle between modules: c → a → b → c' }],
    },
  ],
});
