import cluster from 'node:cluster';

/** What a worker tells the primary: the start-up summary once it serves, or why it could not start; the primary prints the first. */
type Report = { summary: string[] } | { failure: string };

/**
 * `--workers N`: the primary forks N copies of the command, which share the port through
 * node:cluster; each builds its own dataset from the same seed and clock, so all answer alike.
 * The primary prints the first worker's summary, or the first failure to start and exits with 1,
 * and stops when any worker dies, rather than serving on with fewer.
 */
export function runPrimary(workers: number): void {
  let printed = false;
  for (let i = 0; i < workers; i++) cluster.fork();
  cluster.on('message', (_worker, report: Report) => {
    if (stopping) return;
    if ('failure' in report) {
      // Every worker fails alike (a port in use, a bad fixtures file): one line, not one per worker.
      console.error(`release-pages-mock: ${report.failure}`);
      stop(1);
    } else if (!printed) {
      printed = true;
      console.log([...report.summary, `  workers:   ${workers} processes (node:cluster)`].join('\n'));
    }
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
  process.send?.({ summary } satisfies Report);
}

/** In a worker, hands why it could not start to the primary instead of printing it, then exits; never resolves. */
export function reportFailure(error: Error): Promise<never> {
  return new Promise(() => process.send?.({ failure: error.message } satisfies Report, () => process.exit(1)));
}
