import { setTimeout as wait } from 'node:timers/promises';
import { Secret, TOTP } from 'otpauth';
import { passwordProblem } from '../../../shared/password-policy.js';
import { countSignIn, signInOutcomeOf } from '../../http/business-metrics.js';
import { HttpError } from '../../http/errors.js';
import { recordAction } from '../audit/service.js';
import { beginAttempt, clearBucket } from '../../http/rate-limit.js';
import {
  checkHashingRoom,
  hashPassword,
  needsRehash,
  randomToken,
  refundWhenBusy,
  rehashPassword,
  sha256,
  signinBudgets,
  staffProofBudget,
  verifyAgainstDummy,
  verifyPassword,
} from '../customers/credentials-service.js';
import { BAD_CREDENTIALS, issueSession, rotateSession, signOut, type AuthDeps, type IssuedSession } from '../customers/session-service.js';
import {
  claimTotpStep,
  findStaffByEmail,
  findStaffById,
  insertStaffLink,
  isStaffLinkValid,
  revokeStaffSessions,
  updateStaff,
  consumeStaffLink,
} from './repository.js';
import type { StaffAccount } from './staff.table.js';

/**
 * Audience of staff access tokens and the tenant_alias of their refresh rows: it contains a
 * colon, which no tenant alias may, so a customer's token is never a staff token and back.
 */
export const CONSOLE_AUDIENCE = ':console';
/** The set-password link printed by `npm run staff -- add` lasts three days, as activation links. */
export const STAFF_LINK_TTL_MS = 72 * 3600 * 1000;

export const OTP_REQUIRED = "Inserisci il codice di verifica dell'app di autenticazione";
export const OTP_WRONG = 'Codice di verifica non valido o già usato';
export const LINK_INVALID = 'Il link non è valido o è scaduto: chiedi un nuovo link a chi gestisce gli accessi';

/** Staff sessions always live in their own table, whatever the caller's deps say. */
const asStaff = (deps: AuthDeps): AuthDeps => ({ ...deps, refreshTable: 'staff_refresh_tokens' });

/** TOTP of RFC 6238 as authenticator apps use it: SHA-1, 6 digits, 30 s steps, one step of drift each way. */
const PERIOD_S = 30;
const DRIFT_STEPS = 1;
const ISSUER = 'Premia console';

function totpOf(secret: string, email: string): TOTP {
  return new TOTP({ issuer: ISSUER, label: email, algorithm: 'SHA1', digits: 6, period: PERIOD_S, secret: Secret.fromBase32(secret) });
}

/** The time step a code belongs to, when it is valid now (within the drift); else null. */
function stepOf(secret: string, email: string, otp: string, now: Date): number | null {
  const delta = totpOf(secret, email).validate({ token: otp.replace(/\s/g, ''), timestamp: now.getTime(), window: DRIFT_STEPS });
  return delta === null ? null : Math.floor(now.getTime() / 1000 / PERIOD_S) + delta;
}

/** A staff member may sign in: not disabled, with a password set. */
function canSignIn(staff: StaffAccount | undefined): staff is StaffAccount & { password_hash: string } {
  return !!staff && !staff.disabled_at && !!staff.password_hash;
}

/**
 * The password against the stored hash, or the same work for an unknown or disabled account; a
 * hash at other parameters than today's is stored again once the password proved right.
 */
async function checkStaffPassword(deps: AuthDeps, staff: StaffAccount | undefined, password: string, now: Date): Promise<boolean> {
  if (!canSignIn(staff)) return verifyAgainstDummy(password);
  const ok = await verifyPassword(password, staff.password_hash);
  if (ok && needsRehash(staff.password_hash))
    await updateStaff(deps.db, staff.id, { password_hash: await rehashPassword(password), updated_at: now.toISOString() });
  return ok;
}

/**
 * Sign-in with email, password and, when the account has a second factor, a TOTP code. The same
 * failure budgets as customers' sign-in (only failures count), under the console's own buckets;
 * unknown emails cost the same scrypt work as known ones.
 */
