import { Session } from 'node:inspector/promises';
import { summarise, type CpuSummary, type Profile } from './cpu-profile.js';

/**
 * Profiles this process's main thread from now until `stop` (V8's sampling profiler through the
 * inspector), for benchmarks that run the app in-process and their load in a worker thread.
 */
export async function startProfile(): Promise<{ stop: () => Promise<CpuSummary> }> {
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 200 });
  await session.post('Profiler.start');
  return {
    async stop() {
      const { profile } = await session.post('Profiler.stop');
      session.disconnect();
      return summarise([profile as unknown as Profile], undefined, 16);
    },
  };
}
