import { describe, expect, it } from 'vitest';
import { applyDependencies, lockedFields } from './dependencies.js';

const ui = {
  region: { 'ui:widget': 'region' },
  district: { 'ui:widget': 'district', 'ui:options': { parent: 'region' } },
  city: { 'ui:widget': 'city', 'ui:options': { parent: 'district', zipcode: 'zipcode' } },
  select_address: {
    'ui:widget': 'savedAddress',
    'ui:options': { fill: { firstname: 'name', district: 'district', city: 'city', zipcode: 'zipcode' } },
  },
};
const lookups = {
  cities: (d: string) => (d === 'MI' ? [{ name: 'Milano', value: 'Milano', zipcode: '20121', zipcodes: ['20121'] }] : undefined),
  addresses: () => [
    {
      id: 7,
      name: 'Anna',
      surname: 'Bianchi',
      address: 'Via Po',
      address_number: '3',
      district: 'TO',
      city: 'Torino',
      zipcode: '10121',
      phone: '011',
      label: 'Negozio',
    },
  ],
};
const full = { region: 'Lombardia', district: 'MI', city: 'Milano', zipcode: '20121', address1: 'Via Roma' };

describe('applyDependencies', () => {
  it('a new region clears province, city and CAP, nothing else', () => {
    expect(applyDependencies(full, { ...full, region: 'Lazio' }, ui, lookups)).toEqual({
      region: 'Lazio',
      district: undefined,
      city: undefined,
      zipcode: undefined,
      address1: 'Via Roma',
    });
  });

  it('a new province clears city and CAP', () => {
    expect(applyDependencies(full, { ...full, district: 'BG' }, ui, lookups)).toMatchObject({
      district: 'BG',
      city: undefined,
      zipcode: undefined,
    });
  });

  it('a city of the loaded list fills the CAP', () => {
    const before = { ...full, city: undefined, zipcode: undefined };
    expect(applyDependencies(before, { ...before, city: 'Milano' }, ui, lookups)).toMatchObject({ city: 'Milano', zipcode: '20121' });
  });

  it('a saved address fills the mapped fields', () => {
    expect(applyDependencies({}, { select_address: 7 }, ui, lookups)).toMatchObject({
      firstname: 'Anna',
      district: 'TO',
      city: 'Torino',
      zipcode: '10121',
    });
  });

  it('leaves forms without lookup widgets alone', () => {
    expect(applyDependencies({ a: 1 }, { a: 2 }, { a: { 'ui:widget': 'text' } }, lookups)).toEqual({ a: 2 });
  });
});

describe('saved address choice', () => {
  const fill = { 'ui:widget': 'savedAddress', 'ui:options': { fill: { firstname: 'name', city: 'city' } } };
  const ui2 = { select_address: fill };

  it('locks the filled fields while an address is chosen', () => {
    expect(lockedFields({ select_address: 7 }, ui2)).toEqual(['firstname', 'city']);
    expect(lockedFields({ select_address: undefined }, ui2)).toEqual([]);
    expect(lockedFields({ select_address: 7 }, { select_address: { 'ui:widget': 'savedAddress' } })).toEqual([]);
  });

  it('going back to a new address restores what was typed before the choice', () => {
    const typed = new Map();
    const withTyped = { ...lookups, typed };
    const chosen = applyDependencies({ firstname: 'Luca' }, { firstname: 'Luca', select_address: 7 }, ui2, withTyped);
    expect(chosen).toMatchObject({ firstname: 'Anna', city: 'Torino' });
    const back = applyDependencies(chosen, { ...chosen, select_address: undefined }, ui2, withTyped);
    expect(back).toMatchObject({ firstname: 'Luca', city: undefined });
  });
});
