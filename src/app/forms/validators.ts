import type { FormsModuleExports } from '../../shared/forms/module-types.js';

/**
 * The tenant's precompiled validators: a same-origin ES module the server generates from the
 * tenant's forms (GET /v1/forms/validators.js). The browser never compiles a schema, which would
 * need 'unsafe-eval' (ajv uses new Function); importing a module from 'self' is allowed by the
 * CSP. A new or edited form is a new module on the server, no rebuild.
 */
export type FormsModule = FormsModuleExports;
export type FormsModuleLoader = (revision: string | null) => Promise<FormsModule>;

let revision: string | null = null;

/** Boot passes app/start's revision: with it the module URL is cached for good. */
export function setFormsRevision(value: string | null): void {
  revision = value;
}

const importModule: FormsModuleLoader = (rev) => {
  const url = `/v1/forms/validators.js${rev ? `?rev=${encodeURIComponent(rev)}` : ''}`;
  return import(/* @vite-ignore */ url) as Promise<FormsModule>;
};

let loader: FormsModuleLoader = importModule;
let pending: Promise<FormsModule> | null = null;

/** The validators module, loaded once per page (a failure is retried on the next call). */
export function loadFormsModule(): Promise<FormsModule> {
  pending ??= loader(revision).catch((error: unknown) => {
    pending = null;
    throw error;
  });
  return pending;
}

/** Tests (jsdom cannot import over HTTP) install a loader that builds the module in process. */
export function setFormsModuleLoader(next: FormsModuleLoader | null): void {
  loader = next ?? importModule;
  pending = null;
}
