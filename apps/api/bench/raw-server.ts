/**
 * The hot-read bench's baseline (hot-reads.ts): a raw Node `http` server in a process of its own, no
 * framework, answering each path with the exact bytes the app answered it (status, headers, body).
 * Its parent sends the answers over IPC; it replies with its port, then serves until it is killed.
 * Nothing is read or checked per request: this is the floor any framework adds its work to.
 */
import { createServer, type OutgoingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedAnswer {
  path: string;
  status: number;
  headers: OutgoingHttpHeaders;
  /** The body as sent, base64 (compressed when the app compressed it). */
  body: string;
}

process.once('message', (answers: RecordedAnswer[]) => {
  const byPath = new Map(
    answers.map((a) => [a.path, { ...a, body: Buffer.from(a.body, 'base64') }] as const),
  );
  const server = createServer((req, res) => {
    const answer = byPath.get(req.url ?? '');
    if (!answer) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(answer.status, answer.headers).end(answer.body);
  });
  server.listen(0, '127.0.0.1', () => {
    process.send?.({ port: (server.address() as AddressInfo).port });
  });
});
