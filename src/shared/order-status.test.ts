import { orderStatusLabel } from './order-status.js';

describe('order status labels', () => {
  it('names each status in Italian, and shows one it does not know as it is', () => {
    expect(orderStatusLabel('shipped')).toBe('Spedito');
    expect(orderStatusLabel('cancelled')).toBe('Annullato');
    expect(orderStatusLabel('returned')).toBe('returned');
    expect(orderStatusLabel('toString')).toBe('toString');
  });
});
