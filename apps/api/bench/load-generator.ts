/**
 * The hot-read bench's load generator (hot-reads.ts): autocannon in a process of its own, started once
 * and kept for every turn, so neither server shares its event loop and no turn pays a process start
 * (forking the bench's large process, loading and warming autocannon) inside its measured time.
 * Its parent sends a run's options over IPC; it answers with autocannon's result.
 */
import autocannon from 'autocannon';

process.on('message', (options: autocannon.Options) => {
  autocannon(options, (error, result) => {
    process.send?.(error ? { error: String(error) } : { result });
  });
});
process.send?.({ ready: true });
