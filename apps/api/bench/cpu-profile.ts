import { mkdirSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';
import { join } from 'node:path';

/**
 * BENCH_PROFILE=<dir>: a CPU profile of this process (an app and its worker, in the benches that host them)
 * while a measure runs, saved as <dir>/<name>.cpuprofile for Chrome's DevTools. `node --cpu-prof` would
 * cover the seeding and the warm-up too, and NODE_OPTIONS refuses it. Null when BENCH_PROFILE is unset.
 * Samples are wall time: what a profile puts in `writev` (pg's queries) includes the time the process
 * waits there, off the CPU, while the backend it woke runs (as much over a Unix socket as over TCP on this
 * 2-core machine), so read it beside the bench's `process.cpuUsage()` figure.
 */
export async function startProfile(name: string) {
  const dir = process.env.BENCH_PROFILE;
  if (!dir) return null;
  const session = new Session();
  session.connect();
  const post = <T>(method: string) =>
    new Promise<T>((resolve, reject) =>
      session.post(method, (error, result) => (error ? reject(error) : resolve(result as T))),
    );
  await post('Profiler.enable');
  await post('Profiler.start');
  return {
    async save() {
      const { profile } = await post<{ profile: object }>('Profiler.stop');
      session.disconnect();
      mkdirSync(dir, { recursive: true });
      writeFileSync(join(dir, `${name}.cpuprofile`), JSON.stringify(profile));
    },
  };
}
