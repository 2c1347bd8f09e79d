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
 * A stranger must never be able to lock the owner out, so the refusing limits are per (account,
 * address) and per address: an attacker at one address gets 5 guesses per account and 30 over
 * all accounts per 15 minutes, and the owner signing in from anywhere else is untouched. Many
 * addresses guessing one account together (a botnet) are bounded by slowing that account's
 * answers down, never by refusing them: past 100 failures in 15 minutes each attempt waits 50 ms
 * more per extra failure, up to 5 s, before its password is even checked, so the guessing gets
 * slower while the owner, with the right password (and code), still gets in.
 */
export const LIMITS = {
  /** Failed sign-ins on one account from one address; cleared when that address signs in. */
  signinPair: { max: 5, windowMs: 15 * MINUTE },
  /** Failed sign-ins from one address over every account (one password sprayed over many codes). */
  signinAddress: { max: 30, windowMs: 15 * MINUTE },
  /** Failed sign-ins on one account from every address together: past it, slower answers, never a refusal. */
  signinAccount: { max: 100, windowMs: 15 * MINUTE, slowdown: { stepMs: 50, maxMs: 5_000 } },
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

/**
 * The counters that spell a customer's user code, as erasure deletes them: the account's own
 * buckets, and the prefixes of its per-address ones.
 */
export function accountBuckets(tenantAlias: string, code: string): { exact: string[]; prefixes: string[] } {
  const account = accountKey(tenantAlias, code);
  return {
    exact: [`signin:acct:${account}`, `recovery:acct:${account}`],
    prefixes: [`signin:pair:${account}@`, `recovery:pair:${account}@`],
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

/** Wrong password or code when a staff member proves it is them again (to change the second factor). */
export function staffProofBudget(staffId: number): Budget {
  return { bucket: `staff-proof:${staffId}`, limit: LIMITS.changePasswordAccount };
}
