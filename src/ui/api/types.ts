import type { AxiosError, AxiosRequestConfig, AxiosResponse } from 'axios';
import type { HttpFailure } from './api-error.js';
import type { TokenStore } from './token.js';

/* The kit client's types, apart from client.ts so the lazy transport (transport.ts) can share them. */

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Never report this call's 5xx (set on the report itself, so it cannot loop). */
    skipErrorReport?: boolean;
    /** The caller handles a 401 itself (a sign-in, the refresh call): skip the unauthorized handler. */
    skipUnauthorizedHandler?: boolean;
  }
}

/**
 * Resolves a 401: "refresh once (shared by concurrent calls), replay with the new token"
 * (refresh.ts); rejecting means the session is over. Its result replaces the failed call's.
 */
export type UnauthorizedHandler = (error: AxiosError) => Promise<AxiosResponse>;

export interface ApiClientOptions {
  /** The X-Client-Info header's value, read at each request (the portal's language can change). */
  clientInfo: () => string;
  /** Where this front end keeps its access token. */
  token: TokenStore;
  /** The front end's error shape: every failure reaches callers through it. */
  normalizeError: (error: unknown) => HttpFailure;
  /** A 5xx answer, for front ends that report them; never called for `skipErrorReport` calls. */
  onServerError?: (error: AxiosError) => void;
  /**
   * Whether a request comes right after the page's start, so the transport is fetched at once:
   * by default whenever a token is stored (auth/me is next).
   */
  requestSoon?: () => boolean;
}

/** What callers use of axios' instance: its requests, each loading the transport first if needed. */
export interface HttpClient {
  request<T = unknown>(config: AxiosRequestConfig): Promise<AxiosResponse<T>>;
  get<T = unknown>(url: string, config?: AxiosRequestConfig): Promise<AxiosResponse<T>>;
  post<T = unknown>(url: string, data?: unknown, config?: AxiosRequestConfig): Promise<AxiosResponse<T>>;
}
