import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { IChangeEvent } from '@rjsf/core';
import type { ErrorSchema, RJSFSchema, UiSchema, ValidatorType } from '@rjsf/utils';
import styled from 'styled-components';
import { ApiError } from '../api/api-error.js';
import { paintedFormSettled } from '../boot/interactive-mark.js';
import { describeFieldErrors } from '../../shared/forms/field-labels.js';
import { useLoadedQueryClient } from '../queries/loaded-client.js';
import { cachedAddresses, cachedCities } from '../queries/lookup-keys.js';
import { applyDependencies, lockedFields } from './dependencies.js';
import { FormStateContext, type FormState } from './form-state.js';
import { withFormattedDates } from './submit-data.js';
import { useTypedBeforeHydration } from './typed-before-hydration.js';
import { SubmitButton } from './templates/object-template.js';
import { ThemedForm } from './theme.js';
import { italianErrors } from '../../ui/forms/transform-errors.js';
import { translateString } from '../../ui/forms/translate-string.js';
import { useHydrated } from '../../ui/use-hydrated.js';

export type FormValues = Record<string, unknown>;

export interface SchemaFormProps {
  formId: string;
  schema: RJSFSchema;
  uiSchema: UiSchema;
  validator: ValidatorType;
  initialData?: FormValues;
  /**
   * Called with the values (plus `<date>_formatted` where asked) once the form is valid. While
   * it runs the submit button spins. An ApiError whose body has `details: [{field, message}]`
   * puts each message under its field; its `error` text shows above the button. A string it
   * answers is the success message, shown beside the button (where the person who pressed it is
   * looking, not 900 px above), announced, and gone at the next edit.
   */
  onSubmit: (values: FormValues) => Promise<void | string> | void | string;
  /** Takes over the form-level error text (e.g. a screen that shows an error modal instead). */
  onSubmitError?: (error: unknown) => void;
  /**
   * Server messages from an earlier submission (`details` of a 400 answered on another screen,
   * e.g. the checkout's confirmation), shown under their fields from the start.
   */
  initialErrors?: readonly { field: string; message: string }[];
  /** A form-level message of an earlier submission (the login page back from a refused post), shown from the start. */
  initialError?: string;
  /**
   * Where the browser posts the form itself while the page's scripts have not yet run (the
   * login page: src/shared/login-post.ts). Such a form is usable as painted; without it, a
   * painted form waits disabled for its scripts.
   */
  nativeAction?: string;
}

const FormDone = styled.p`
  margin: 12px 0 0;
  padding: 10px 12px;
  border-left: 4px solid ${({ theme }) => theme.colors.success};
  background: ${({ theme }) => theme.colors.surface};
  font-weight: 600;
`;

const FormError = styled.p`
  margin: 0 0 12px;
  padding: 10px 12px;
  border-left: 4px solid ${({ theme }) => theme.colors.error};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.error};
  font-weight: 600;
`;

/**
 * Server `details` → RJSF extraErrors; details for fields the form does not show are returned
 * apart, named by their label (never the API's field name).
 */
export function detailsToErrorSchema(details: unknown, schema: RJSFSchema): { errorSchema: ErrorSchema; unplaced: string[] } {
  const errorSchema: Record<string, { __errors: string[] }> = {};
  const unplaced: string[] = [];
  const properties = (schema.properties ?? {}) as Record<string, unknown>;
  for (const d of Array.isArray(details) ? details : []) {
    const { field, message } = (d ?? {}) as { field?: unknown; message?: unknown };
    if (typeof message !== 'string') continue;
    if (typeof field === 'string' && field in properties) (errorSchema[field] ??= { __errors: [] }).__errors.push(message);
    else unplaced.push(describeFieldErrors([{ field: typeof field === 'string' ? field : '', message }], schema));
  }
  return { errorSchema: errorSchema as ErrorSchema, unplaced };
}

/**
 * The portal's RJSF form: our Italian theme and messages, no browser validation bubbles, errors
 * only after the first submit attempt (then live), the address cascade, and server-side errors
 * shown under their fields.
 */
