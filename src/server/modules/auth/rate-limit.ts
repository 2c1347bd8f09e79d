import { addressKey } from '../../http/client-address.js';
import type { Budget, Limit } from '../../http/rate-limit.js';
import { sha256 } from './tokens.js';

// The counters themselves live in src/server/http/rate-limit.ts (shared by every module); these
// names stay importable from here too.
export {
  assertUnderLimit,
  beginAttempt,
  clearBucket,
  consume,
  hit,
  hitsOf,
  RateLimitError,
  TOO_MANY_ATTEMPTS,
  type Budget,
  type Limit,
} from '../../http/rate-limit.js';

const MINUTE = 60_000;

/**
 * The lock-out policy of the account calls. Only failures count (a successful sign-in takes its
 * hit back), so customers behind one shared connection never lock each other out by signing in.
 *
 * A stranger must never be able to lock the owner out, so the tight limits are per (account,
 * address) and per address: an attacker at one address gets 5 guesses per account and 30 over
 * all accounts per 15 minutes, and the owner signing in from anywhere else is untouched. The
 * per-account ceiling over all addresses only bounds a distributed attack (otherwise unbounded:
 * 100 addresses would mean 500 guesses per 15 minutes). It is 20 times the per-address budget,
 * so denying the owner takes at least 20 addresses guessing within one window, and then lasts
 * only until that window ends; a growing delay would hold connections open instead, and a
 * ceiling that never blocks would leave a botnet guessing at will.
 */
export const LIMITS = {
  /** Failed sign-ins on one account from one address; cleared when that address signs in. */
  signinPair: { max: 5, windowMs: 15 * MINUTE },
  /** Failed sign-ins from one address over every account (one password sprayed over many codes). */
  signinAddress: { max: 30, windowMs: 15 * MINUTE },
  /** Failed sign-ins on one account from every address together. */
  signinAccount: { max: 100, windowMs: 15 * MINUTE },
  /** Recovery requests (each one mails a link) for one account from one address. */
  recoveryPair: { max: 3, windowMs: 60 * MINUTE },
  /** Recovery requests from one address over every account. */
  recoveryAddress: { max: 10, windowMs: 15 * MINUTE },
  /** Recovery mails to one account in an hour, whoever asks: bounds a mail flood, 10 addresses' worth. */
  recoveryAccount: { max: 30, windowMs: 60 * MINUTE },
  /** Wrong current password on change: a stolen access token must not become a password oracle. */
  changePasswordAccount: { max: 5, windowMs: 15 * MINUTE },
} satisfies Record<string, Limit>;

/**
 * The account part of a bucket name. User codes up to 64 characters are kept readable; longer
 * ones (the schema allows 200) are hashed so the bucket fits its column with the address added.
 */
function accountKey(tenantAlias: string, code: string): string {
  return `${tenantAlias}:${code.length <= 64 ? code : `sha256:${sha256(code)}`}`;
}

export interface AccountBudgets {
  /** The (account, address) budget, cleared when that address signs in. */
  pair: Budget;
  /** Pair, address and account, in the order they are counted. */
  all: Budget[];
}

export function signinBudgets(tenantAlias: string, code: string, ip: string): AccountBudgets {
  const account = accountKey(tenantAlias, code);
  const address = addressKey(ip);
  const pair = { bucket: `signin:pair:${account}@${address}`, limit: LIMITS.signinPair };
  return {
    pair,
    all: [
      pair,
      { bucket: `signin:addr:${address}`, limit: LIMITS.signinAddress },
      { bucket: `signin:acct:${account}`, limit: LIMITS.signinAccount },
    ],
  };
}

export function recoveryBudgets(tenantAlias: string, code: string, ip: string): Budget[] {
  const account = accountKey(tenantAlias, code);
  const address = addressKey(ip);
  return [
    { bucket: `recovery:pair:${account}@${address}`, limit: LIMITS.recoveryPair },
    { bucket: `recovery:addr:${address}`, limit: LIMITS.recoveryAddress },
    { bucket: `recovery:acct:${account}`, limit: LIMITS.recoveryAccount },
  ];
}

export function changePasswordBudget(userId: number): Budget {
  return { bucket: `chpw:acct:${userId}`, limit: LIMITS.changePasswordAccount };
}
