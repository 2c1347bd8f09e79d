import { SETTINGS_SECTIONS } from './sections.js';
import { SECTION_UI } from './settings-ui.js';
import { onOff, plainValue, yesNo } from '../audit/audit-values.js';

type UiNode = Record<string, unknown> | undefined;

const titleOf = (node: UiNode): string | undefined => (typeof node?.['ui:title'] === 'string' ? node['ui:title'] : undefined);

/** The form's node for `key` under `node`: its own field, else the shape every free key shares. */
function childOf(node: UiNode, key: string): { node: UiNode; free: boolean } {
  const own = node?.[key];
  if (own && typeof own === 'object') return { node: own as UiNode, free: false };
  const free = node?.['additionalProperties'];
  return { node: free && typeof free === 'object' ? (free as UiNode) : undefined, free: true };
}

/**
 * A setting's name as the console's settings screen labels its field: `features.wishlist` →
 * 'Lista dei desideri', `features.ownLogin.active` → 'Accesso con codice utente e password ›
 * Accesso del portale attivo', a free key (a menu link's code) as it is. The section names a whole
 * section; a path outside the forms reads as written.
 */
export function settingLabel(path: string): string {
  const [top, ...rest] = path.split('.');
  const section = SETTINGS_SECTIONS.find((s) => s.key === top);
  if (!section) return path;
  if (rest.length === 0) return section.label;
  let node = SECTION_UI[section.id] as UiNode;
  const names: string[] = [];
  for (const [i, key] of rest.entries()) {
    const child = childOf(node, key);
    // A free key right under the section (a language of the texts) needs the section's name to read.
    if (i === 0 && child.free) names.push(titleOf(node) ?? section.label);
    node = child.node;
    names.push(child.free ? key : (titleOf(node) ?? key));
  }
  return names.join(' › ');
}

/**
 * A setting's value in words: a switch under features reads Attivo/Disattivato, any other yes/no
 * Sì/No, an object its fields by their labels; absent reads 'non impostato'.
 */
export function settingValue(path: string, value: unknown): string {
  if (value === undefined || value === null) return 'non impostato';
  if (typeof value === 'boolean') return path.startsWith('features.') ? onOff(value) : yesNo(value);
  if (typeof value === 'object' && !Array.isArray(value)) {
    const parts = Object.entries(value as Record<string, unknown>).map(
      ([key, v]) => `${settingLabel(`${path}.${key}`).split(' › ').at(-1)}: ${settingValue(`${path}.${key}`, v)}`,
    );
    return parts.length ? parts.join(', ') : 'vuoto';
  }
  return plainValue(value);
}
