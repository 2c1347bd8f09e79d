import { createContext, useContext } from 'react';

/**
 * What widgets and templates need beyond RJSF's props: the whole form's values (a district
 * select depends on the region), whether a submit was attempted (errors and the checkbox's error
 * look show only after it) and the tenant file, for error messages. A React context rather than
 * RJSF's formContext so that changes reach widgets RJSF itself memoises.
 */
export interface FormState {
  formId: string;
  formData: Record<string, unknown>;
  submitted: boolean;
  sending: boolean;
  /** The browser can post the form itself (SchemaForm's nativeAction): usable before its scripts run. */
  postsNatively: boolean;
}

export const FormStateContext = createContext<FormState>({
  formId: '',
  formData: {},
  submitted: false,
  sending: false,
  postsNatively: false,
});

export function useFormState(): FormState {
  return useContext(FormStateContext);
}
