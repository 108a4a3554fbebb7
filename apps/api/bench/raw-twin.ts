/**
 * The benches' baseline: raw-server.ts (a raw Node `http` server in a process of its own) answering each
 * path with the exact bytes the app answered it. `record` takes the app's answer byte for byte (node:http:
 * fetch would undo the compression); `rawTwin` starts the twin with those answers.
 */
import { fork } from 'node:child_process';
import { type OutgoingHttpHeaders, request } from 'node:http';
import type { RecordedAnswer } from './raw-server.js';

/** The app's answer to a POST of `body` with `headers`, byte for byte, to be answered again by the twin. */
export function record(
  origin: string,
  path: string,
  headers: OutgoingHttpHeaders,
  body: string,
): Promise<RecordedAnswer> {
  return new Promise((resolve, reject) => {
    const req = request(`${origin}${path}`, { method: 'POST', headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        if (res.statusCode !== 200) reject(new Error(`${path} answered ${res.statusCode}`));
        // the server writes these itself, per connection
        const { date, connection, 'keep-alive': keepAlive, ...kept } = res.headers;
        resolve({ path, status: 200, headers: kept, body: Buffer.concat(chunks).toString('base64') });
      });
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** The raw-http twin in a process of its own, answering each recorded path with its bytes. */
export async function rawTwin(answers: RecordedAnswer[]) {
  const child = fork(new URL('./raw-server.ts', import.meta.url).pathname, [], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.once('message', (message) => resolve((message as { port: number }).port));
    child.once('exit', (code) => reject(new Error(`the raw server exited with ${code} before it was ready`)));
    child.send(answers);
  });
  return { child, origin: `http://127.0.0.1:${port}`, answers };
}
