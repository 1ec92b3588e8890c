// What a hostile-input test watches while an attack runs against a server in another process: its
// resident memory, whether other clients are still answered promptly, and a decoy that counts
// whatever reaches it.
import { readFileSync } from 'node:fs';
import { spawn } from 'node:child_process';
import { createServer, type AddressInfo, type Socket } from 'node:net';

/** Resident memory of process `pid` in MB (from /proc), 0 once it is gone. */
export function residentMb(pid: number): number {
  try {
    const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return Number(kb ?? 0) / 1024;
  } catch {
    return 0;
  }
}

/** Samples `pid`'s resident memory every `everyMs`; `stop` gives the peak in MB. Past `killAboveMb`, kills it (a bounded try of an unbounded build). */
export function watchMemory(pid: number, everyMs = 50, killAboveMb = Infinity): { stop: () => number; killed: () => boolean } {
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
  answers: number;
  /** Requests with no answer of the expected status within 5 s. */
  failures: number;
  slowestMs: number;
}

/**
 * The prober, plain JavaScript for `node -e`, in a process of its own so that the attack's work in
 * the test's process does not delay its clock: one GET at a time on a fresh connection from a
 * loopback address of its own (another client than the attack's), until its stdin closes; then
 * its figures on stdout. A request with no answer of the status within 5 s is a failure.
 */
const PROBER = `
const { get } = require('node:http');
const [url, headers, everyMs, status, from] = JSON.parse(process.argv[1]);
const figures = { answers: 0, failures: 0, slowestMs: 0 };
let running = true;
process.stdin.on('end', () => (running = false)).resume();
const once = () => new Promise((resolve) => {
  const started = performance.now();
  const done = (got) => resolve({ got, ms: performance.now() - started });
  const request = get(url, { headers, agent: false, localAddress: from, timeout: 5000 }, (answer) => {
    answer.resume();
    answer.once('end', () => done(answer.statusCode));
    answer.once('error', () => done(0));
  });
  request.once('timeout', () => request.destroy());
  request.once('error', () => done(0));
});
(async () => {
  while (running) {
    const { got, ms } = await once();
    if (got === status) figures.answers += 1; else figures.failures += 1;
    figures.slowestMs = Math.max(figures.slowestMs, Math.round(ms));
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
  process.stdout.write(JSON.stringify(figures));
})();
`;

/** Asks `url` every `everyMs` from another process, one request at a time, until `stop`: how many were answered `status`, how many not, the slowest. */
export function probeAnswers(
  url: string,
  headers: Record<string, string> = {},
  { everyMs = 100, status = 200, from = '127.0.0.99' } = {},
): { stop: () => Promise<ProbeFigures> } {
  const child = spawn(process.execPath, ['-e', PROBER, JSON.stringify([url, headers, everyMs, status, from])], { stdio: ['pipe', 'pipe', 'inherit'] });
  let out = '';
  child.stdout.on('data', (chunk) => (out += chunk));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    stop: async () => {
      child.stdin.end();
      await exited;
      return JSON.parse(out) as ProbeFigures;
    },
  };
}

export interface Decoy {
  host: string;
  port: number;
  /** Connections it has accepted: a relay attempt that got through is one. */
  connections: () => number;
  close: () => Promise<void>;
}

/** A listener on `host` that answers nothing and counts every connection it gets. */
export async function decoy(host = '127.0.0.1'): Promise<Decoy> {
  let connections = 0;
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    connections += 1;
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  return {
    host,
    port: (server.address() as AddressInfo).port,
    connections: () => connections,
    close: () =>
      new Promise((resolve) => {
        sockets.forEach((socket) => socket.destroy());
        server.close(() => resolve());
      }),
  };
}
