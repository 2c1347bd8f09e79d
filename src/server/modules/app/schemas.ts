/** Request and response schemas of the app area (serialisation and the OpenAPI document). */

const str = (description: string) => ({ type: 'string', description }) as const;
const bool = (description: string) => ({ type: 'boolean', description }) as const;
const freeObject = (description: string) => ({ type: 'object', additionalProperties: true, description }) as const;

export const appStartResponse = {
  type: 'object',
  description: "The app config of the specification (§3) for the request's tenant, plus the runtime overrides.",
  required: ['alias', 'name', 'lang', 'langs', 'logo', 'ownlogin', 'overrides', 'revision'],
  properties: {
    alias: str('Tenant alias (folder name under tenants/).'),
    name: str('Display name of the initiative.'),
    lang: str('Default language.'),
    langs: { type: 'array', items: { type: 'string' }, description: 'Languages offered.' },
    favicon: { type: ['string', 'null'], description: 'Favicon URL.' },
    logo: str('Logo URL.'),
    logo_inverted: str('Logo for dark backgrounds.'),
    analytics: {
      type: 'object',
      description: 'Web analytics; nothing loads when id is null.',
      properties: { id: { type: ['string', 'null'], description: 'Measurement id.' }, anonymize_ip: bool('IP anonymisation.') },
    },
    design: {
      type: 'object',
      description: 'Design settings.',
      properties: {
        template_props: { type: 'object', description: 'Template properties.', properties: { font_source: str('Stylesheet URL of the fonts, empty for system fonts.') } },
      },
    },
    ownlogin: {
      type: 'object',
      description: 'Own login (user code + password).',
      properties: {
        active: bool('Own login on.'),
        gdpr: bool('GDPR consents asked at registration.'),
        adult: bool('Customers must be adults.'),
        fields_required: { type: 'array', items: { type: 'string' }, description: 'Extra required signup fields.' },
      },
    },
    oauths: {
      type: 'array',
      description: 'External sign-in providers.',
      items: { type: 'object', properties: { id: str('Provider id.'), label: str('Button label.') } },
    },
    profile: freeObject('Profile field definitions keyed by field name.'),
    i18l: {
      type: 'object',
      description: 'Navigation texts.',
      properties: {
        nav: {
          type: 'object',
          description: 'Header navigation.',
          properties: {
            menu_static_links: {
              type: 'array',
              description: 'Static menu links.',
              items: { type: 'object', properties: { label: str('Link text.'), url: str('Target.') } },
            },
          },
        },
      },
    },
    overrides: freeObject('Runtime overrides (a partial tenant file; null removes a key), merged over the tenant file; runtime wins.'),
    revision: str('Changes whenever the tenant file or an override changes.'),
  },
} as const;

export const tenantFileResponse = freeObject('The tenant file (schemas/tenant.schema.json) without $schema.');

export const errorReportBody = {
  type: 'object',
  description: 'A client-side failure (the SPA reports 5xx answers). JSON or multipart.',
  required: ['message'],
  additionalProperties: false,
  properties: {
    url: { type: 'string', maxLength: 2048, description: 'Page the customer was on.' },
    endpoint: { type: 'string', maxLength: 2048, description: 'API call that failed.' },
    code: { type: ['integer', 'null'], minimum: 0, maximum: 9999, description: 'HTTP status or error code.' },
    message: { type: 'string', minLength: 1, maxLength: 4000, description: 'Error text.' },
    line: { type: 'string', maxLength: 200, description: 'Source line, if known.' },
    apikey: { type: 'string', maxLength: 200, description: 'Accepted for compatibility with the spec; not stored.' },
  },
} as const;
