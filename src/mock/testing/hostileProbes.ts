// What a hostile-input test watches while an attack runs against a server in another process:
// its resident memory, and whether another client is still answered promptly.
import { readFileSync } from 'node:fs';
import { spawn } from 'node:child_process';

/** Resident memory of process `pid` in MB (from /proc), 0 once it is gone. */
export function residentMb(pid: number): number {
  try {
    return Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
}

/** Samples `pid`'s resident memory every `everyMs`; `stop` gives the peak in MB. Past `killAboveMb` it kills the process (a bounded try of an unbounded build). */
export function watchMemory(pid: number, killAboveMb = Infinity, everyMs = 50): { stop: () => number; killed: () => boolean } {
  let peak = residentMb(pid);
  let killed = false;
  const timer = setInterval(() => {
    peak = Math.max(peak, residentMb(pid));
    if (peak > killAboveMb && !killed) {
      killed = true;
      process.kill(pid, 'SIGKILL');
    }
  }, everyMs);
  return {
    stop: () => {
      clearInterval(timer);
      return peak;
    },
    killed: () => killed,
  };
}

export interface ProbeFigures {
  /** Requests answered with the expected status. */
  answers: number;
  /** Requests with another status, or none within 5 s. */
  failures: number;
  slowestMs: number;
}

/**
 * The probing client, run in a process of its own so that the attack's own work (building a 100 MB
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
export function probeAnswers(url: string, headers: Record<string, string>, { everyMs = 100, status = 200 } = {}): { next: () => Promise<void>; stop: () => Promise<ProbeFigures> } {
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
    next: () => new Promise((resolve) => {
      waiters.push(resolve);
      setTimeout(resolve, 6000);
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
