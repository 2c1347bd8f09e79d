import { announceActivation } from './customer-events.js';
import { passwordProblem } from '../../../shared/password-policy.js';
import { HttpError } from '../../http/errors.js';
import type { Outbox } from '../../mail/outbox.js';
import { writeTransaction } from '../../db/write-transaction.js';
import { answersOf, recordAnswers } from '../consents/service.js';
import { acceptAtSignup } from '../regolamento/service.js';
import { toFlag } from '../../../shared/tick-box.js';
import { hasForm, invalidFieldsError, tenantForms, validateFormData, type FieldError } from '../forms/validation-service.js';
import type { ResolvedFeatures } from '../../../shared/tenant-config.js';
import type { RequestTenant } from '../tenants/service.js';
import { refundWhenBusy } from './hash-queue.js';
import { hashPassword, rehashPassword, verifyAgainstDummy, verifyPassword } from './password.js';
import { profileChanges, profileFieldsOf } from './profile.js';
import { beginAttempt } from '../../http/rate-limit.js';
import { changePasswordBudget, recoveryBudgets } from './rate-limit.js';
import {
  findOneTimeToken,
  findUserByUsername,
  findUserInTenant,
  insertOneTimeToken,
  markOneTimeTokenUsed,
  normalizeUsername,
  retireOneTimeTokens,
  revokeUserFamilies,
  updateUser,
} from './repository.js';
import type { AuthDeps } from './session-service.js';
import type { OneTimeTokenKind } from './session.table.js';
import { ACTIVATION_TTL_MS, randomToken, RESET_TTL_MS, sha256 } from './tokens.js';
import { commonSignupChecks, EMAIL, mergeFieldErrors, parseExtras, splitFormValues, text } from './user-fields.js';
import type { User } from './user.table.js';
import { DEFAULT_SIGNUP_SCHEMA, validateDefaultSignup } from './default-signup.js';
import { keepOwnAddress } from './address-service.js';
import { customerWriteTransaction } from './lock-service.js';
import { userInfoOf } from './user-view.js';
import { grantWelcomePoints } from './welcome-points.js';

export const MSG = {
  alreadyActive: 'Utente già attivo',
  activationUnknown: 'Codice di attivazione non valido',
  activationUsed: 'Codice di attivazione già utilizzato',
  activationExpired: 'Codice di attivazione scaduto',
  resetInvalid: 'Link non valido o scaduto',
  passwordsDiffer: 'Le password devono coincidere',
  confirmMismatch: 'Password and confirm password are not the same',
  wrongOldPassword: 'La password attuale non è corretta',
} as const;

/** A 400 naming each field by its label in the tenant's form (`formId`), never by its API name. */
function invalid(errors: FieldError[], tenant: RequestTenant | null = null, formId: string | null = null): HttpError {
  return invalidFieldsError(tenant, formId, errors);
}

async function newOneTimeToken(deps: AuthDeps, userId: number, kind: OneTimeTokenKind, ttlMs: number): Promise<string> {
  const now = deps.now();
  const token = randomToken();
  await retireOneTimeTokens(deps.db, userId, kind, now.toISOString());
  await insertOneTimeToken(deps.db, {
    kind,
    token_hash: sha256(token),
    user_id: userId,
    expires_at: new Date(now.getTime() + ttlMs).toISOString(),
    created_at: now.toISOString(),
  });
  return token;
}

/** The signed-in customer's full row (with the password hash), for the calls that change it. */
export async function accountOf(deps: AuthDeps, tenantAlias: string, userId: number): Promise<User> {
  const row = await findUserInTenant(deps.db, deps.dialect, tenantAlias, userId);
  if (!row) throw new HttpError(401, 'Non autorizzato');
  return row;
}

/**
 * Complete registration (POST auth/signup): validates the values against the tenant's signup
 * schema (or the built-in one) plus the checks every signup gets, stores known columns and keeps
 * unknown fields in extra_json, records the consents by purpose (with the wording's version) in
 * the same transaction, and mails the activation link. The user stays inactive until the link is
 * opened.
 */
