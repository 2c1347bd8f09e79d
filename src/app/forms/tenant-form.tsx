import { lazy, Suspense, use, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { effectiveForms } from '../../shared/forms/effective-forms.js';
import { unknownWidgetErrors } from '../../shared/forms/widget-names.js';
import { configStore, useConfig } from '../stores/config.js';
import { Spinner } from '../../ui/spinner.js';
import type { FormValues } from './schema-form.js';
import { paintedFormSettled } from '../boot/interactive-mark.js';
import { formsEngineWanted } from './engine-gate.js';
import { loadFormsModule, peekFormsModule, type FormsModule } from './validators.js';

const PrecompiledForm = lazy(() => formsEngineWanted().then(() => import('./precompiled-form.js')));

export interface TenantFormProps {
  /** Form id in the tenant file's `forms` (login, signup, recovery, …). */
  formId: string;
  /** May answer a success message: the form shows it beside its submit button (SchemaForm). */
  onSubmit: (values: FormValues) => Promise<void | string> | void | string;
  onSubmitError?: (error: unknown) => void;
  /** Starting values (e.g. the session user's known names). */
  initialData?: FormValues;
  /** Fields shown but not editable (firstname/lastname when already known). */
  readOnlyFields?: string[];
  /** Server messages of an earlier submission, shown under their fields from the start. */
  initialErrors?: readonly { field: string; message: string }[];
  /** A form-level message of an earlier submission, shown from the start. */
  initialError?: string;
  /** Where the browser posts the form itself before the page's scripts run (SchemaForm). */
  nativeAction?: string;
}

const Problem = styled.div`
  padding: 16px;
  border: 2px solid ${({ theme }) => theme.colors.error};
  border-radius: ${({ theme }) => theme.radii.card}px;
  color: ${({ theme }) => theme.colors.error};
`;

/**
 * A form of the tenant file, ready for a screen: `<TenantForm formId="signup" onSubmit={…} />`.
 * Reads the form from the config store, checks its widget names (an unknown one stops the form
 * with the file and key path, loudly, in the console), loads the precompiled validators and the
 * forms engine in parallel, then renders it.
 */
export function TenantForm({ formId, readOnlyFields = [], ...formProps }: TenantFormProps) {
  const { t } = useTranslation();
  const config = useConfig();
  const forms = useMemo(() => effectiveForms(config), [config]);
  const form = forms[formId];
  const [loadedModule, setModule] = useState<FormsModule | Error | null>(() => peekFormsModule(formId));
  const declared = Boolean(form);
  // The server's first-screen render runs no effects: it waits for the module instead (a
  // conditional `use` is allowed), so the page it paints carries the form itself.
  const module = typeof document === 'undefined' && declared && !loadedModule ? use(loadFormsModule(formId)) : loadedModule;

  const problems = useMemo(() => {
    const file = configStore.source || `tenants/${config.alias}/tenant.json`;
    if (!form) return [`${file}: /forms/${formId}: modulo non dichiarato`];
    const failed = module && !(module instanceof Error) ? module.failed[formId] : undefined;
    return [...unknownWidgetErrors(form.uiSchema, formId, file), ...(failed ? [`${file}: /forms/${formId}/schema: ${failed}`] : [])];
  }, [config.alias, form, formId, module]);

  useEffect(() => {
    // An undeclared form is a configuration error shown as such: there is no module to ask for.
    // Validators already loaded (a page painted by the server) were read at the first render.
    if (!declared || loadedModule) return;
    let live = true;
    // The engine's chunk and the validators module load side by side, not one after the other.
    void import('./precompiled-form.js');
    loadFormsModule(formId).then(
      (m) => live && setModule(m),
      (error: unknown) => live && setModule(error instanceof Error ? error : new Error(String(error))),
    );
    return () => {
      live = false;
    };
  }, [declared, formId, loadedModule]);

  useEffect(() => {
    if (problems.length) console.error(problems.join('\n'));
  }, [problems]);

  // A painted form the page waits for (interactive-mark.ts) is settled by SchemaForm once it is
  // hydrated; here when something else stands in its place, or it leaves the page before that.
  const showsForm = !problems.length && !(module instanceof Error);
  useEffect(() => {
    if (!showsForm) paintedFormSettled(formId);
    // Gone before it hydrated (another screen): nothing is left to wait for. StrictMode's rehearsal
    // of an unmount in development leaves the form on the page, so it is not taken for one.
    return () =>
      queueMicrotask(() => {
        if (!document.getElementById(`form-${formId}`)) paintedFormSettled(formId);
      });
  }, [formId, showsForm]);

  const uiSchema = useMemo(() => {
    const ui: Record<string, unknown> = { ...(form?.uiSchema ?? {}) };
    for (const name of readOnlyFields) ui[name] = { ...((ui[name] as object | undefined) ?? {}), 'ui:readonly': true };
    return ui;
    // readOnlyFields is compared by content: callers pass a fresh array on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [form, readOnlyFields.join('|')]);

  if (problems.length) {
    return (
      <Problem role="alert" data-testid="form-config-error">
        {t('forms.unavailable', { defaultValue: 'Il modulo non è disponibile: configurazione non valida.' })}
      </Problem>
    );
  }
  if (module instanceof Error) {
    return <Problem role="alert">{t('forms.loadFailed', { defaultValue: 'Impossibile caricare il modulo. Ricarica la pagina.' })}</Problem>;
  }
  const compiled = module?.forms[formId];
  const spinner = <Spinner variant="fullArea" />;
  if (!compiled) return spinner;
  return (
    <Suspense fallback={spinner}>
      <PrecompiledForm
        compiled={compiled}
        formId={formId}
        uiSchema={uiSchema}
        // The submission's handlers and the earlier submission's values and messages, as given.
        {...formProps}
      />
    </Suspense>
  );
}
