/**
 * Widget names a tenant may use in a uiSchema (`"ui:widget": "price"`). The browser's widget
 * registry implements exactly these (checked at compile time there), and the tenant CLI can refuse
 * any other name before a customer meets a broken form.
 */
export const FORM_WIDGET_NAMES = [
  'text',
  'password',
  'email',
  'tel',
  'textarea',
  'select',
  'radio',
  'checkbox',
  'date',
  'time',
  'file',
  'price',
  'hidden',
  'region',
  'district',
  'city',
  'country',
  'savedAddress',
  'customerOrder',
] as const;

export type FormWidgetName = (typeof FORM_WIDGET_NAMES)[number];

export function isFormWidgetName(name: string): name is FormWidgetName {
  return (FORM_WIDGET_NAMES as readonly string[]).includes(name);
}

/**
 * Every `ui:widget` of a uiSchema that is not a known widget, as
 * `<file>: /forms/<formId>/uiSchema/<path>/ui:widget: widget sconosciuto "x"`.
 */
export function unknownWidgetErrors(uiSchema: unknown, formId: string, file: string): string[] {
  const errors: string[] = [];
  const walk = (node: unknown, pointer: string) => {
    if (typeof node !== 'object' || node === null || Array.isArray(node)) return;
    for (const [key, value] of Object.entries(node)) {
      const here = `${pointer}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`;
      if (key === 'ui:widget') {
        if (typeof value !== 'string' || !isFormWidgetName(value))
          errors.push(`${file}: /forms/${formId}/uiSchema${here}: widget sconosciuto "${String(value)}"`);
      } else if (!key.startsWith('ui:')) walk(value, here);
    }
  };
  walk(uiSchema, '');
  return errors;
}
