import { describe, expect, it } from 'vitest';
import { createHashQueue, HASH_BUSY, HashQueueFullError } from './hash-queue.js';

/** A task the test finishes by hand, and whether the queue has started it. */
function gated() {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  const task = { started: false, finish, run: () => ((task.started = true), done) };
  return task;
}

/** Lets every pending callback of the queue run. */
const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('password hashing queue', () => {
  it('runs at most `concurrency` tasks; the next waits and starts when a slot frees', async () => {
    const queue = createHashQueue({ concurrency: 2, maxWaiting: 5 });
    const [a, b, c] = [gated(), gated(), gated()];
    const runs = [a, b, c].map((task) => queue.run(task.run));
    await settle();
    expect([a.started, b.started, c.started]).toEqual([true, true, false]);
    expect({ running: queue.running, waiting: queue.waiting }).toEqual({ running: 2, waiting: 1 });

    a.finish();
    await settle();
    expect(c.started).toBe(true);
    b.finish();
    c.finish();
    await Promise.all(runs);
    expect({ running: queue.running, waiting: queue.waiting }).toEqual({ running: 0, waiting: 0 });
  });

  it('refuses past the waiting list with a 503 that says when to come back, and never starts that task', async () => {
    const queue = createHashQueue({ concurrency: 1, maxWaiting: 2 });
    const tasks = [gated(), gated(), gated()];
    const runs = tasks.map((task) => queue.run(task.run));
    const refused = gated();
    const error = await queue.run(refused.run).catch((err: unknown) => err);

    expect(error).toBeInstanceOf(HashQueueFullError);
    expect(error).toMatchObject({ statusCode: 503, message: HASH_BUSY });
    expect((error as HashQueueFullError).retryAfterS).toBeGreaterThanOrEqual(1);
    expect(refused.started).toBe(false);

    // Once the first is done there is room again.
    tasks[0]!.finish();
    await settle();
    const late = gated();
    const lateRun = queue.run(late.run);
    for (const task of [...tasks, late]) task.finish();
    await Promise.all([...runs, lateRun]);
    expect(late.started).toBe(true);
  });

  it('lets admitted work wait past the waiting list instead of failing', async () => {
    const queue = createHashQueue({ concurrency: 1, maxWaiting: 0 });
    const [first, upgrade] = [gated(), gated()];
    const runs = [queue.run(first.run), queue.run(upgrade.run, { admit: false })];
    await expect(queue.run(gated().run)).rejects.toBeInstanceOf(HashQueueFullError);
    first.finish();
    await settle();
    expect(upgrade.started).toBe(true);
    upgrade.finish();
    await Promise.all(runs);
  });

  it('frees the slot when a task fails', async () => {
    const queue = createHashQueue({ concurrency: 1, maxWaiting: 0 });
    await expect(queue.run(() => Promise.reject(new Error('scrypt failed')))).rejects.toThrow('scrypt failed');
    await expect(queue.run(() => Promise.resolve('ok'))).resolves.toBe('ok');
  });
});