export async function staffSignIn(
  deps: AuthDeps,
  input: { email: string; password: string; otp?: string },
  ip: string,
): Promise<{ staff: StaffAccount; session: IssuedSession }> {
  try {
    const signedIn = await checkStaffSignIn(deps, input, ip);
    countSignIn('staff', 'ok');
    return signedIn;
  } catch (err) {
    // Asking for the second factor is a step of the sign-in, not its outcome.
    if ((err as Error).message !== OTP_REQUIRED) countSignIn('staff', signInOutcomeOf(err));
    throw err;
  }
}

async function checkStaffSignIn(
  deps: AuthDeps,
  input: { email: string; password: string; otp?: string },
  ip: string,
): Promise<{ staff: StaffAccount; session: IssuedSession }> {
  checkHashingRoom();
  const now = deps.now();
  const budgets = signinBudgets(CONSOLE_AUDIENCE, input.email.trim().toLowerCase(), ip);
  const attempt = await beginAttempt(deps.db, budgets.all, now);
  // An account guessed from many addresses answers slower, right password or not, so timing tells nothing.
  if (attempt.delayMs) await wait(attempt.delayMs);
  const staff = await findStaffByEmail(deps.db, input.email);
  const ok = await refundWhenBusy(attempt, () => checkStaffPassword(deps, staff, input.password, now));
  // Someone guessing a real account's password or code is on record for that account's staff;
  // attempts on addresses that are no account are only counted (an attacker's strings stay out of the log).
  const failed = async (what: 'password' | 'code') => {
    if (staff)
      await recordAction(
        deps.db,
        { actor: staff.email, role: staff.role, address: ip },
        { tenant: null, action: 'staff.signin_failed', target: staff.email, after: what },
        now,
      );
  };
  if (!ok || !canSignIn(staff)) {
    await failed('password');
    throw new HttpError(401, BAD_CREDENTIALS);
  }
  if (staff.totp_secret) {
    // The password was right: a missing code is not a failure, so it is given back.
    if (!input.otp) {
      await attempt.refund();
      throw new HttpError(401, OTP_REQUIRED);
    }
    const step = stepOf(staff.totp_secret, staff.email, input.otp, now);
    if (step === null || !(await claimTotpStep(deps.db, staff.id, step))) {
      await failed('code');
      throw new HttpError(401, OTP_WRONG);
    }
  }
  await attempt.refund();
  await clearBucket(deps.db, budgets.pair.bucket);
  return { staff, session: await issueSession(asStaff(deps), { id: staff.id, tenant_alias: CONSOLE_AUDIENCE }) };
}

export function staffAccount(deps: Pick<AuthDeps, 'db'>, id: number): Promise<StaffAccount | undefined> {
  return findStaffById(deps.db, id);
}

/** A staff member whose tokens are still good: enabled, and the token issued after the last "sign out everywhere". */
export async function activeStaff(deps: AuthDeps, id: number, issuedAtS?: number): Promise<StaffAccount | undefined> {
  const staff = await findStaffById(deps.db, id);
  if (!staff || staff.disabled_at) return undefined;
  if (issuedAtS !== undefined && staff.tokens_valid_after && issuedAtS < Math.floor(Date.parse(staff.tokens_valid_after) / 1000))
    return undefined;
  return staff;
}

export function rotateStaffSession(deps: AuthDeps, refreshToken: string | undefined) {
  return rotateSession(asStaff(deps), CONSOLE_AUDIENCE, refreshToken, (id) => activeStaff(deps, id));
}

export function staffSignOut(deps: AuthDeps, refreshToken: string | undefined): Promise<void> {
  return signOut(asStaff(deps), CONSOLE_AUDIENCE, refreshToken);
}

/**
 * Ends every session of the staff member: refresh families revoked, and access tokens issued
 * before this second refused (their iat is in whole seconds, as for customers' password reset).
 */
export async function signOutEverywhere(deps: AuthDeps, staffId: number): Promise<void> {
  const now = deps.now();
  await revokeStaffSessions(deps.db, staffId, now.toISOString());
  await updateStaff(deps.db, staffId, { tokens_valid_after: now.toISOString(), updated_at: now.toISOString() });
}

