import type { IChangeEvent } from '@rjsf/core';
import type { ErrorSchema, UiSchema } from '@rjsf/utils';
import { useMemo, useState, type ReactNode } from 'react';
import { FORM_INVALID_MESSAGE } from '../../../shared/forms/messages.js';
import type { UploadedImage } from '../../../shared/types/generated/api/staff-content.js';
import { Alert } from '../../../ui/alert.js';
import { italianErrors } from '../../../ui/forms/transform-errors.js';
import { translateString } from '../../../ui/forms/translate-string.js';
import { normalizeError } from '../../api/client.js';
import { ConsoleForm, focusFirstInvalid, type CompiledForm } from '../../forms/console-form.js';
import type { FormValues } from './content-kinds-ui.js';
import { CONTENT_FIELDS, CONTENT_WIDGETS, type ContentFormContext } from './content-widgets.js';

/** The server's refusal per field ("values.title" → "title"), so each reason shows under its field. */
function serverErrors(error: unknown): ErrorSchema | undefined {
  if (!error) return undefined;
  const details = (normalizeError(error).data as { details?: { field: string; message: string }[] } | undefined)?.details ?? [];
  const out: Record<string, { __errors: string[] }> = {};
  for (const d of details) {
    const field = d.field.replace(/^values\./, '').split('.')[0] ?? d.field;
    (out[field] ??= { __errors: [] }).__errors.push(d.message);
  }
  return Object.keys(out).length ? (out as ErrorSchema) : undefined;
}

const NO_DEFAULTS = { emptyObjectFields: 'skipDefaults', arrayMinItems: { populate: 'never' } } as const;

interface ContentSchemaFormProps {
  id: string;
  compiled: CompiledForm;
  uiSchema: UiSchema;
  values: FormValues;
  onChange: (values: FormValues) => void;
  /** Called with values the schema accepts; refused ones stay in the form, each reason under its field. */
  onSubmit: (values: FormValues) => void;
  /** The last save's refusal: its reasons per field show under the fields, as the schema's own. */
  saveError: unknown;
  alias: string;
  image: UploadedImage | null;
  /** Under the fields: the save's messages and buttons. */
  children: ReactNode;
}

/** A content item (or a site's section) as a form of the console's kit, from its kind's input schema. */
export function ContentSchemaForm(props: ContentSchemaFormProps) {
  const { id, compiled, uiSchema, values, onChange, onSubmit, saveError, alias, image, children } = props;
  const [invalid, setInvalid] = useState(false);
  const extraErrors = useMemo(() => serverErrors(saveError), [saveError]);
  const context: ContentFormContext = useMemo(() => ({ alias, image }), [alias, image]);
  const transformErrors = useMemo(() => italianErrors(compiled.schema), [compiled.schema]);
  return (
    <ConsoleForm
      schema={compiled.schema}
      validator={compiled.validator}
      uiSchema={uiSchema}
      formData={values}
      onChange={(event: IChangeEvent) => onChange(event.formData as FormValues)}
      onSubmit={(event: IChangeEvent) => {
        setInvalid(false);
        onSubmit(event.formData as FormValues);
      }}
      onError={(errors) => {
        setInvalid(true);
        focusFirstInvalid(errors, id, '.');
      }}
      extraErrors={extraErrors}
      formContext={context}
      widgets={CONTENT_WIDGETS}
      fields={CONTENT_FIELDS}
      idPrefix={id}
      idSeparator="."
      noHtml5Validate
      showErrorList={false}
      liveValidate={false}
      transformErrors={transformErrors}
      translateString={translateString}
      experimental_defaultFormStateBehavior={NO_DEFAULTS}
    >
      {invalid ? <Alert tone="error">{FORM_INVALID_MESSAGE}: li trovi indicati sotto ciascuno.</Alert> : null}
      {children}
    </ConsoleForm>
  );
}
