/* eslint-disable */
/**
 * DO NOT EDIT: generated from schemas/ by `npm run gen:types`.
 * Edit the JSON Schema and run the command again.
 */
import type { Operation } from '../../../api/operation.js';

/**
 * Saved shipping addresses.
 *
 * This interface was referenced by `AuthOperations`'s JSON-Schema
 * via the `definition` "SavedAddressList".
 */
export type SavedAddressList = SavedAddress[];
/**
 * Redirect.
 *
 * This interface was referenced by `AuthOperations`'s JSON-Schema
 * via the `definition` "Redirect".
 */
export type Redirect = null;

/**
 * Inputs and answers of the operations of schemas/api/auth.json.
 */
export interface AuthOperations {
  signIn: {
    params: undefined;
    query: undefined;
    body: SignInBody;
    response: SignInAnswer;
  };
  signInForm: {
    params: undefined;
    query: undefined;
    body: SignInFormBody;
    response: void;
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
  getMe: {
    params: undefined;
    query: undefined;
    body: undefined;
    response: UserRecord;
  };
  updateProfile: {
    params: undefined;
    query: undefined;
    body: ProfileBody;
    response: UserRecord;
  };
  submitSignup: {
    params: undefined;
    query: undefined;
    body: SignupBody;
    response: OkAnswer;
  };
  activateAccount: {
    params: {
      /**
       * Code from the mailed link.
       */
      code: string;
    };
    query: undefined;
    body: undefined;
    response: OkAnswer;
  };
  requestPasswordRecovery: {
    params: undefined;
    query: undefined;
    body: RecoveryBody;
    response: OkAnswer;
  };
  checkResetToken: {
    params: {
      /**
       * One-time token from the mailed link.
       */
      token: string;
    };
    query: undefined;
    body: undefined;
    response: OkAnswer;
  };
  resetPassword: {
    params: undefined;
    query: undefined;
    body: ResetBody;
    response: OkAnswer;
  };
  changePassword: {
    params: undefined;
    query: undefined;
    body: ChangePasswordBody;
    response: OkAnswer;
  };
  getSavedAddresses: {
    params: undefined;
    query: undefined;
    body: undefined;
    response: SavedAddressList;
  };
  startOidc: {
    params: ProviderParams;
    query: undefined;
    body: undefined;
    response: void;
  };
  oidcCallback: {
    params: ProviderParams;
    query: {
      code?: string;
      state?: string;
      error?: string;
      [k: string]: unknown;
    };
    body: undefined;
    response: void;
  };
}
/**
 * JSON or multipart. The login form names the user-code field `email`; the call sends it as `username`.
 *
 * This interface was referenced by `AuthOperations`'s JSON-Schema
 * via the `definition` "SignInBody".
 */
export interface SignInBody {
  /**
   * User code (SAP).
   */
  username: string;
  /**
   * Password.
   */
  password: string;
}
/**
 * Access token (JWT, ~10 minutes); the refresh token is set as an httpOnly cookie on /v1/auth.
 *
 * This interface was referenced by `AuthOperations`'s JSON-Schema
 * via the `definition` "SignInAnswer".
 */
export interface SignInAnswer {
  /**
   * Bearer access token.
   */
  token: string;
  /**
   * False: the customer must complete the registration (/completa-registrazione).
   */
  active: boolean;
  /**
   * Id of the customer.
   */
  userId: number;
}
/**
 * URL-encoded, as the browser sends the painted login form: its fields are named after the form (`login_email`, `login_password`).
 *
 * This interface was referenced by `AuthOperations`'s JSON-Schema
 * via the `definition` "SignInFormBody".
 */
export interface SignInFormBody {
  login_email?: string;
  login_password?: string;
  [k: string]: unknown;
}
/**
 * A new access token; the refresh cookie is rotated.
 *
 * This interface was referenced by `AuthOperations`'s JSON-Schema
 * via the `definition` "TokenAnswer".
 */
export interface TokenAnswer {
  /**
   * Bearer access token.
   */
  token: string;
}
/**
 * Done.
 *
 * This interface was referenced by `AuthOperations`'s JSON-Schema
 * via the `definition` "OkAnswer".
 */
export interface OkAnswer {
  /**
   * Always true.
   */
  ok: boolean;
  /**
   * Text to show, when there is one.
   */
  message?: string;
}
/**
 * The signed-in customer's record, read by the SPA at start and after every change to it.
 *
 * This interface was referenced by `AuthOperations`'s JSON-Schema
 * via the `definition` "UserRecord".
 */
export interface UserRecord {
  userinfo: UserInfo;
  /**
   * May use the prize catalogue, wishlist and prize detail.
   */
  points_enabled: boolean;
  /**
   * Points balance (sum of the ledger).
   */
  points: number;
  /**
   * Product ids in the wishlist.
   */
  wishlist: number[];
  /**
   * Cart lines.
   */
  cart: {
    [k: string]: unknown;
  }[];
  /**
   * Profile page at the external sign-in provider, for its accounts.
   */
  oauth_profile_url: string | null;
  /**
   * Prizes to validate: > 0 shows 'Hai un premio da convalidare'.
   */
  prize_to_validate: number;
  /**
   * Consents the customer had given that lapsed by retention (profiling after 12 months, marketing after 24) and that they have not answered since: the portal asks them to renew each, with its current wording. Empty when there is nothing to ask.
   */
  consents_to_renew?: {
    /**
     * The purpose's id (tenant consents.purposes).
     */
    purpose: string;
    /**
     * The purpose's short name.
     */
    label: string;
    /**
     * The current wording (sanitized HTML when shown).
     */
    text: string;
  }[];
  /**
   * The regolamento's version in force when this registered customer has not accepted it yet: the portal shows only its acceptance page, and the API refuses other calls (403, code regolamento_da_accettare). Absent or null: nothing to accept.
   */
  regolamento_da_accettare?: number | null;
}
/**
 * The customer. Fields a tenant added to its signup form appear beside these, and so do its consent fields (1/0, from the purpose each one asks for).
 *
 * This interface was referenced by `AuthOperations`'s JSON-Schema
 * via the `definition` "UserInfo".
 */
export interface UserInfo {
  /**
   * Customer id.
   */
  id: number;
  /**
   * Registration completed and confirmed.
   */
  active: boolean;
  /**
   * Customer type (e.g. customer).
   */
  type: string;
  /**
   * User code (SAP); not editable.
   */
  username: string;
  /**
   * First name.
   */
  firstname?: string | null;
  /**
   * Last name.
   */
  lastname?: string | null;
  /**
   * Email.
   */
  email?: string | null;
  /**
   * Company name.
   */
  company?: string | null;
  /**
   * VAT number (P.IVA).
   */
  vatcode?: string | null;
  /**
   * Phone.
   */
  phone?: string | null;
  /**
   * Street.
   */
  address1?: string | null;
  /**
   * Street number.
   */
  address2?: string | null;
  /**
   * CAP.
   */
  zipcode?: string | null;
  /**
   * City.
   */
  city?: string | null;
  /**
   * Province.
   */
  district?: string | null;
  /**
   * Region.
   */
  region?: string | null;
  /**
   * Country code.
   */
  country?: string | null;
  /**
   * yyyy-MM-dd.
   */
  date_of_birth?: string | null;
  /**
   * 1 when the customer's current answer for the purpose that the signup form's gdpr_marketing field asks for is 'given'; 0 otherwise, or when the form has no such field. Every other consent field of the signup form appears the same way, by its name.
   */
  gdpr_marketing: 0 | 1;
  /**
   * Rules accepted.
   */
  accetta_regolamento?: 0 | 1;
  [k: string]: unknown;
}
/**
 * Profile fields (JSON or multipart) as defined by the tenant's profile definitions (app/start `profile`). username and type are ignored.
 *
 * This interface was referenced by `AuthOperations`'s JSON-Schema
 * via the `definition` "ProfileBody".
 */
export interface ProfileBody {
  /**
   * First name.
   */
  firstname?: string;
  /**
   * Last name.
   */
  lastname?: string;
  /**
   * Email.
   */
  email?: string;
  [k: string]: unknown;
}
/**
 * Complete registration: every value of the tenant's signup form (forms.signup.schema validates it on the server) plus gdpr_marketing 1/0. Fields the code does not know are stored and returned in userinfo. password/repeatpassword, when sent, replace the first password.
 *
 * This interface was referenced by `AuthOperations`'s JSON-Schema
 * via the `definition` "SignupBody".
 */
export interface SignupBody {
  /**
   * First name (ignored when already known).
   */
  firstname?: string;
  /**
   * Last name (ignored when already known).
   */
  lastname?: string;
  /**
   * Email: the activation link goes here.
   */
  email?: string;
  /**
   * Must equal email.
   */
  repeatemail?: string;
  /**
   * La password deve contenere almeno 8 caratteri, inclusi maiuscole, minuscole, numeri e caratteri speciali
   */
  password?: string;
  /**
   * Must equal password.
   */
  repeatpassword?: string;
  /**
   * Marketing consent, 1 or 0 (multipart sends text).
   */
  gdpr_marketing?: 0 | 1 | '0' | '1' | true | false | 'true' | 'false';
  [k: string]: unknown;
}
/**
 * This interface was referenced by `AuthOperations`'s JSON-Schema
 * via the `definition` "RecoveryBody".
 */
export interface RecoveryBody {
  /**
   * User code (SAP).
   */
  username: string;
}
/**
 * This interface was referenced by `AuthOperations`'s JSON-Schema
 * via the `definition` "ResetBody".
 */
export interface ResetBody {
  /**
   * La password deve contenere almeno 8 caratteri, inclusi maiuscole, minuscole, numeri e caratteri speciali
   */
  password: string;
  /**
   * Must equal password (422 otherwise).
   */
  confirm: string;
  /**
   * Token of the mailed link.
   */
  onetimetoken: string;
}
/**
 * This interface was referenced by `AuthOperations`'s JSON-Schema
 * via the `definition` "ChangePasswordBody".
 */
export interface ChangePasswordBody {
  /**
   * Current password.
   */
  old: string;
  /**
   * La password deve contenere almeno 8 caratteri, inclusi maiuscole, minuscole, numeri e caratteri speciali
   */
  new: string;
  /**
   * Must equal new: 422 'Password and confirm password are not the same' otherwise (client code 2030).
   */
  confirm?: string;
}
/**
 * A saved shipping address.
 *
 * This interface was referenced by `AuthOperations`'s JSON-Schema
 * via the `definition` "SavedAddress".
 */
export interface SavedAddress {
  /**
   * Address id (select_address of the checkout).
   */
  id: number;
  /**
   * Recipient first name.
   */
  name: string;
  /**
   * Recipient last name.
   */
  surname: string;
  /**
   * Street.
   */
  address: string;
  /**
   * Street number.
   */
  address_number: string;
  /**
   * Province.
   */
  district: string;
  /**
   * City.
   */
  city: string;
  /**
   * CAP.
   */
  zipcode: string;
  /**
   * Phone.
   */
  phone: string;
  /**
   * Label shown in the address choice.
   */
  label: string;
}
/**
 * This interface was referenced by `AuthOperations`'s JSON-Schema
 * via the `definition` "ProviderParams".
 */
export interface ProviderParams {
  /**
   * Provider id (tenant features.oidc key).
   */
  provider: string;
}

/** The operations of schemas/api/auth.json, for the API client: `call(auth.signIn, input)`. */
export const auth = {
  /** Sign in with user code and password (sets the refresh cookie) */
  signIn: { method: 'POST', path: '/auth/signin' } as Operation<AuthOperations['signIn']>,
  /** Sign in from the login page before its scripts run: the painted form posted as is */
  signInForm: { method: 'POST', path: '/auth/signin-form' } as Operation<AuthOperations['signInForm']>,
  /** New access token from the refresh cookie (rotates it; a reused token revokes its family) */
  refresh: { method: 'GET', path: '/auth/refresh' } as Operation<AuthOperations['refresh']>,
  /** Sign out: revokes the session (refresh family) and clears the cookie */
  signOut: { method: 'GET', path: '/auth/signout' } as Operation<AuthOperations['signOut']>,
  /** The signed-in customer (active or not) */
  getMe: { method: 'GET', path: '/auth/me' } as Operation<AuthOperations['getMe']>,
  /** Profile update, validated against the tenant's profile field definitions */
  updateProfile: { method: 'POST', path: '/auth/me' } as Operation<AuthOperations['updateProfile']>,
  /** Complete registration (inactive customers): stores the form and mails the activation link */
  submitSignup: { method: 'POST', path: '/auth/signup' } as Operation<AuthOperations['submitSignup']>,
  /** Activation link (single use, 72 hours): 400 unknown, 422 used or expired */
  activateAccount: { method: 'GET', path: '/auth/signup/activate/{code}' } as Operation<AuthOperations['activateAccount']>,
  /** Password recovery: same answer whether the user code exists or not; mails a reset link (1 hour) */
  requestPasswordRecovery: { method: 'POST', path: '/auth/forgot/recovery' } as Operation<AuthOperations['requestPasswordRecovery']>,
  /** Is this reset link still usable? 200 or 400 */
  checkResetToken: { method: 'GET', path: '/auth/forgot/reset/{token}' } as Operation<AuthOperations['checkResetToken']>,
  /** New password with the one-time token; ends every session of the customer */
  resetPassword: { method: 'POST', path: '/auth/forgot/reset' } as Operation<AuthOperations['resetPassword']>,
  /** Change password (other sessions end, this one stays) */
  changePassword: { method: 'POST', path: '/auth/me/changepassword' } as Operation<AuthOperations['changePassword']>,
  /** Saved shipping addresses */
  getSavedAddresses: { method: 'GET', path: '/auth/me/addresses' } as Operation<AuthOperations['getSavedAddresses']>,
  /** Start the external sign-in: redirects to the provider */
  startOidc: { method: 'GET', path: '/auth/oidc/{provider}/start' } as Operation<AuthOperations['startOidc']>,
  /** Provider callback: exchanges the code, verifies the id_token, sets the refresh and session cookies, redirects to /?accesso=1 (or /?oidc_error=…) */
  oidcCallback: { method: 'GET', path: '/auth/oidc/{provider}/callback' } as Operation<AuthOperations['oidcCallback']>,
};
