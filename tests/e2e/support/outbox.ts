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
