/**
 * What provisioning customers from a file (modules/imports) needs of this module: the user
 * code's stored form, the e-mail rule, the first password's hash, the row type, and the bulk
 * reads and inserts of customers. Imports validate and insert in bulk, so they take the rules
 * rather than the one-customer services.
 */
export { hashProvisionalPassword } from './password.js';
export { existingUsernames, insertNewUsers, normalizeUsername, userIdsOf, usernamesOf } from './repository.js';
export { EMAIL } from './user-fields.js';
export type { NewUser } from './user.table.js';
