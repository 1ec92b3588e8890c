// The mock's probing client for its hostile-input tests: as net/testing/hostile's probeAnswers (in a
// process of its own), but read as it goes, so that an attack can wait for the next answer before it
// starts and after it ends (a short attack is otherwise over before the prober runs).
import { spawn } from 'node:child_process';
import type { ProbeFigures } from '../../net/testing/hostile';

/**
 * The probing client, run in a process of its own so that the attack's own work (building a huge
 * body, say) does not delay it: one GET at a time on a fresh connection, every `everyMs`, each
 * printed as `status ms`.
 */
const PROBE_SCRIPT = `
const { get } = require('node:http');
const [url, headers, everyMs] = [process.argv[1], JSON.parse(process.argv[2]), Number(process.argv[3])];
const once = () => {
  const started = performance.now();
  let done = false;
  process.stdout.write('asking\\n');
  const report = (status) => {
    if (done) return;
    done = true;
    process.stdout.write(status + ' ' + Math.round(performance.now() - started) + '\\n');
    setTimeout(once, everyMs);
  };
  const request = get(url, { headers, agent: false, timeout: 5000 }, (answer) => {
    answer.resume();
    answer.once('end', () => report(answer.statusCode));
    answer.once('error', () => report(0));
  });
  request.once('timeout', () => request.destroy());
  request.once('error', () => report(0));
};
once();
`;

/** Asks `url` every `everyMs` from another process, until `stop`: answers of `status`, others, the slowest. */
export function probeAnswersFromProcess(
  url: string,
  headers: Record<string, string>,
  { everyMs = 100, status = 200 } = {},
): { next: () => Promise<void>; stop: () => Promise<ProbeFigures> } {
  const child = spawn(process.execPath, ['-e', PROBE_SCRIPT, url, JSON.stringify(headers), String(everyMs)]);
  const figures: ProbeFigures = { answers: 0, failures: 0, slowestMs: 0 };
  // When the request under way was sent: one still unanswered when the probe stops counts as a failure.
  let askedAt: number | undefined;
  let pending = '';
  let waiters: (() => void)[] = [];
  child.stdout.on('data', (chunk: Buffer) => {
    const lines = (pending + chunk.toString()).split('\n');
    pending = lines.pop()!;
    for (const line of lines) {
      if (line === 'asking') {
        askedAt = performance.now();
        continue;
      }
      const [got, ms] = line.split(' ').map(Number);
      askedAt = undefined;
      if (got === status) figures.answers += 1;
      else figures.failures += 1;
      figures.slowestMs = Math.max(figures.slowestMs, ms);
      waiters.forEach((resolve) => resolve());
      waiters = [];
    }
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return {
    /** Resolves once the next probe is answered (or fails), or after 6 s. */
    next: () =>
      new Promise((resolve) => {
        // Cleared on the answer: a pending timer would keep Jest from exiting after the last attack.
        const timer = setTimeout(resolve, 6000);
        waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      }),
    stop: async () => {
      child.kill('SIGKILL');
      await exited;
      const unanswered = askedAt === undefined ? 0 : performance.now() - askedAt;
      if (unanswered > 1000) {
        figures.failures += 1;
        figures.slowestMs = Math.max(figures.slowestMs, Math.round(unanswered));
      }
      return figures;
    },
  };
}
