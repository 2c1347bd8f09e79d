import { validatorsOf, type FormModuleExports, type FormsModuleExports } from '../../shared/forms/module-types.js';

/**
 * The tenant's precompiled validators: per form, a same-origin ES module the server generates
 * from the tenant's form (GET /v1/forms/validators.js?form=…). The browser never compiles a
 * schema, which would need 'unsafe-eval' (ajv uses new Function); importing a module from 'self'
 * is allowed by the CSP. A new or edited form is a new module on the server, no rebuild.
 */
export type FormsModule = FormsModuleExports;
/** Gives at least the form `formId`; test loaders may give every form at once. */
export type FormsModuleLoader = (revision: string | null, formId: string) => Promise<FormsModule>;

let revision: string | null = null;

/** Boot passes app/start's revision: with it the module URL is cached for good. */
export function setFormsRevision(value: string | null): void {
  revision = value;
}

/**
 * The URL of a form's validators module. `runtimeUrl` is the forms runtime's own URL, a chunk of
 * this build (under `vite dev`, the source file): the server writes its path into the module's
 * import, so that both share one instance and a new build, with a new chunk hash, asks for a new
 * module (the answer for the current revision is cached for good).
 */
export function formModuleUrl(formId: string, revision: string | null, runtimeUrl: string): string {
  const query = new URLSearchParams({ form: formId, runtime: new URL(runtimeUrl).pathname });
  if (revision) query.set('rev', revision);
  return `/v1/forms/validators.js?${query.toString()}`;
}

const importModule: FormsModuleLoader = async (rev, formId) => {
  const { RUNTIME_URL } = await import('../../shared/forms/runtime.js');
  const module = (await import(/* @vite-ignore */ formModuleUrl(formId, rev, RUNTIME_URL))) as FormModuleExports;
  return { forms: { [formId]: { rootSchema: module.rootSchema, validators: validatorsOf(module) } }, failed: {}, revision: rev ?? '' };
};

let loader: FormsModuleLoader = importModule;
const pending = new Map<string, Promise<FormsModule>>();
const loaded = new Map<string, FormsModule>();

/** The validators of a form, loaded once per page (a failure is retried on the next call). */
export function loadFormsModule(formId: string): Promise<FormsModule> {
  let loading = pending.get(formId);
  if (!loading) {
    loading = loader(revision, formId).then(
      (module) => {
        loaded.set(formId, module);
        return module;
      },
      (error: unknown) => {
        pending.delete(formId);
        throw error;
      },
    );
    pending.set(formId, loading);
  }
  return loading;
}

/**
 * The form's validators when they have loaded already, else null. A form on a page painted by the
 * server renders from them at once, so its first render matches the server's markup (app-start.tsx
 * loads them before hydrating).
 */
export function peekFormsModule(formId: string): FormsModule | null {
  return loaded.get(formId) ?? null;
}

/**
 * Tests (jsdom cannot import over HTTP) install a loader that builds the module in process; the
 * server's first-screen render installs one that compiles the form in process (entry-server.tsx).
 */
export function setFormsModuleLoader(next: FormsModuleLoader | null): void {
  loader = next ?? importModule;
  pending.clear();
  loaded.clear();
}
