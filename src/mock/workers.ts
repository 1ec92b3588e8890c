import cluster from 'node:cluster';

/** What a worker tells the primary once it serves: the start-up summary to print once. */
interface Ready {
  summary: string[];
}

/**
 * `--workers N`: the primary forks N copies of the command, which share the port through
 * node:cluster; each builds its own dataset from the same seed and clock, so all answer alike.
 * The primary prints the first worker's summary, and stops when any worker dies, rather than
 * serving on with fewer.
 */
export function runPrimary(workers: number): void {
  let printed = false;
  for (let i = 0; i < workers; i++) cluster.fork();
  cluster.on('message', (_worker, message: Ready) => {
    if (printed || !message?.summary) return;
    printed = true;
    console.log([...message.summary, `  workers:   ${workers} processes (node:cluster)`].join('\n'));
  });
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    console.error(`release-pages-mock: worker ${worker.process.pid} exited (${signal ?? code}); stopping`);
    stop(1);
  });
  let stopping = false;
  const stop = (code: number) => {
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.kill();
    process.exit(code);
  };
  process.once('SIGINT', () => stop(0));
  process.once('SIGTERM', () => stop(0));
}

/** In a worker, hands the summary to the primary instead of printing it. */
export function reportReady(summary: string[]): void {
  process.send?.({ summary } satisfies Ready);
}
