/** Response schemas of the utility area (address lookups, spec §3 and §7). */

const option = {
  type: 'object',
  required: ['name', 'value'],
  properties: {
    name: { type: 'string', description: 'Italian name shown in the select.' },
    value: { type: 'string', description: 'Value stored in the form.' },
  },
} as const;

export const optionList = (description: string) => ({ type: 'array', description, items: option }) as const;

export const cityList = {
  type: 'array',
  description: 'Municipalities of the province, by name.',
  items: {
    type: 'object',
    required: ['name', 'value', 'zipcode', 'zipcodes'],
    properties: {
      ...option.properties,
      zipcode: { type: 'string', description: 'CAP filled in when the city is chosen (the first one for cities with several).' },
      zipcodes: { type: 'array', items: { type: 'string' }, description: 'Every CAP of the municipality.' },
    },
  },
} as const;

export const keyParams = (name: string, description: string) =>
  ({
    type: 'object',
    required: [name],
    properties: { [name]: { type: 'string', minLength: 1, maxLength: 80, description } },
  }) as const;
