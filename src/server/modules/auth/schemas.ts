/** Request and response schemas of the auth area (validation, serialisation, OpenAPI). */
import { PASSWORD_POLICY_MESSAGE } from '../../../shared/password-policy.js';

const str = (description: string, extra: Record<string, unknown> = {}) => ({ type: 'string', description, ...extra }) as const;
const nullableStr = (description: string) => ({ type: ['string', 'null'], description }) as const;
const flag = (description: string) => ({ type: 'integer', enum: [0, 1], description }) as const;

export const okResponse = {
  type: 'object',
  description: 'Done.',
  required: ['ok'],
  properties: { ok: { type: 'boolean', description: 'Always true.' }, message: str('Text to show, when there is one.') },
} as const;

export const signinBody = {
  type: 'object',
  description: 'JSON or multipart. The login form names the user-code field `email` (spec §2); the call sends it as `username`.',
  required: ['username', 'password'],
  properties: {
    username: str('User code (SAP).', { minLength: 1, maxLength: 200 }),
    password: str('Password.', { minLength: 1, maxLength: 1024 }),
  },
} as const;

export const signinResponse = {
  type: 'object',
  description: 'Access token (JWT, ~10 minutes); the refresh token is set as an httpOnly cookie on /v1/auth.',
  required: ['token', 'active', 'userId'],
  properties: {
    token: str('Bearer access token.'),
    active: { type: 'boolean', description: 'False: the customer must complete the registration (/completa-registrazione).' },
    userId: { type: 'integer', description: 'Id of the customer.' },
  },
} as const;

export const refreshResponse = {
  type: 'object',
  description: 'A new access token; the refresh cookie is rotated.',
  required: ['token'],
  properties: { token: str('Bearer access token.') },
} as const;

const userInfo = {
  type: 'object',
  description: 'The customer. Fields a tenant added to its signup form appear beside these.',
  additionalProperties: true,
  required: ['id', 'active', 'type', 'username', 'gdpr_marketing'],
  properties: {
    id: { type: 'integer', description: 'Customer id.' },
    active: { type: 'boolean', description: 'Registration completed and confirmed.' },
    type: str('Customer type (e.g. customer).'),
    username: str('User code (SAP); not editable.'),
    firstname: nullableStr('First name.'),
    lastname: nullableStr('Last name.'),
    email: nullableStr('Email.'),
    company: nullableStr('Company name.'),
    vatcode: nullableStr('VAT number (P.IVA).'),
    phone: nullableStr('Phone.'),
    address1: nullableStr('Street.'),
    address2: nullableStr('Street number.'),
    zipcode: nullableStr('CAP.'),
    city: nullableStr('City.'),
    district: nullableStr('Province.'),
    region: nullableStr('Region.'),
    country: nullableStr('Country code.'),
    date_of_birth: nullableStr('yyyy-MM-dd.'),
    gdpr_marketing: flag('Marketing consent.'),
    gdpr_profiling: flag('Profiling consent.'),
    gdpr_privacy: flag('Privacy notice accepted.'),
    accetta_regolamento: flag('Rules accepted.'),
  },
} as const;

export const meResponse = {
  type: 'object',
  description: 'The user record of the spec (§3).',
  required: ['userinfo', 'points_enabled', 'points', 'wishlist', 'cart', 'oauth_profile_url', 'prize_to_validate'],
  properties: {
    userinfo: userInfo,
    points_enabled: { type: 'boolean', description: 'May use the prize catalogue, wishlist and prize detail.' },
    points: { type: 'integer', description: 'Points balance (sum of the ledger).' },
    wishlist: { type: 'array', items: { type: 'integer' }, description: 'Product ids in the wishlist.' },
    cart: { type: 'array', items: { type: 'object', additionalProperties: true }, description: 'Cart lines.' },
    oauth_profile_url: nullableStr('Profile page at the external sign-in provider, for its accounts.'),
    prize_to_validate: { type: 'integer', description: "Prizes to validate: > 0 shows 'Hai un premio da convalidare'." },
  },
} as const;

export const profileBody = {
  type: 'object',
  description: "Profile fields (JSON or multipart) as defined by the tenant's profile definitions (app/start `profile`). username and type are ignored.",
  additionalProperties: true,
  properties: {
    firstname: str('First name.', { maxLength: 300 }),
    lastname: str('Last name.', { maxLength: 300 }),
    email: str('Email.', { maxLength: 320 }),
  },
} as const;

export const signupBody = {
  type: 'object',
  description:
    "Complete registration: every value of the tenant's signup form (forms.signup.schema validates it on the server) plus gdpr_marketing 1/0. " +
    'Fields the code does not know are stored and returned in userinfo. password/repeatpassword, when sent, replace the first password.',
  additionalProperties: true,
  properties: {
    firstname: str('First name (ignored when already known).'),
    lastname: str('Last name (ignored when already known).'),
    email: str('Email: the activation link goes here.'),
    repeatemail: str('Must equal email.'),
    password: str(PASSWORD_POLICY_MESSAGE),
    repeatpassword: str('Must equal password.'),
    gdpr_marketing: { enum: [0, 1, '0', '1', true, false, 'true', 'false'], description: 'Marketing consent, 1 or 0 (multipart sends text).' },
  },
} as const;

export const codeParams = {
  type: 'object',
  required: ['code'],
  properties: { code: str('Code from the mailed link.', { minLength: 1, maxLength: 200 }) },
} as const;

export const tokenParams = {
  type: 'object',
  required: ['token'],
  properties: { token: str('One-time token from the mailed link.', { minLength: 1, maxLength: 200 }) },
} as const;

export const recoveryBody = {
  type: 'object',
  required: ['username'],
  properties: { username: str('User code (SAP).', { minLength: 1, maxLength: 200 }) },
} as const;

export const resetBody = {
  type: 'object',
  required: ['password', 'confirm', 'onetimetoken'],
  properties: {
    password: str(PASSWORD_POLICY_MESSAGE, { maxLength: 1024 }),
    confirm: str('Must equal password (422 otherwise).', { maxLength: 1024 }),
    onetimetoken: str('Token of the mailed link.', { minLength: 1, maxLength: 200 }),
  },
} as const;

export const changePasswordBody = {
  type: 'object',
  required: ['old', 'new'],
  properties: {
    old: str('Current password.', { maxLength: 1024 }),
    new: str(PASSWORD_POLICY_MESSAGE, { maxLength: 1024 }),
    confirm: str("Must equal new: 422 'Password and confirm password are not the same' otherwise (client code 2030).", { maxLength: 1024 }),
  },
} as const;

export const addressesResponse = {
  type: 'array',
  description: 'Saved shipping addresses (spec §3).',
  items: {
    type: 'object',
    required: ['id', 'name', 'surname', 'address', 'address_number', 'district', 'city', 'zipcode', 'phone', 'label'],
    properties: {
      id: { type: 'integer', description: 'Address id (select_address of the checkout).' },
      name: str('Recipient first name.'),
      surname: str('Recipient last name.'),
      address: str('Street.'),
      address_number: str('Street number.'),
      district: str('Province.'),
      city: str('City.'),
      zipcode: str('CAP.'),
      phone: str('Phone.'),
      label: str('Label shown in the address choice.'),
    },
  },
} as const;
