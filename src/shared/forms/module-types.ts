import type { RJSFSchema } from '@rjsf/utils';

/** What the validators module exports: per form id, what RJSF's createPrecompiledValidator needs. */
export interface FormsModuleExports {
  forms: Record<string, { rootSchema: RJSFSchema; validators: Record<string, (data: unknown) => boolean> }>;
  /** Forms that could not be compiled, with the reason (the form then refuses to render). */
  failed: Record<string, string>;
  revision: string;
}
