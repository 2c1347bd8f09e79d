/* eslint-disable */
/**
 * DO NOT EDIT: generated from schemas/ by `npm run gen:types`.
 * Edit the JSON Schema and run the command again.
 */
import type { Operation } from '../../../api/operation.js';

/**
 * This interface was referenced by `StaffOperations`'s JSON-Schema
 * via the `definition` "StaffRole".
 */
export type StaffRole = 'operator' | 'support';

/**
 * Inputs and answers of the operations of schemas/api/staff.json.
 */
export interface StaffOperations {
  signIn: {
    params: undefined;
    query: undefined;
    body: SignInBody;
    response: TokenAnswer;
  };
  refresh: {
    params: undefined;
    query: undefined;
    body: undefined;
    response: TokenAnswer;
  };
  signOut: {
    params: undefined;
    query: undefined;
    body: undefined;
    response: OkAnswer;
  };
  setPassword: {
    params: undefined;
    query: undefined;
    body: SetPasswordBody;
    response: OkAnswer;
  };
  getMe: {
    params: undefined;
    query: undefined;
    body: undefined;
    response: StaffMe;
  };
  signOutEverywhere: {
    params: undefined;
    query: undefined;
    body: undefined;
    response: OkAnswer;
  };
  beginTotp: {
    params: undefined;
    query: undefined;
    body: BeginTotpBody;
    response: TotpSetup;
  };
  confirmTotp: {
    params: undefined;
    query: undefined;
    body: OtpBody;
    response: TokenAnswer;
  };
  listTenants: {
    params: undefined;
    query: undefined;
    body: undefined;
    response: TenantSummary[];
  };
}
/**
 * This interface was referenced by `StaffOperations`'s JSON-Schema
 * via the `definition` "SignInBody".
 */
export interface SignInBody {
  /**
   * The staff member's email (case-insensitive).
   */
  email: string;
  password: string;
  /**
   * The 6-digit code of the authenticator app, for accounts with a second factor.
   */
  otp?: string;
}
/**
 * This interface was referenced by `StaffOperations`'s JSON-Schema
 * via the `definition` "TokenAnswer".
 */
export interface TokenAnswer {
  /**
   * Staff access token (Bearer), 10 minutes.
   */
  token: string;
}
/**
 * This interface was referenced by `StaffOperations`'s JSON-Schema
 * via the `definition` "OkAnswer".
 */
export interface OkAnswer {
  ok: boolean;
}
/**
 * This interface was referenced by `StaffOperations`'s JSON-Schema
 * via the `definition` "SetPasswordBody".
 */
export interface SetPasswordBody {
  /**
   * The token of the one-time link.
   */
  token: string;
  /**
   * New password (the portal's policy).
   */
  password: string;
}
/**
 * This interface was referenced by `StaffOperations`'s JSON-Schema
 * via the `definition` "StaffMe".
 */
export interface StaffMe {
  email: string;
  role: StaffRole;
  /**
   * Every tenant, present and future.
   */
  allTenants: boolean;
  /**
   * The tenants given to the account (empty with allTenants).
   */
  tenants: string[];
  totpEnabled: boolean;
  /**
   * The account must enrol a second factor before anything else (CONSOLE_REQUIRE_2FA, operators).
   */
  totpRequired: boolean;
}
/**
 * This interface was referenced by `StaffOperations`'s JSON-Schema
 * via the `definition` "BeginTotpBody".
 */
export interface BeginTotpBody {
  /**
   * The account's current password.
   */
  password: string;
  /**
   * A code of the factor enrolled now; required when the account has one.
   */
  otp?: string;
}
/**
 * This interface was referenced by `StaffOperations`'s JSON-Schema
 * via the `definition` "TotpSetup".
 */
export interface TotpSetup {
  /**
   * Base32 secret, to type into the app by hand.
   */
  secret: string;
  /**
   * otpauth:// link with the same secret (for a QR code).
   */
  otpauthUrl: string;
}
/**
 * This interface was referenced by `StaffOperations`'s JSON-Schema
 * via the `definition` "OtpBody".
 */
export interface OtpBody {
  otp: string;
}
/**
 * This interface was referenced by `StaffOperations`'s JSON-Schema
 * via the `definition` "TenantSummary".
 */
export interface TenantSummary {
  alias: string;
  /**
   * The programme's calendar as resolved (runtime overrides included) and its delivery term: the overview shows the phase and what changes next.
   */
  programme: {
    /**
     * null: no calendar (always open).
     */
    calendar: {
      /**
       * First day, YYYY-MM-DD.
       */
      start: string;
      /**
       * Last day points are earned.
       */
      earnUntil: string;
      /**
       * Last day prizes can be requested.
       */
      orderUntil: string;
      /**
       * Last day of the programme.
       */
      end: string;
    } | null;
    /**
     * Days to deliver a requested prize.
     */
    deliveryDays: number;
  };
  /**
   * The IANA zone the tenant's dates and times are written in (its file's timeZone, default Europe/Rome): the console shows them as the customers read them.
   */
  timeZone: string;
  /**
   * The origin the tenant's portal is reached at, as in its mails (publicUrl, else from its hosts): the settings preview frames it.
   */
  portalUrl: string;
  name: string;
  hosts: string[];
}

/** The operations of schemas/api/staff.json, for the API client: `call(staff.signIn, input)`. */
export const staff = {
  /** Staff sign-in with email, password and, when enrolled, a TOTP code (sets the console's refresh cookie) */
  signIn: { method: 'POST', path: '/console/auth/signin' } as Operation<StaffOperations['signIn']>,
  /** New staff access token from the console's refresh cookie (rotates it; a reused token revokes its family) */
  refresh: { method: 'GET', path: '/console/auth/refresh' } as Operation<StaffOperations['refresh']>,
  /** Sign out of this browser: revokes the session and clears the cookie */
  signOut: { method: 'POST', path: '/console/auth/signout' } as Operation<StaffOperations['signOut']>,
  /** Set the password through the one-time link printed by `npm run staff -- add` (ends the account's other sessions) */
  setPassword: { method: 'POST', path: '/console/auth/password' } as Operation<StaffOperations['setPassword']>,
  /** The signed-in staff member: role, tenants, second factor */
  getMe: { method: 'GET', path: '/console/me' } as Operation<StaffOperations['getMe']>,
  /** Ends every session of the signed-in staff member, on every device */
  signOutEverywhere: { method: 'POST', path: '/console/me/signout-everywhere' } as Operation<StaffOperations['signOutEverywhere']>,
  /** Starts enrolling (or replacing) a TOTP second factor: a new secret and its otpauth:// link, pending until confirmed. Asks for the account's password, and for a code of the current factor when one is enrolled */
  beginTotp: { method: 'POST', path: '/console/me/totp' } as Operation<StaffOperations['beginTotp']>,
  /** Confirms the pending secret with a code from the app: from now on sign-in asks for a code. Every session of the account ends; this browser gets a new one (token and refresh cookie) */
  confirmTotp: { method: 'POST', path: '/console/me/totp/confirm' } as Operation<StaffOperations['confirmTotp']>,
  /** The tenants this staff member may manage */
  listTenants: { method: 'GET', path: '/console/tenants' } as Operation<StaffOperations['listTenants']>,
};
