/**
 * What provisioning customers without the portal needs of this module: a file import
 * (modules/imports), the demo data and the start's demo-password check. The user code's stored
 * form, the e-mail rule, the first password's hash, the row type, the bulk reads and inserts of
 * customers, and taking a password away. Imports validate and insert in bulk, so they take the
 * rules rather than the one-customer services.
 */
export { keepAddress } from './address-service.js';
export { hashPassword, hashProvisionalPassword, verifyPassword } from './password.js';
export {
  customersWhoTickedRules,
  customersWithPasswordIn,
  dropPassword,
  existingUsernames,
  insertNewUsers,
  normalizeUsername,
  userIdsOf,
  usernamesOf,
} from './repository.js';
export { EMAIL } from './user-fields.js';
export type { NewUser } from './user.table.js';
