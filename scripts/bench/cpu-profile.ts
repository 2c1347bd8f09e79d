import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';

/**
 * Where a server process spent its CPU: a summary of the .cpuprofile files that `node --cpu-prof`
 * writes on exit (self time per function, and per package or source folder), for the journey
 * benchmark's closing figures. A flame graph of the same files: open them in Chrome DevTools'
 * Performance panel or https://www.speedscope.app.
 */

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}

export interface Profile {
  startTime: number;
  endTime: number;
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** node_modules/<pkg> (scoped too), src/<area>/<module>, node:<builtin>, or what V8 calls it. */
function bucketOf(url: string, name: string): string {
  if (!url) return name.startsWith('(') ? name : '(V8/native)';
  const mod = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (mod) return mod[1]!;
  if (url.startsWith('node:')) return url;
  const src = /\/(src\/[^/]+\/[^/]+(?:\/[^/]+)?)\//.exec(url);
  return src ? src[1]! : path.basename(url);
}

export interface CpuSummary {
  totalMs: number;
  functions: { name: string; where: string; ms: number }[];
  buckets: { name: string; ms: number }[];
}

/**
 * `window` keeps only the samples taken under load: milliseconds before the process ended, so the
 * start-up (module loading, schema compilation) and the shutdown do not blur the figures.
 */
export async function summariseProfiles(
  dir: string,
  window: { fromMsBeforeEnd: number; toMsBeforeEnd: number },
  top = 12,
): Promise<CpuSummary> {
  const files = (await readdir(dir)).filter((f) => f.endsWith('.cpuprofile'));
  const profiles = await Promise.all(files.map(async (f) => JSON.parse(await readFile(path.join(dir, f), 'utf8')) as Profile));
  return summarise(profiles, window, top);
}

/** Self time per function and per bucket of profiles taken in this process or read from files. */
export function summarise(
  profiles: Profile[],
  window: { fromMsBeforeEnd: number; toMsBeforeEnd: number } = { fromMsBeforeEnd: Infinity, toMsBeforeEnd: 0 },
  top = 12,
): CpuSummary {
  const byFunction = new Map<string, { name: string; where: string; ms: number }>();
  const byBucket = new Map<string, number>();
  let totalMs = 0;
  for (const profile of profiles) {
    const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
    let at = profile.startTime;
    profile.samples.forEach((id, i) => {
      const ms = (profile.timeDeltas[i] ?? 0) / 1000;
      at += profile.timeDeltas[i] ?? 0;
      const beforeEnd = (profile.endTime - at) / 1000;
      if (beforeEnd > window.fromMsBeforeEnd || beforeEnd < window.toMsBeforeEnd) return;
      const frame = nodes.get(id)!.callFrame;
      if (frame.functionName === '(idle)') return;
      totalMs += ms;
      const where = frame.url ? `${frame.url.replace(/^file:\/\/.*?\/(node_modules|src)\//, '$1/')}:${frame.lineNumber + 1}` : '';
      const key = `${frame.functionName}@${where}`;
      const entry = byFunction.get(key) ?? { name: frame.functionName || '(anonima)', where, ms: 0 };
      entry.ms += ms;
      byFunction.set(key, entry);
      const bucket = bucketOf(frame.url, frame.functionName);
      byBucket.set(bucket, (byBucket.get(bucket) ?? 0) + ms);
    });
  }
  return {
    totalMs,
    functions: [...byFunction.values()].sort((a, b) => b.ms - a.ms).slice(0, top),
    buckets: [...byBucket.entries()]
      .map(([name, ms]) => ({ name, ms }))
      .sort((a, b) => b.ms - a.ms)
      .slice(0, top),
  };
}

export function printSummary(label: string, summary: CpuSummary): void {
  const share = (ms: number) => `${((100 * ms) / summary.totalMs).toFixed(1).padStart(5)} %`;
  console.log(`\n[${label}] CPU dei thread principali dei server sotto carico: ${(summary.totalMs / 1000).toFixed(1)} s (escluso l'idle;`);
  console.log(`  l'hash scrypt delle password gira nel threadpool di libuv e qui non compare)`);
  console.log('  per pacchetto o modulo (tempo proprio):');
  for (const b of summary.buckets) console.log(`    ${share(b.ms)}  ${b.name}`);
  console.log('  funzioni più costose (tempo proprio):');
  for (const f of summary.functions) console.log(`    ${share(f.ms)}  ${f.name}  ${f.where}`);
}
