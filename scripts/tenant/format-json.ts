/**
 * JSON for files people edit: like JSON.stringify(value, null, 2), but objects and arrays that fit
 * on one line stay on one line (`{ "label": "News", "url": "/news" }`), the way the demo tenants
 * are written. A fully expanded copy would triple the file's length and bury what matters.
 */
export function formatJson(value: unknown, width = 110): string {
  return `${render(value, '', width)}\n`;
}

function inline(value: unknown): string {
  if (Array.isArray(value)) return value.length ? `[${value.map(inline).join(', ')}]` : '[]';
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value);
    return entries.length ? `{ ${entries.map(([k, v]) => `${JSON.stringify(k)}: ${inline(v)}`).join(', ')} }` : '{}';
  }
  return JSON.stringify(value);
}

function render(value: unknown, indent: string, width: number, keyLength = 0): string {
  const flat = inline(value);
  if (value === null || typeof value !== 'object' || indent.length + keyLength + flat.length <= width) {
    // The top level is always expanded: a one-line tenant file would be unreadable.
    if (indent !== '' || value === null || typeof value !== 'object') return flat;
  }
  const inner = `${indent}  `;
  if (Array.isArray(value)) {
    return `[\n${value.map((v) => `${inner}${render(v, inner, width)}`).join(',\n')}\n${indent}]`;
  }
  const entries = Object.entries(value as Record<string, unknown>);
  if (entries.length === 0) return '{}';
  const lines = entries.map(([k, v]) => {
    const keyText = `${JSON.stringify(k)}: `;
    return `${inner}${keyText}${render(v, inner, width, keyText.length)}`;
  });
  return `{\n${lines.join(',\n')}\n${indent}}`;
}