export function SchemaForm({
  formId,
  schema,
  uiSchema,
  validator,
  initialData,
  onSubmit,
  onSubmitError,
  initialErrors,
  initialError,
  nativeAction,
}: SchemaFormProps) {
  const [formData, setFormData] = useState<FormValues>(() => ({ ...(initialData ?? {}) }));
  const [submitted, setSubmitted] = useState(() => Boolean(initialErrors?.length));
  const [sending, setSending] = useState(false);
  const [extraErrors, setExtraErrors] = useState<ErrorSchema | undefined>(() => {
    const { errorSchema } = detailsToErrorSchema(initialErrors, schema);
    return Object.keys(errorSchema).length ? errorSchema : undefined;
  });
  const [formError, setFormError] = useState<string | null>(initialError ?? null);
  const [done, setDone] = useState<string | null>(null);
  const current = useRef(formData);
  current.current = formData;
  const transformErrors = useMemo(() => italianErrors(schema), [schema]);
  // Per form instance: what was typed before a saved address replaced it (dependencies.ts).
  // The lists are read from the query cache; the login form renders before the client has
  // loaded (it has no lookup field), and then nothing is cached.
  const client = useLoadedQueryClient();
  const lookups = useMemo(
    () => ({
      cities: (district: string) => (client ? cachedCities(client, district) : undefined),
      addresses: () => (client ? cachedAddresses(client) : undefined),
      typed: new Map<string, FormValues>(),
    }),
    [client],
  );
  const locked = lockedFields(formData, uiSchema as Record<string, unknown>).join('|');
  const effectiveUiSchema = useMemo(() => {
    if (!locked) return uiSchema;
    const ui: Record<string, unknown> = { ...uiSchema };
    for (const name of locked.split('|')) ui[name] = { ...((ui[name] as object | undefined) ?? {}), 'ui:readonly': true };
    return ui as UiSchema;
  }, [uiSchema, locked]);

  const handleChange = useCallback(
    (event: IChangeEvent<FormValues>) => {
      const prev = current.current;
      const next = applyDependencies(prev, event.formData ?? {}, uiSchema as Record<string, unknown>, lookups);
      current.current = next;
      setFormData(next);
      setDone(null);
      // A server error belongs to the value it was about: editing the field retires it.
      setExtraErrors((errors) => {
        if (!errors) return errors;
        const kept = Object.fromEntries(Object.entries(errors).filter(([field]) => next[field] === prev[field]));
        return Object.keys(kept).length ? (kept as ErrorSchema) : undefined;
      });
    },
    [uiSchema, lookups],
  );

  const handleSubmit = useCallback(
    async (event: IChangeEvent<FormValues>) => {
      setSubmitted(true);
      setFormError(null);
      setDone(null);
      setSending(true);
      try {
        const message = await onSubmit(withFormattedDates(event.formData ?? {}, uiSchema as Record<string, unknown>));
        if (typeof message === 'string' && message !== '') setDone(message);
      } catch (error) {
        const body = error instanceof ApiError ? (error.data as { details?: unknown } | undefined) : undefined;
        const { errorSchema, unplaced } = detailsToErrorSchema(body?.details, schema);
        setExtraErrors(Object.keys(errorSchema).length ? errorSchema : undefined);
        const text = [error instanceof Error ? error.message : String(error), ...unplaced].join(' · ');
        if (onSubmitError) onSubmitError(error);
        else setFormError(text);
      } finally {
        setSending(false);
      }
    },
    [onSubmit, onSubmitError, schema, uiSchema],
  );

  const hydrated = useHydrated();
  const postsNatively = Boolean(nativeAction);
  useTypedBeforeHydration(formId, formData, Object.keys(schema.properties ?? {}), postsNatively, (typed) => {
    const next = { ...current.current, ...typed };
    current.current = next;
    setFormData(next);
  });
  useEffect(() => {
    if (hydrated) paintedFormSettled(formId);
  }, [formId, hydrated]);
  const state: FormState = useMemo(
    () => ({ formId, formData, submitted, sending, postsNatively }),
    [formId, formData, submitted, sending, postsNatively],
  );

  return (
    <FormStateContext.Provider value={state}>
      <ThemedForm
        id={`form-${formId}`}
        action={postsNatively ? nativeAction : undefined}
        method={postsNatively ? 'post' : undefined}
        idPrefix={formId}
        schema={schema}
        uiSchema={effectiveUiSchema}
        validator={validator}
        formData={formData}
        onChange={handleChange}
        onSubmit={(event) => void handleSubmit(event)}
        onError={() => setSubmitted(true)}
        transformErrors={transformErrors}
        translateString={translateString}
        extraErrors={extraErrors}
        // Validation only once a submit was attempted, then on every change.
        liveValidate={submitted ? 'onChange' : undefined}
        noHtml5Validate
        // A consent is `const: 1`: RJSF would otherwise tick it in advance (const as default).
        experimental_defaultFormStateBehavior={{ constAsDefaults: 'never' }}
        showErrorList={false}
        focusOnFirstError
        // Painted by the server, the form waits for its scripts, unless the browser can post it
        // itself: typed earlier, a value is taken into the form's state as it hydrates.
        disabled={sending || (!hydrated && !postsNatively)}
      >
        {formError && <FormError role="alert">{formError}</FormError>}
        <SubmitButton uiSchema={uiSchema} />
        {done && (
          <FormDone role="status" data-testid="form-done">
            {done}
          </FormDone>
        )}
      </ThemedForm>
    </FormStateContext.Provider>
  );
}
