/** The file widget's value, `data:<mime>;name=<name>;base64,<data>`, back into a file to upload. */
export interface ReceiptFile {
  blob: Blob;
  name: string;
}

const DATA_URL = /^data:([^;,]*)(?:;name=([^;,]*))?;base64,(.*)$/s;

/** null when the value is not such a data URL. */
export function receiptFileOf(value: unknown, fallbackName: string): ReceiptFile | null {
  if (typeof value !== 'string') return null;
  const m = DATA_URL.exec(value);
  if (!m) return null;
  let name = m[2] ?? '';
  try {
    name = decodeURIComponent(name);
  } catch {
    // keep the name as written
  }
  const binary = atob(m[3] ?? '');
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return { blob: new Blob([bytes], { type: m[1] || 'application/octet-stream' }), name: name || fallbackName };
}
