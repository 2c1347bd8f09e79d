import { readFileSync, renameSync, writeFileSync } from 'node:fs';

/**
 * A clock several server processes share with the test that drives them: the file holds
 * `{"offsetMs": n}`, how far this clock runs ahead of (or behind) the machine's. Each reading
 * reads the file again, so every process sees a move at its next look, and time keeps running
 * between moves (leases, polls and token lifetimes behave as they do in production). Only for
 * tests: loadEnv refuses TEST_CLOCK_FILE under NODE_ENV=production.
 */
export function fileClock(file: string): () => Date {
  let offsetMs = 0;
  return () => {
    try {
      offsetMs = offsetOf(readFileSync(file, 'utf8'));
    } catch (err) {
      // No file yet: the machine's time. A file being replaced is renamed whole, never half read.
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
      offsetMs = 0;
    }
    return new Date(Date.now() + offsetMs);
  };
}

function offsetOf(text: string): number {
  const value = (JSON.parse(text) as { offsetMs?: unknown }).offsetMs;
  if (typeof value !== 'number' || !Number.isFinite(value)) throw new Error(`orologio di prova non valido: ${text}`);
  return value;
}

/** Moves the shared clock so that it reads `at` now (and runs on from there). */
export function setFileClock(file: string, at: Date): void {
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, JSON.stringify({ offsetMs: at.getTime() - Date.now() }));
  // A rename replaces the file in one step: a process reading meanwhile sees the old or the new offset.
  renameSync(temporary, file);
}