export async function completeRegistration(
  deps: AuthDeps,
  outbox: Outbox,
  tenant: RequestTenant,
  user: User,
  data: Record<string, unknown>,
  /** The client's address, recorded with the regolamento's acceptance. */
  address: string | null = null,
): Promise<void> {
  if (user.active) throw new HttpError(409, MSG.alreadyActive);
  const ownForm = hasForm(tenant, 'signup');
  const schemaErrors = ownForm ? validateFormData(tenant, 'signup', data) : validateDefaultSignup(data);
  const errors = mergeFieldErrors(schemaErrors, commonSignupChecks(data, tenant.config, deps.now(), passwordProblem));
  const email = text(data['email']) ?? user.email;
  if (!email && !errors.some((e) => e.field === 'email')) errors.push({ field: 'email', message: 'CAMPO OBBLIGATORIO' });
  if (errors.length) throw invalid(errors, tenant, 'signup');

  const schema = ownForm ? tenantForms(tenant)['signup']?.schema : DEFAULT_SIGNUP_SCHEMA;
  const { columns, extras } = splitFormValues(data, schema);
  // Fields the tenant holds the import authoritative for (features.ownLogin.lockedFields, by
  // default the names) keep the stored value: the form shows them read-only.
  const stored = userInfoOf(user) as Record<string, unknown>;
  for (const name of tenant.config.features.ownLogin.lockedFields) {
    if (stored[name] === null || stored[name] === undefined || stored[name] === '') continue;
    delete (columns as Record<string, unknown>)[name];
    delete extras[name];
  }
  const password = typeof data['password'] === 'string' && data['password'] !== '' ? data['password'] : null;
  const passwordHash = password ? await hashPassword(password) : null;
  const now = deps.now();
  const updated = await writeTransaction(deps.db, async (trx) => {
    const row = await updateUser(trx, user.id, {
      ...columns,
      ...(passwordHash ? { password_hash: passwordHash } : {}),
      extra_json: JSON.stringify({ ...parseExtras(user.extra_json), ...extras }),
      updated_at: now.toISOString(),
    });
    await recordAnswers(trx, {
      tenantAlias: tenant.alias,
      userId: user.id,
      purposes: tenant.config.consents,
      answers: answersOf(schema, data),
      channel: 'signup',
      at: now,
    });
    // The tick box accepts the version in force as the form was sent (the one its link opens).
    if (toFlag(data['accetta_regolamento']) === 1) await acceptAtSignup(trx, { tenantAlias: tenant.alias, userId: user.id, address, now });
    return row;
  });
  await sendActivationMail(deps, outbox, updated);
}

/**
 * Mails a new activation link (the registration, and the staff console's resend); earlier links
 * stop working, so only the latest mail activates.
 */
export async function sendActivationMail(deps: AuthDeps, outbox: Outbox, user: Pick<User, 'id' | 'email' | 'firstname'>): Promise<void> {
  const code = await newOneTimeToken(deps, user.id, 'activation', ACTIVATION_TTL_MS);
  // Queued in the caller's transaction when there is one: the mail exists exactly when its token does.
  await outbox.send('activation', user.email ?? '', { firstname: user.firstname, link: `${outbox.baseUrl}/activate/${code}` }, deps.db);
}

/**
 * The flags staff set from the console. Activating a customer who never opened the link counts
 * as the activation (activated_at), as opening it would, welcome points and the registration's
 * address included. `deps.db` is
 * the caller's transaction (the console's customer lock).
 */
export async function setAccountState(
  deps: AuthDeps,
  user: Pick<User, 'id' | 'activated_at' | 'tenant_alias'>,
  changes: { active?: boolean; pointsEnabled?: boolean },
  welcome: ResolvedFeatures['welcomePoints'] = null,
): Promise<User> {
  const now = deps.now();
  const activating = changes.active === true && !user.activated_at;
  const row = await updateUser(deps.db, user.id, {
    ...(changes.active !== undefined ? { active: changes.active ? 1 : 0 } : {}),
    ...(activating ? { activated_at: now.toISOString() } : {}),
    ...(changes.pointsEnabled !== undefined ? { points_enabled: changes.pointsEnabled ? 1 : 0 } : {}),
    updated_at: now.toISOString(),
  });
  if (activating) {
    await grantWelcomePoints(deps.db, welcome, row, now);
    await keepOwnAddress(deps.db, row, now.toISOString());
    await announceActivation(deps.db, row, now);
  }
  return row;
}

/**
 * Opens the activation link: 400 unknown, 422 used or expired; activates the user once and, in the
 * same transaction, credits the tenant's welcome points (features.welcomePoints) and keeps the
 * address given at registration as the first saved shipping address, which the checkout offers.
 */
export async function activate(
  deps: AuthDeps,
  tenantAlias: string,
  code: string,
  welcome: ResolvedFeatures['welcomePoints'] = null,
): Promise<User> {
  const row = await findOneTimeToken(deps.db, 'activation', sha256(code), tenantAlias);
  if (!row) throw new HttpError(400, MSG.activationUnknown);
  if (row.used_at) throw new HttpError(422, MSG.activationUsed);
  const now = deps.now();
  if (row.expires_at <= now.toISOString()) throw new HttpError(422, MSG.activationExpired);
  return writeTransaction(deps.db, async (trx) => {
    if (!(await markOneTimeTokenUsed(trx, row.id, now.toISOString()))) throw new HttpError(422, MSG.activationUsed);
    const user = await updateUser(trx, row.user_id, { active: 1, activated_at: now.toISOString(), updated_at: now.toISOString() });
    await grantWelcomePoints(trx, welcome, user, now);
    await keepOwnAddress(trx, user, now.toISOString());
    await announceActivation(trx, user, now);
    return user;
  });
}

/**
 * Password recovery: mails a reset link to a known code with an email. The route answers the
 * same either way; the token is made (and hashed) for unknown codes too, and the mail goes out
 * in the background, so neither the work nor the answer's timing tells which codes exist.
 */
