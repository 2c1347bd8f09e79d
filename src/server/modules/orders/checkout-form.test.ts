import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpError } from '../../http/errors.js';
import { buildTestApp, type TestApp } from '../../test/build-app.js';
import type { RequestTenant } from '../tenants/service.js';
import { resolveCheckoutForm } from './checkout-form.js';
import { NEW_ADDRESS, newCustomer } from '../catalog/test-helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** A tenant that declares no checkout form: the default rules apply. */
function withoutCheckoutForm(tenant: RequestTenant): RequestTenant {
  const { checkout: _omit, ...forms } = tenant.config.forms;
  return { ...tenant, revision: `${tenant.revision}-noform`, config: { ...tenant.config, forms } };
}

async function errorsOf(promise: Promise<unknown>): Promise<Record<string, string>> {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(HttpError);
  return Object.fromEntries(((err as HttpError).details ?? []).map((d) => [d.field, d.message]));
}

describe('resolveCheckoutForm without a tenant checkout form', () => {
  it('accepts a complete new address and trims it', async () => {
    const tenant = withoutCheckoutForm((await t.app.tenantConfigs.get('demo', false))!);
    const { id } = await newCustomer(t.app, 'demo', 0);
    const form = await resolveCheckoutForm(t.app.db, tenant, id, { ...NEW_ADDRESS, city: ' Torino ', accept_rules_checkout: '1' });
    expect(form).toMatchObject({ savedAddressId: null, shipping: { city: 'Torino', notes: NEW_ADDRESS.notes } });
  });

  it('reports every invalid field with the forms’ Italian messages', async () => {
    const tenant = withoutCheckoutForm((await t.app.tenantConfigs.get('demo', false))!);
    const { id } = await newCustomer(t.app, 'demo', 0);
    const errors = await errorsOf(
      resolveCheckoutForm(t.app.db, tenant, id, {
        ...NEW_ADDRESS,
        firstname: '',
        zipcode: 'abc',
        repeatphone: '000',
        accept_rules_checkout: 0,
      }),
    );
    expect(errors).toEqual({
      firstname: 'CAMPO OBBLIGATORIO',
      zipcode: 'Formato non valido',
      accept_rules_checkout: 'CAMPO OBBLIGATORIO',
      repeatphone: 'I numeri di telefono devono coincidere',
    });
  });

  it('takes a saved address of the customer, only consents from the form', async () => {
    const tenant = withoutCheckoutForm((await t.app.tenantConfigs.get('demo', false))!);
    const { id } = await newCustomer(t.app, 'demo', 0);
    const saved = await t.app.db
      .insertInto('addresses')
      .values({
        user_id: id,
        name: 'Anna',
        surname: 'Ferri',
        address: 'Via Roma',
        address_number: '1',
        district: 'BA',
        city: 'Bari',
        zipcode: '70121',
        phone: '080 123456',
        label: 'Negozio',
        created_at: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const form = await resolveCheckoutForm(t.app.db, tenant, id, { select_address: saved.id, accept_rules_checkout: 1 });
    expect(form).toMatchObject({ savedAddressId: saved.id, shipping: { firstname: 'Anna', city: 'Bari', notes: null } });
    const other = await newCustomer(t.app, 'demo', 0);
    expect(await errorsOf(resolveCheckoutForm(t.app.db, tenant, other.id, { select_address: saved.id, accept_rules_checkout: 1 }))).toEqual(
      { select_address: 'Indirizzo non trovato' },
    );
  });
});
