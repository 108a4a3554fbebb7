/**
 * Upload flood (issue 17): BENCH_UPLOAD_REQUESTS (20) parallel /editPitches document steps, each with ten
 * 9.5 MB PDFs, against the API in a child process of its own (upload-server.ts), so its memory is
 * measured alone. Samples the child's resident memory (/proc/<pid>/status) and reports the baseline,
 * the peak and the growth. Goal: the flood adds under 300 MB (the whole files once lived in memory:
 * 0.8 → 2.5 GB). PGlite by default; BENCH_DATABASE_URL runs it on PostgreSQL.
 */
import { fork } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { editPitches } from '@angelbridge/contracts';
import { renderPdf } from '../src/db/seed/demo/pdf.js';
import { startS3Server } from '../src/test/s3-server.js';
import { BENCH_API_KEY } from './bench-config.js';

const REQUESTS = Number(process.env.BENCH_UPLOAD_REQUESTS ?? 20);
const FILES = 10;
const FILE_BYTES = 9.5 * 1024 * 1024;
const GOAL_MB = 300;

const MB = (bytes: number) => bytes / (1024 * 1024);

/** VmRSS or VmHWM of a process, in bytes (Linux). */
function memoryOf(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1];
  return Number(kb ?? 0) * 1024;
}

interface Ready {
  port: number;
  token: string;
  pitchIds: string[];
}

export async function benchUploadFlood(): Promise<boolean> {
  // BENCH_STORAGE=s3: the files go to an S3-compatible server (s3rver) in this process, outside the measure
  const s3 = process.env.BENCH_STORAGE === 's3' ? await startS3Server() : null;
  const child = fork(new URL('./upload-server.ts', import.meta.url).pathname, {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, BENCH_UPLOAD_PITCHES: String(REQUESTS), BENCH_S3: JSON.stringify(s3?.env ?? {}) },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const pid = child.pid;
  if (!pid) throw new Error('the API did not start');
  try {
    const ready = await new Promise<Ready>((resolve, reject) => {
      child.once('message', (message) => resolve(message as Ready));
      child.once('exit', (code) => reject(new Error(`the API exited with ${code} before it was ready`)));
    });
    const url = `http://127.0.0.1:${ready.port}/api${editPitches.path}`;
    const head = renderPdf('Flood', [{ kind: 'title', text: 'A large deck' }]);
    // one Blob for every part of every request: the sender's memory stays out of the picture
    const pdf = new Blob([head, new Uint8Array(FILE_BYTES - head.length)], { type: 'application/pdf' });
    const upload = async (pitchId: string) => {
      const form = new FormData();
      form.append('action', 'document');
      form.append('pitch_id', pitchId);
      for (let i = 0; i < FILES; i++) form.append(`document[${i}]`, pdf, `deck-${i}.pdf`);
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'x-api-key': BENCH_API_KEY, authorization: `Bearer ${ready.token}` },
        body: form,
      });
      const body = await res.text();
      if (res.status !== 200) throw new Error(`/editPitches answered ${res.status}: ${body.slice(0, 200)}`);
    };
    // one call first, so the baseline includes the code and buffers any upload warms up
    await upload(ready.pitchIds[0] ?? '');
    global.gc?.();
    const baseline = memoryOf(pid, 'VmRSS');
    let peak = baseline;
    const sampler = setInterval(() => {
      peak = Math.max(peak, memoryOf(pid, 'VmRSS'));
    }, 10);
    const started = Date.now();
    try {
      await Promise.all(ready.pitchIds.map(upload));
    } finally {
      clearInterval(sampler);
    }
    peak = Math.max(peak, memoryOf(pid, 'VmRSS'));
    const seconds = (Date.now() - started) / 1000;
    const sent = REQUESTS * FILES * FILE_BYTES;
    const grown = peak - baseline;
    console.log(
      `\nUpload flood: ${REQUESTS} parallel /editPitches × ${FILES} PDFs of ${MB(FILE_BYTES).toFixed(1)} MB ` +
        `(${MB(sent).toFixed(0)} MB) in ${seconds.toFixed(1)} s${s3 ? ', into an S3 bucket' : ''}`,
    );
    console.table([
      {
        'baseline RSS MB': MB(baseline).toFixed(0),
        'peak RSS MB': MB(peak).toFixed(0),
        'increase MB': MB(grown).toFixed(0),
        'goal MB': `< ${GOAL_MB}`,
      },
    ]);
    const ok = MB(grown) < GOAL_MB;
    if (!ok) console.error(`The upload flood added ${MB(grown).toFixed(0)} MB, over ${GOAL_MB} MB.`);
    return ok;
  } finally {
    if (child.connected) child.disconnect();
    await new Promise((resolve) => (child.exitCode === null ? child.once('exit', resolve) : resolve(null)));
    await s3?.stop();
  }
}