export async function requestRecovery(deps: AuthDeps, outbox: Outbox, tenantAlias: string, username: string, ip: string): Promise<void> {
  const now = deps.now();
  const code = normalizeUsername(username);
  // Every request counts (each may send a mail), per (account, address), per address and per account.
  await beginAttempt(deps.db, recoveryBudgets(tenantAlias, code, ip), now);
  const user = code ? await findUserByUsername(deps.db, tenantAlias, code) : undefined;
  if (!user || !user.email) {
    sha256(randomToken());
    return;
  }
  const token = await newOneTimeToken(deps, user.id, 'reset', RESET_TTL_MS);
  outbox.sendInBackground('reset', user.email, { firstname: user.firstname, link: `${outbox.baseUrl}/reset-password/${token}` });
}

/** The reset token's row if it is usable now, else null. */
async function usableResetToken(deps: AuthDeps, tenantAlias: string, token: string) {
  const row = await findOneTimeToken(deps.db, 'reset', sha256(token), tenantAlias);
  return row && !row.used_at && row.expires_at > deps.now().toISOString() ? row : null;
}

export async function isResetTokenValid(deps: AuthDeps, tenantAlias: string, token: string): Promise<boolean> {
  return (await usableResetToken(deps, tenantAlias, token)) !== null;
}

/** Sets a new password with a one-time reset token and ends every session of the user. */
export async function resetPassword(
  deps: AuthDeps,
  tenantAlias: string,
  input: { password: string; confirm: string; onetimetoken: string },
): Promise<void> {
  if (input.password !== input.confirm) throw new HttpError(422, MSG.passwordsDiffer);
  const problem = passwordProblem(input.password);
  if (problem) throw invalid([{ field: 'password', message: problem }]);
  const row = await usableResetToken(deps, tenantAlias, input.onetimetoken);
  const now = deps.now().toISOString();
  if (!row || !(await markOneTimeTokenUsed(deps.db, row.id, now))) throw new HttpError(400, MSG.resetInvalid);
  await updateUser(deps.db, row.user_id, { password_hash: await hashPassword(input.password), tokens_valid_after: now, updated_at: now });
  await revokeUserFamilies(deps.db, row.user_id, now);
}

/**
 * Change password for a signed-in user. Other sessions end; the caller's own (its refresh
 * family) stays, so the customer is not logged out of the page they are on.
 */
export async function changePassword(
  deps: AuthDeps,
  user: Pick<User, 'id' | 'tenant_alias'>,
  input: { old: string; new: string; confirm?: string },
  keepFamilyId: string | undefined,
): Promise<void> {
  if (input.confirm !== undefined && input.confirm !== input.new) throw new HttpError(422, MSG.confirmMismatch);
  const problem = passwordProblem(input.new);
  if (problem) throw invalid([{ field: 'new', message: problem }]);
  const now = deps.now();
  // Counted before the check and given back when right, so a burst cannot exceed the limit.
  const attempt = await beginAttempt(deps.db, [changePasswordBudget(user.id)], now);
  const row = await findUserInTenant(deps.db, deps.dialect, user.tenant_alias, user.id);
  const ok = await refundWhenBusy(attempt, () =>
    row?.password_hash ? verifyPassword(input.old, row.password_hash) : verifyAgainstDummy(input.old),
  );
  if (!row || !ok) throw new HttpError(400, MSG.wrongOldPassword);
  await attempt.refund();
  await updateUser(deps.db, user.id, { password_hash: await rehashPassword(input.new), updated_at: now.toISOString() });
  await revokeUserFamilies(deps.db, user.id, now.toISOString(), keepFamilyId);
}

/** Profile update (POST auth/me): fields checked against the tenant's profile definitions. */
export async function updateProfile(deps: AuthDeps, tenant: RequestTenant, user: User, body: Record<string, unknown>): Promise<User> {
  const current = userInfoOf(user);
  const { columns, extras, errors } = profileChanges(tenant.config, body, current);
  // The tenant's profile form (types, patterns, formats) judges the profile as it would be saved.
  const shown = Object.fromEntries(Object.keys(profileFieldsOf(tenant.config)).map((k) => [k, current[k]]));
  const formErrors = hasForm(tenant, 'profile') ? validateFormData(tenant, 'profile', { ...shown, ...body }) : [];
  const all = mergeFieldErrors(formErrors, errors);
  if (all.length) throw invalid(all, tenant, 'profile');
  if (columns.email && !EMAIL.test(columns.email)) throw invalid([{ field: 'email', message: 'Email non valida' }], tenant, 'profile');
  // Only the submitted fields are written, and the extras are merged into the row as it is under the
  // customer's lock, not as this request read it: an extra the ERP updated meanwhile (partner API)
  // is not put back to its old value.
  return customerWriteTransaction(deps.db, deps.dialect, user.id, async (trx) => {
    const stored = Object.keys(extras).length ? await findUserInTenant(trx, deps.dialect, tenant.alias, user.id) : undefined;
    return updateUser(trx, user.id, {
      ...columns,
      ...(stored ? { extra_json: JSON.stringify({ ...parseExtras(stored.extra_json), ...extras }) } : {}),
      updated_at: deps.now().toISOString(),
    });
  });
}