/** A new single-use link token for the staff member (set or reset the password). */
export async function issueStaffLink(deps: Pick<AuthDeps, 'db' | 'now'>, staffId: number): Promise<string> {
  const token = randomToken();
  const now = deps.now();
  await insertStaffLink(deps.db, {
    token_hash: sha256(token),
    staff_id: staffId,
    expires_at: new Date(now.getTime() + STAFF_LINK_TTL_MS).toISOString(),
    created_at: now.toISOString(),
  });
  return token;
}

export function isStaffLinkUsable(deps: AuthDeps, token: string): Promise<boolean> {
  return isStaffLinkValid(deps.db, sha256(token), deps.now().toISOString());
}

/** Sets the password through the link (the customers' password policy); ends the sessions the account had. */
export async function setStaffPassword(deps: AuthDeps, token: string, password: string): Promise<void> {
  const problem = passwordProblem(password);
  if (problem) throw new HttpError(400, problem);
  const now = deps.now();
  const staffId = await consumeStaffLink(deps.db, sha256(token), now.toISOString());
  if (staffId === undefined) throw new HttpError(422, LINK_INVALID);
  await updateStaff(deps.db, staffId, { password_hash: await hashPassword(password), updated_at: now.toISOString() });
  await signOutEverywhere(deps, staffId);
}

export const TOTP_PASSWORD_WRONG = 'La password non è corretta';
export const TOTP_CURRENT_CODE_NEEDED = 'Per sostituire la verifica in due passaggi serve anche il codice attuale dell’app';

/**
 * Starts TOTP enrolment: a new secret, kept pending until a code from it is confirmed. A session
 * token alone is not enough to set or swap the factor: the password, and the current factor's
 * code when there is one, are asked again; wrong answers count in the same budget as a wrong
 * current password on change, so a stolen token is no oracle.
 */
export async function beginTotp(
  deps: AuthDeps,
  staff: StaffAccount,
  proof: { password: string; otp?: string },
): Promise<{ secret: string; otpauthUrl: string }> {
  const now = deps.now();
  const attempt = await beginAttempt(deps.db, [staffProofBudget(staff.id)], now);
  if (!staff.password_hash || !(await verifyPassword(proof.password, staff.password_hash))) throw new HttpError(400, TOTP_PASSWORD_WRONG);
  if (staff.totp_secret) {
    if (!proof.otp) throw new HttpError(400, TOTP_CURRENT_CODE_NEEDED);
    const step = stepOf(staff.totp_secret, staff.email, proof.otp, now);
    if (step === null || !(await claimTotpStep(deps.db, staff.id, step))) throw new HttpError(400, OTP_WRONG);
  }
  await attempt.refund();
  const secret = new Secret({ size: 20 }).base32;
  await updateStaff(deps.db, staff.id, { totp_pending_secret: secret, updated_at: now.toISOString() });
  return { secret, otpauthUrl: totpOf(secret, staff.email).toString() };
}

/**
 * Confirms enrolment with a code from the pending secret, which becomes the account's second
 * factor. Every session of the account ends (one opened by whoever had the old factor included);
 * the caller gets a new one.
 */
export async function confirmTotp(deps: AuthDeps, staff: StaffAccount, otp: string): Promise<IssuedSession> {
  const now = deps.now();
  const fresh = await findStaffById(deps.db, staff.id);
  const pending = fresh?.totp_pending_secret;
  if (!pending) throw new HttpError(409, 'Nessuna attivazione in corso: ricomincia dalla configurazione');
  const step = stepOf(pending, staff.email, otp, now);
  if (step === null) throw new HttpError(400, OTP_WRONG);
  await updateStaff(deps.db, staff.id, {
    totp_secret: pending,
    totp_pending_secret: null,
    totp_last_step: step,
    updated_at: now.toISOString(),
  });
  await signOutEverywhere(deps, staff.id);
  return issueSession(asStaff(deps), { id: staff.id, tenant_alias: CONSOLE_AUDIENCE });
}
