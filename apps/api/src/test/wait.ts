/**
 * Resolves once `check` answers truthy (with its answer), looking every 20 ms; rejects after `timeoutMs`.
 * For what has no event to wait on (a row the worker updates); generous timeouts survive a busy machine.
 */
export async function waitUntil<T>(
  check: () => Promise<T> | T,
  what: string,
  timeoutMs = 30_000,
): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const answer = await check();
    if (answer) return answer as NonNullable<T>;
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
