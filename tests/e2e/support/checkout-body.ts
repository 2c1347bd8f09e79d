/** The checkout form as a customer fills it (shipping to Milan), for journeys and the load benchmark that order through the API. */
export const CHECKOUT_BODY = {
  firstname: 'Marco',
  lastname: 'Bianchi',
  address: 'Via Roma',
  address_number: '1',
  district: 'MI',
  city: 'Milano',
  zipcode: '20121',
  phone: '02 1234567',
  repeatphone: '02 1234567',
  notes: '',
  accept_rules_checkout: 1,
} as const;
