/**
 * The parent's side of call-client.ts: the client in a process of its own, one run at a time, so neither
 * the app nor its raw twin shares an event loop with the client that times them (the commitments and
 * updates benches).
 */
import { fork } from 'node:child_process';
import type { CallRun } from './call-client.js';

export async function startClient() {
  const child = fork(new URL('./call-client.ts', import.meta.url).pathname, [], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  await new Promise<void>((resolve, reject) => {
    child.once('message', () => resolve());
    child.once('exit', (code) => reject(new Error(`the client exited with ${code} before it was ready`)));
  });
  return {
    run: (calls: CallRun) =>
      new Promise<number[]>((resolve, reject) => {
        child.once('message', (answer: { times?: number[]; error?: string }) =>
          answer.times ? resolve(answer.times) : reject(new Error(answer.error)),
        );
        child.send(calls);
      }),
    stop: () => child.kill(),
  };
}

export type Client = Awaited<ReturnType<typeof startClient>>;
