import { proxy, useSnapshot } from 'valtio';

export type BootErrorKind = 'appNotFound' | 'auth' | 'server' | 'network' | 'config' | 'unexpected';

/** Why the app could not start; `status` is the HTTP code when there was one, so the error screen can name it. */
export interface BootFailure {
  kind: BootErrorKind;
  status: number;
  /** Lines to show and log for configuration errors (tenant file, unknown screen). */
  details: readonly string[];
  /** The server's error text, when it gave one. */
  message?: string;
}

interface UiState {
  boot: 'loading' | 'ready' | 'error';
  bootFailure: BootFailure | null;
  /** Id of the open app-level modal (logout, prizeValidation…), one at a time. */
  modal: string | null;
  sidebarOpen: boolean;
  sessionExpired: boolean;
  /** The prize modal was closed in this page view: do not reopen it on every navigation. */
  prizeModalDismissed: boolean;
  /** The consent renewal question was put off in this page view: asked again at the next sign-in. */
  consentRenewalDismissed: boolean;
}

function bootState(): UiState {
  return {
    boot: 'loading',
    bootFailure: null,
    modal: null,
    sidebarOpen: false,
    sessionExpired: false,
    prizeModalDismissed: false,
    consentRenewalDismissed: false,
  };
}

export const uiStore = proxy<UiState>(bootState());

export function bootSucceeded(): void {
  uiStore.boot = 'ready';
}

export function bootFailed(failure: BootFailure): void {
  uiStore.boot = 'error';
  uiStore.bootFailure = failure;
}

/** The id the header opens the sign-out question with. */
export const LOGOUT_MODAL = 'logout';

export function openModal(id: string): void {
  uiStore.modal = id;
}

export function closeModal(): void {
  uiStore.modal = null;
}

export function setSidebarOpen(open: boolean): void {
  uiStore.sidebarOpen = open;
}

export function raiseSessionExpired(): void {
  uiStore.sessionExpired = true;
}

export function dismissPrizeModal(): void {
  uiStore.prizeModalDismissed = true;
}

export function dismissConsentRenewal(): void {
  uiStore.consentRenewalDismissed = true;
}

/** Resets to the boot state (tests, and a future in-app restart). */
export function resetUi(): void {
  Object.assign(uiStore, bootState());
}

export function useUi() {
  return useSnapshot(uiStore);
}
