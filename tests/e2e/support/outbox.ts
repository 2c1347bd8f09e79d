import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { expect } from 'vitest';

/**
 * Mail is a queued job (docs/operations.md, "Mail is a job"): the answer that queued it comes
 * before the worker writes the .eml. Reads the outbox with `read` until it holds `count` mails
 * (up to 10 s: the worker looks at the queue every second), and answers them.
 */
export async function mailsOnceDelivered<T>(read: () => Promise<T[]>, count: number): Promise<T[]> {
  await expect.poll(async () => (await read()).length, { timeout: 10_000 }).toBeGreaterThanOrEqual(count);
  return read();
}

/**
 * An .eml as a person reads it: quoted-printable undone as UTF-8 bytes (so "è" stays one
 * letter) and every base64 part decoded, appended after the text.
 */
export function decodeMail(raw: string): string {
  const unfolded = raw.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < unfolded.length; i++) {
    const hex = unfolded[i] === '=' ? /^[0-9A-F]{2}$/.exec(unfolded.slice(i + 1, i + 3)) : null;
    if (hex) {
      bytes.push(parseInt(hex[0], 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(unfolded[i]!, 'utf8'));
    }
  }
  const base64 = [...raw.matchAll(/\r?\n\r?\n([A-Za-z0-9+/=\r\n]{40,})/g)].map((m) =>
    Buffer.from(m[1]!.replace(/\s+/g, ''), 'base64').toString('utf8'),
  );
  return [Buffer.from(bytes).toString('utf8'), ...base64].join('\n');
}

export interface OutboxMail {
  file: string;
  /** The decoded text (see decodeMail). */
  text: string;
  mtimeMs: number;
}

/**
 * The mails in `<dataDir>/outbox`, oldest first. `kind`: the mail's template, which the file
 * name carries as `-<kind>-` (order, orderStatus, contactReply, activation…).
 */
export async function outboxMails(dataDir: string, kind?: string): Promise<OutboxMail[]> {
  const dir = path.join(dataDir, 'outbox');
  const names = (await readdir(dir).catch(() => [] as string[])).filter((n) => n.endsWith('.eml') && (!kind || n.includes(`-${kind}-`)));
  const mails = await Promise.all(
    names.map(async (name) => {
      const file = path.join(dir, name);
      const [raw, info] = await Promise.all([readFile(file, 'utf8'), stat(file)]);
      return { file, text: decodeMail(raw), mtimeMs: info.mtimeMs };
    }),
  );
  return mails.sort((a, b) => a.mtimeMs - b.mtimeMs || a.file.localeCompare(b.file));
}
