// `--workers N`: the primary that forks the mock N times on one port, replaces the workers that die, and drains them on a stop.
import cluster, { type Worker } from 'node:cluster';
import { WORKERS } from '../core/messages';
import { DEATH_WINDOW_MS, MAX_DEATHS, RestartPolicy } from './restartPolicy';
import { printErr, printOut } from '../core/printable';
import { codedLine, codedLineOf } from '../core/errors';

/** What a worker tells the primary: the start-up summary once it serves, or why it could not start; the primary prints the first. */
type Report = { summary: string[] } | { failure: string };

/**
 * `--workers N`: the primary forks N copies of the command, which share the port through
 * node:cluster; each builds its own dataset from the same seed and clock, so all answer alike.
 * The primary prints a worker's summary once all serve, or the first failure to start and exits with 1.
 * A worker that dies is replaced as `policy` says; when it gives up the primary stops with 1.
 * On SIGINT or SIGTERM it passes SIGTERM on, each worker drains its connections (at most
 * `graceMs`), and the primary exits with 0 once all are gone.
 */
export function runPrimary(workers: number, graceMs: number, policy = new RestartPolicy()): void {
  let printed = false;
  let ready = 0;
  let stopping = false;
  /** A replacement's cluster id, and the pid of the worker it replaces. */
  const replacing = new Map<number, number>();
  const restarts = new Set<NodeJS.Timeout>();
  for (let i = 0; i < workers; i++) cluster.fork();
  const alive = () => Object.values(cluster.workers ?? {}).filter((worker) => worker && !worker.isDead()) as Worker[];
  cluster.on('message', (worker, report: Report) => {
    if (stopping) return;
    if ('failure' in report) {
      // Every worker fails alike (a port in use, a bad fixtures file): one line, not one per worker.
      printErr(`release-pages-mock: ${report.failure}`);
      stop(1);
    } else if (!printed) {
      // The summary promises a service: it waits until every worker serves.
      if (++ready < workers) return;
      printed = true;
      const pids = alive().map((each) => each.process.pid);
      printOut([...report.summary, `  workers:   ${workers} processes (node:cluster), pids ${pids.join(', ')}`].join('\n'));
    } else if (replacing.has(worker.id)) {
      printErr(`release-pages-mock: ${WORKERS.replaced(worker.process.pid!, replacing.get(worker.id)!)}`);
      replacing.delete(worker.id);
    }
  });
  let exitCode = 0;
  cluster.on('exit', (worker, code, signal) => {
    replacing.delete(worker.id);
    if (stopping) {
      if (alive().length === 0) process.exit(exitCode);
      return;
    }
    const how = signal ?? `code ${code}`;
    const delayMs = policy.afterDeath();
    if (delayMs === null) {
      printErr(`release-pages-mock: ${codedLineOf('RPM_WORKERS_GAVE_UP', worker.process.pid!, how, MAX_DEATHS + 1, DEATH_WINDOW_MS / 1000)}`);
      stop(1);
      return;
    }
    printErr(`release-pages-mock: ${WORKERS.restarting(worker.process.pid!, how, delayMs)}`);
    const restart = setTimeout(() => {
      restarts.delete(restart);
      replacing.set(cluster.fork().id, worker.process.pid!);
    }, delayMs);
    restarts.add(restart);
  });
  const stop = (code: number) => {
    if (stopping) return;
    stopping = true;
    exitCode = code;
    restarts.forEach(clearTimeout);
    const remaining = alive();
    if (remaining.length === 0) process.exit(code);
    for (const worker of remaining) worker.process.kill('SIGTERM');
    // Each worker closes its last connections at graceMs; one that is still there a second later is killed.
    setTimeout(() => {
      for (const worker of alive()) worker.process.kill('SIGKILL');
      process.exit(code);
    }, graceMs + 1000);
  };
  process.on('SIGINT', () => stop(0));
  process.on('SIGTERM', () => stop(0));
}

/** In a worker, hands the summary to the primary instead of printing it. */
export function reportReady(summary: string[]): void {
  process.send?.({ summary } satisfies Report);
}

/** In a worker, hands why it could not start to the primary instead of printing it, then exits; never resolves. */
export function reportFailure(error: Error): Promise<never> {
  return new Promise(() => process.send?.({ failure: codedLine(error) } satisfies Report, () => process.exit(1)));
}
