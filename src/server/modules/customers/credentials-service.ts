/**
 * What other modules may use of auth's credential machinery (the staff console signs its own
 * accounts in with the same hashing, limits, tokens and cookies as customers): one policy for
 * both, reached through this public face of the module.
 */
export { checkHashingRoom, hashPassword, needsRehash, rehashPassword, verifyAgainstDummy, verifyPassword } from './password.js';
export { refundWhenBusy } from './hash-queue.js';
export { signinBudgets, staffProofBudget } from './rate-limit.js';
export { randomToken, sha256, signAccessToken, verifyAccessToken } from './tokens.js';
export { clearRefreshCookie, setRefreshCookie, STAFF_REFRESH } from './cookies.js';
