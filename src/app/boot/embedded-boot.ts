import { BOOT_DATA_ID, type EmbeddedBoot } from '../../shared/boot-data.js';

/**
 * The answers of app/start and app/tenant that the server embedded in index.html as a
 * non-executable JSON block, read once: they save boot a round trip. Null when the page has none
 * (unknown host, dev server) or it is unreadable; boot then asks the API as before. The tenant
 * file is still validated by boot like a fetched one.
 */
export function takeEmbeddedBoot(doc: Document = document): EmbeddedBoot | null {
  const element = doc.getElementById(BOOT_DATA_ID);
  if (!element) return null;
  // Read once: a later boot in the same page (none today) must not reuse stale answers.
  element.remove();
  try {
    const data = JSON.parse(element.textContent ?? '') as Partial<EmbeddedBoot> | null;
    const ok = data && typeof data.start === 'object' && data.start !== null && typeof data.tenant === 'object' && data.tenant !== null;
    return ok ? (data as EmbeddedBoot) : null;
  } catch {
    return null;
  }
}
