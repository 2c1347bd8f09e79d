import { describe, expect, it } from 'vitest';
import { statusParagraphs } from '../modules/console/orders-views.js';
import { renderMail } from './templates.js';

const ctx = { tenantName: 'Premia Club', baseUrl: 'http://demo.localhost:8080' };

describe('counts in the mails, in Italian', () => {
  it('says one point in the singular, agreement included, and a whole million with "di"', () => {
    const one = renderMail(
      'order',
      { orderNumber: 'ORD-1', items: [{ name: 'Matita', quantity: 1, points: 1 }], totalPoints: 1, shipping: 'Via Roma 1', link: 'x' },
      ctx,
    );
    expect(one.text).toContain('• 1 × Matita: 1 punto');
    expect(one.text).toContain('Totale: 1 punto, già scalato dal tuo saldo.');
    const many = renderMail(
      'order',
      {
        orderNumber: 'ORD-2',
        items: [{ name: 'Viaggio', quantity: 2, points: 500_000 }],
        totalPoints: 1_000_000,
        shipping: 'Via Roma 1',
        link: 'x',
      },
      ctx,
    );
    expect(many.text).toContain('Totale: 1.000.000 di punti, già scalati dal tuo saldo.');
  });

  it('tells a cancellation of one point in the singular', () => {
    const order = { order_number: 'ORD-3', status: 'annullato' as const, carrier: null, tracking_code: null, tracking_url: null };
    expect(statusParagraphs('mail', order, 1, null)).toEqual([
      'Il tuo ordine ORD-3 è stato annullato e il punto utilizzato è tornato sul tuo saldo.',
    ]);
    expect(statusParagraphs('mail', order, 2400, null)).toEqual([
      'Il tuo ordine ORD-3 è stato annullato e i 2.400 punti utilizzati sono tornati sul tuo saldo.',
    ]);
  });
});
