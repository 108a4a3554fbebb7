/**
 * The commitments bench's client (commitments.ts): POSTs calls in a process of its own, so neither the app
 * nor its raw twin shares an event loop with the client, and both are measured by the same client the same
 * way. One keep-alive agent per origin for the whole run: after the warm-up every caller has its
 * connection open, as a browser would, so no measured call pays a TCP connect.
 * Its parent sends a run over IPC; it answers with each call's time (ms), sorted.
 */
import { Agent, type OutgoingHttpHeaders, request } from 'node:http';
import { performance } from 'node:perf_hooks';

export interface Caller {
  headers: OutgoingHttpHeaders;
  /** The bodies this caller sends, one after another. */
  bodies: string[];
}

/** Every caller at once, each sending its bodies in turn. */
export interface CallRun {
  url: string;
  callers: Caller[];
}

const agents = new Map<string, Agent>();
const agentFor = (origin: string) => {
  let agent = agents.get(origin);
  if (!agent) {
    agent = new Agent({ keepAlive: true, maxSockets: Number.POSITIVE_INFINITY });
    agents.set(origin, agent);
  }
  return agent;
};

function call(url: URL, headers: OutgoingHttpHeaders, body: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const t0 = performance.now();
    const req = request(url, { method: 'POST', headers, agent: agentFor(url.origin) }, (res) => {
      res.on('data', () => undefined);
      res.on('end', () => {
        if (res.statusCode !== 200) reject(new Error(`${url.pathname} answered ${res.statusCode}`));
        else resolve(performance.now() - t0);
      });
    });
    req.on('error', reject);
    req.end(body);
  });
}

async function run({ url, callers }: CallRun): Promise<number[]> {
  const target = new URL(url);
  const times: number[] = [];
  await Promise.all(
    callers.map(async ({ headers, bodies }) => {
      for (const body of bodies) times.push(await call(target, headers, body));
    }),
  );
  return times.sort((a, b) => a - b);
}

process.on('message', (message: CallRun) => {
  run(message).then(
    (times) => process.send?.({ times }),
    (error: unknown) => process.send?.({ error: String(error) }),
  );
});
process.send?.({ ready: true });
