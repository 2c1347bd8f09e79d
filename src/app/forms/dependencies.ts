import type { SavedAddress } from '../api/auth.js';
import type { CityOption } from '../api/utility.js';

type Data = Record<string, unknown>;
type Ui = Record<string, unknown>;

export interface DependencyLookups {
  cities(district: string): CityOption[] | undefined;
  addresses(): SavedAddress[] | undefined;
  /**
   * What the customer had typed in the fields a saved address then filled, per choice field:
   * choosing 'new address' again puts it back instead of leaving the saved one's copy.
   */
  typed?: Map<string, Data>;
}

interface FieldUi {
  widget?: string;
  parent?: string;
  zipcode?: string;
  fill?: Record<string, string>;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Widget and cascade options of each top-level field of a uiSchema. */
function fieldsOf(uiSchema: Ui): Map<string, FieldUi> {
  const out = new Map<string, FieldUi>();
  for (const [name, ui] of Object.entries(uiSchema)) {
    if (name.startsWith('ui:') || !isObject(ui)) continue;
    const options = isObject(ui['ui:options']) ? ui['ui:options'] : {};
    const widget = typeof ui['ui:widget'] === 'string' ? ui['ui:widget'] : undefined;
    const parent = typeof options['parent'] === 'string' ? options['parent'] : widget === 'city' ? 'district' : undefined;
    out.set(name, {
      widget,
      parent,
      zipcode: typeof options['zipcode'] === 'string' ? options['zipcode'] : undefined,
      fill: isObject(options['fill']) ? (options['fill'] as Record<string, string>) : undefined,
    });
  }
  return out;
}

/**
 * Fields filled from a chosen saved address: shown but locked while it is chosen, since the
 * server ships to the saved address itself and would ignore edits (catalog/checkout-form.ts).
 */
export function lockedFields(data: Data, uiSchema: Ui): string[] {
  const out: string[] = [];
  for (const [name, ui] of fieldsOf(uiSchema)) {
    if (ui.widget === 'savedAddress' && ui.fill && data[name] !== undefined && data[name] !== '') out.push(...Object.keys(ui.fill));
  }
  return out;
}

/**
 * The dynamic behaviour of address forms, applied on every change:
 * - changing a region or province clears what hangs off it (province, city) and the CAP;
 * - choosing a city found in the loaded list fills the CAP (another city leaves the CAP as typed);
 * - choosing a saved address fills the recipient fields (`ui:options.fill`: field → address key);
 *   going back to a new address restores what had been typed in them before.
 * Driven by the uiSchema (`ui:options.parent`, `zipcode`, `fill`), so it works in any form.
 */
export function applyDependencies(prev: Data, next: Data, uiSchema: Ui, lookups: DependencyLookups): Data {
  const fields = fieldsOf(uiSchema);
  const out: Data = { ...next };
  const changed = [...fields.keys()].filter((name) => prev[name] !== next[name]);
  const clear = (name: string, seen: Set<string>) => {
    for (const [child, ui] of fields) {
      if (ui.parent !== name || seen.has(child)) continue;
      seen.add(child);
      out[child] = undefined;
      if (ui.zipcode) out[ui.zipcode] = undefined;
      clear(child, seen);
    }
  };
  for (const name of changed) {
    const ui = fields.get(name)!;
    if (ui.widget === 'savedAddress' && ui.fill) {
      const targets = Object.keys(ui.fill);
      const address = lookups.addresses()?.find((a) => String(a.id) === String(next[name]));
      if (address) {
        const hadChoice = prev[name] !== undefined && prev[name] !== '';
        if (!hadChoice) lookups.typed?.set(name, Object.fromEntries(targets.map((field) => [field, prev[field]])));
        for (const [field, key] of Object.entries(ui.fill)) out[field] = (address as unknown as Data)[key];
      } else if (next[name] === undefined || next[name] === '') {
        // Back to a new address: the saved address's copy goes, what was typed before returns.
        const typed = lookups.typed?.get(name);
        for (const field of targets) out[field] = typed?.[field];
        lookups.typed?.delete(name);
      }
      continue;
    }
    clear(name, new Set([name]));
    if (ui.widget === 'city' && ui.zipcode) {
      const district = ui.parent ? out[ui.parent] : undefined;
      const city = typeof district === 'string' ? lookups.cities(district)?.find((c) => c.value === next[name]) : undefined;
      if (city) out[ui.zipcode] = city.zipcode;
    }
  }
  return out;
}
