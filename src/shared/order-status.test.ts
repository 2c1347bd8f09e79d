import { NEXT_STATUSES, orderStatusLabel, transitionRefusal } from './order-status.js';

describe('order status labels', () => {
  it('names each status in Italian, and shows one it does not know as it is', () => {
    expect(orderStatusLabel('in_lavorazione')).toBe('In lavorazione');
    expect(orderStatusLabel('annullato')).toBe('Annullato');
    expect(orderStatusLabel('returned')).toBe('returned');
    expect(orderStatusLabel('toString')).toBe('toString');
  });
});

describe('order status transitions', () => {
  it('allows the forward steps and cancelling only before the parcel leaves', () => {
    expect(transitionRefusal('ricevuto', 'in_lavorazione')).toBeNull();
    expect(transitionRefusal('ricevuto', 'spedito')).toBeNull();
    expect(transitionRefusal('in_lavorazione', 'annullato')).toBeNull();
    expect(transitionRefusal('spedito', 'consegnato')).toBeNull();
    expect(NEXT_STATUSES.consegnato).toEqual([]);
  });

  it('explains in Italian why a step is refused', () => {
    expect(transitionRefusal('spedito', 'annullato')).toBe("L'ordine è già stato spedito: non può più essere annullato");
    expect(transitionRefusal('annullato', 'ricevuto')).toBe("L'ordine è annullato: il suo stato non può più cambiare");
    expect(transitionRefusal('ricevuto', 'consegnato')).toBe('Un ordine può risultare consegnato solo dopo essere stato spedito');
    expect(transitionRefusal('spedito', 'in_lavorazione')).toBe('Un ordine «spedito» non può tornare allo stato «in lavorazione»');
    expect(transitionRefusal('spedito', 'spedito')).toBe("L'ordine è già nello stato «spedito»");
  });
});
