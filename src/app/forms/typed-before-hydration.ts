import { useLayoutEffect } from 'react';
import { postedFieldName } from '../../shared/login-post.js';

/** A form's values by field (SchemaForm's FormValues). */
type FormValues = Record<string, unknown>;

/**
 * A form the browser can post itself is usable as painted (SchemaForm's `nativeAction`): what the
 * person typed before the page's scripts ran is on screen but not in the form's state, and React
 * does not say so (hydration keeps the page's values and fires no change). Read once, as the form
 * mounts, before the first render with scripts could write the state's values over the typing.
 * Text fields only: the login form's. `values` is the state at mount (a code the page kept after
 * a refused post is there already).
 */
export function useTypedBeforeHydration(
  formId: string,
  values: FormValues,
  fields: readonly string[],
  enabled: boolean,
  adopt: (typed: FormValues) => void,
): void {
  useLayoutEffect(() => {
    if (!enabled) return;
    const form = document.getElementById(`form-${formId}`);
    if (!(form instanceof HTMLFormElement)) return;
    const typed: FormValues = {};
    for (const field of fields) {
      const input = form.elements.namedItem(postedFieldName(formId, field));
      if (!(input instanceof HTMLInputElement || input instanceof HTMLTextAreaElement)) continue;
      // Emptied is a change too (a code the page kept, cleared): RJSF's empty value is undefined.
      if (input.value !== (values[field] ?? '')) typed[field] = input.value === '' ? undefined : input.value;
    }
    if (Object.keys(typed).length) adopt(typed);
    // Once, as the form mounts: later values reach the state through its change events.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
