const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The values to send: for every date field with `ui:options.sendFormatted`, its locale short date
 * goes along as `<name>_formatted`, e.g. date_of_birth 1980-04-01 + date_of_birth_formatted 01/04/1980. Plain string work:
 * date-fns stays in the date picker's own chunk.
 */
export function withFormattedDates(values: Record<string, unknown>, uiSchema: Record<string, unknown>): Record<string, unknown> {
  const out = { ...values };
  for (const [name, ui] of Object.entries(uiSchema)) {
    if (!isObject(ui) || !isObject(ui['ui:options']) || ui['ui:options']['sendFormatted'] !== true) continue;
    const m = typeof values[name] === 'string' ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(values[name] as string) : null;
    if (m) out[`${name}_formatted`] = `${m[3]}/${m[2]}/${m[1]}`;
  }
  return out;
}
