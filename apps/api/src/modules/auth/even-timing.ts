import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Answers no sooner than `floorMs` after the call began, so that how long a call takes does not tell
 * whether an address has an account. The work of both answers is already alike (decoy reads and
 * writes, a hash either way); the floor covers what is left: the database's caches and the machine's
 * load treat a known row and an unknown one differently. Real work longer than the floor is not padded.
 */
export async function evenTiming<T>(
  floorMs: number,
  work: () => Promise<T>,
  { failuresOnly = false } = {},
): Promise<T> {
  const started = performance.now();
  const pad = async () => {
    const left = floorMs - (performance.now() - started);
    if (left > 0) await sleep(left);
  };
  try {
    const result = await work();
    if (!failuresOnly) await pad();
    return result;
  } catch (error) {
    await pad();
    throw error;
  }
}
