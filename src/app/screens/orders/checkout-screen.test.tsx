import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { checkoutStore } from '../../stores/checkout.js';
import type { installFakeApi } from '../../test/fake-api.js';
import { cartOf, cleanupOrdering, currentPath, FORM_LOOKUPS, line, order, renderOrdering } from './test-support.js';

let api: ReturnType<typeof installFakeApi> | undefined;
afterEach(() => cleanupOrdering(api));

const CART = cartOf(line(3, 'Bollitore elettrico in acciaio', 2400));
const field = (label: RegExp) => screen.getByLabelText(label, { selector: 'input, select, textarea' });
const errorUnder = (el: HTMLElement) => document.getElementById(`${el.id}__error`)?.textContent;

async function openCheckout(routes: Parameters<typeof renderOrdering>[0]['routes'] = {}) {
  const utils = renderOrdering({
    path: '/checkout',
    routes: { 'GET /catalog/cart': { status: 200, data: CART }, ...FORM_LOOKUPS, ...routes },
  });
  api = utils.api;
  await screen.findByRole('button', { name: 'Continua' });
  await waitFor(() => expect(document.querySelector('[aria-busy="true"]')).toBeNull());
  await within(field(/Indirizzo salvato/)).findByRole('option', { name: /Via Garibaldi 12/ });
  return utils.user;
}

describe('checkout (/checkout)', () => {
  it("shows 'CAMPO OBBLIGATORIO' under the required fields when sent empty, and stays", async () => {
    const user = await openCheckout();
    expect(within(screen.getByRole('region', { name: 'Riepilogo' })).getByText('2.400 punti')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continua' }));
    await waitFor(() => expect(errorUnder(field(/Nome destinatario/))).toBe('CAMPO OBBLIGATORIO'));
    expect(errorUnder(field(/^\* CAP/))).toBe('CAMPO OBBLIGATORIO');
    expect(currentPath()).toBe('/checkout');
    expect(checkoutStore.shipping).toBeNull();
  });

  it('a saved address fills and locks the address fields; going back to a new one restores what was typed', async () => {
    const user = await openCheckout();
    await user.type(field(/Nome destinatario/), 'Anna');
    await user.selectOptions(field(/Indirizzo salvato/), 'Negozio – Via Garibaldi 12, Milano');
    await waitFor(() => expect(field(/Nome destinatario/)).toHaveValue('Marco'));
    expect(field(/Nome destinatario/)).toHaveAttribute('readonly');
    expect(field(/^\* Indirizzo$/)).toHaveValue('Via Giuseppe Garibaldi');
    expect(field(/^\* CAP/)).toHaveValue('20121');
    expect(field(/Note per la consegna/)).not.toHaveAttribute('readonly');

    await user.selectOptions(field(/Indirizzo salvato/), 'Nuovo indirizzo');
    await waitFor(() => expect(field(/Nome destinatario/)).toHaveValue('Anna'));
    expect(field(/Nome destinatario/)).not.toHaveAttribute('readonly');
    expect(field(/^\* Indirizzo$/)).toHaveValue('');
  });

  it('with a saved address goes to the review, which shows it', async () => {
    const user = await openCheckout();
    await user.selectOptions(field(/Indirizzo salvato/), 'Negozio – Via Garibaldi 12, Milano');
    await user.click(screen.getByRole('checkbox', { name: /regolamento/ }));
    await user.click(screen.getByRole('button', { name: 'Continua' }));
    await waitFor(() => expect(currentPath()).toBe('/conferma-ordine'));
    const shipping = await screen.findByRole('region', { name: 'Spedizione' });
    expect(shipping).toHaveTextContent('Marco Bianchi');
    expect(shipping).toHaveTextContent('Via Giuseppe Garibaldi 12');
    expect(shipping).toHaveTextContent('20121 Milano (MI)');
    expect(checkoutStore.shipping).toMatchObject({ select_address: 7, accept_rules_checkout: 1 });
    expect(checkoutStore.attemptKey).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('with a new address: the province and city lists fill the CAP, and the order is sent with the typed values', async () => {
    const user = await openCheckout({
      'POST /catalog/checkout': { status: 200, data: order(1) },
      'GET /auth/me': { status: 200, data: { points_enabled: true, points: 22_600 } },
    });
    await user.type(field(/Nome destinatario/), 'Anna');
    await user.type(field(/Cognome destinatario/), 'Ferri');
    await user.type(field(/^\* Indirizzo$/), 'Corso Vittorio Emanuele II');
    await user.type(field(/N° civico/), '45');
    await within(field(/Provincia/)).findByRole('option', { name: 'Torino' });
    await user.selectOptions(field(/Provincia/), 'Torino');
    await within(field(/Città/)).findByRole('option', { name: 'Torino' });
    await user.selectOptions(field(/Città/), 'Torino');
    await waitFor(() => expect(field(/^\* CAP/)).toHaveValue('10121'));
    await user.type(field(/^\* Telefono/), '011 456 7890');
    await user.type(field(/Ripeti telefono/), '011 456 7890');
    await user.click(screen.getByRole('checkbox', { name: /regolamento/ }));
    await user.click(screen.getByRole('button', { name: 'Continua' }));
    await waitFor(() => expect(currentPath()).toBe('/conferma-ordine'));
    expect(await screen.findByRole('region', { name: 'Spedizione' })).toHaveTextContent('Corso Vittorio Emanuele II 45');
    await user.click(screen.getByRole('button', { name: 'Conferma ordine' }));
    await waitFor(() => expect(currentPath()).toBe('/order-success'));
    expect(api!.callsTo('POST /catalog/checkout')[0]!.data).toMatchObject({
      firstname: 'Anna',
      lastname: 'Ferri',
      district: 'TO',
      city: 'Torino',
      zipcode: '10121',
      phone: '011 456 7890',
      repeatphone: '011 456 7890',
      accept_rules_checkout: 1,
    });
  });

  it("shows the server's field errors from the confirmation under the fields, with the values kept", async () => {
    const values = {
      firstname: 'Anna',
      lastname: 'Ferri',
      address: 'Corso Vittorio Emanuele II',
      address_number: '45',
      district: 'TO',
      city: 'Torino',
      zipcode: '10121',
      phone: '011 456 7890',
      repeatphone: '011 456 7890',
      accept_rules_checkout: 1,
    };
    const utils = renderOrdering({
      path: '/conferma-ordine',
      shipping: values,
      routes: {
        'GET /catalog/cart': { status: 200, data: CART },
        ...FORM_LOOKUPS,
        'POST /catalog/checkout': {
          status: 400,
          data: { error: 'Alcuni campi non sono validi', details: [{ field: 'zipcode', message: 'Il CAP non corrisponde alla città' }] },
        },
      },
    });
    api = utils.api;
    await utils.user.click(await screen.findByRole('button', { name: 'Conferma ordine' }));
    await waitFor(() => expect(currentPath()).toBe('/checkout'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Alcuni dati di spedizione non sono validi');
    await screen.findByRole('button', { name: 'Continua' });
    await waitFor(() => expect(errorUnder(field(/^\* CAP/))).toBe('Il CAP non corrisponde alla città'));
    expect(field(/Nome destinatario/)).toHaveValue('Anna');
    expect(field(/^\* Indirizzo$/)).toHaveValue('Corso Vittorio Emanuele II');
  });
});
