import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fileClock, setFileClock } from './test-clock.js';

let dir: string;
let file: string;

beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'premia-clock-'));
  file = path.join(dir, 'clock.json');
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const near = (a: Date, b: Date) => Math.abs(a.getTime() - b.getTime()) < 5_000;

describe('the shared test clock', () => {
  it("reads the machine's time until the test moves it, then every reader sees the move at once", () => {
    const first = fileClock(file);
    const second = fileClock(file);
    expect(near(first(), new Date())).toBe(true);
    const at = new Date('2030-01-01T23:10:00.000Z');
    setFileClock(file, at);
    expect(near(first(), at)).toBe(true);
    expect(near(second(), at)).toBe(true);
    // It runs on from the instant it was set to, and never back.
    expect(first().getTime()).toBeGreaterThanOrEqual(at.getTime());
  });

  it('refuses a file that holds no offset instead of guessing a time', async () => {
    await writeFile(file, '{"at":"domani"}');
    expect(() => fileClock(file)()).toThrow(/orologio di prova non valido/);
  });
});
