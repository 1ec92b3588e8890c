// The soak: the compiled mock in its own process, driven at full speed by fast clients cycling
// through valid, invalid, unauthenticated and hostile-Host requests while slow clients dribble
// theirs; every answer classified as expected or not for its kind, the server's memory read from /proc.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { closedPort } from '../src/net/testing/listenLocally';
import { rawExchange } from '../src/net/testing/rawExchange';
import { residentKb } from './serverProcess';
import { percentile } from './latency';
import { AUTH, NOW, ROOT, stopServer, waitForAnswer } from './servers';
import { expectedAnswer, FAST_MIX, soakRequest, type SoakKind, type SoakRequest } from './soakRequests';
import { MOCK_V8_FLAGS } from '../src/mock/v8Flags';

export interface SoakOptions {
  seconds: number;
  /** Fast clients, each with its own keep-alive connection. */
  connections: number;
  /** Clients that send each request in pieces over `slowRequestMs`, on a new connection each time. */
  slowClients: number;
  slowRequestMs: number;
  /** Share of the run after which memory counts as warmed up. */
  warmUpShare: number;
}

export const DEFAULT_SOAK: SoakOptions = { seconds: 60, connections: 10, slowClients: 10, slowRequestMs: 2000, warmUpShare: 0.2 };

/** No answer by then counts as an unexpected one. */
const REQUEST_TIMEOUT_MS = 10_000;
/** Unexpected answers kept to show; all are counted. */
const SHOWN_UNEXPECTED = 5;

export interface Unexpected {
  kind: SoakKind;
  request: string;
  got: string;
}

export interface SoakReport {
  seconds: number;
  served: Record<SoakKind, number>;
  unexpectedCount: number;
  firstUnexpected: Unexpected[];
  /** The server's resident memory in MB: once it answers, after the warm-up, after the load. */
  residentMb: { start: number; afterWarmUp: number; end: number };
  growthAfterWarmUpPercent: number;
  validMs: { p50: number; p99: number };
}

/** The compiled command, as installed (dist/, so `npm run build` first), once it answers a listing. */
async function startCompiledMock(port: number): Promise<ChildProcess> {
  const bin = join(ROOT, 'dist', 'bin', 'release-pages-mock.js');
  if (!existsSync(bin)) throw new Error(`${bin} does not exist: run npm run build first`);
  const child = spawn(process.execPath, [...MOCK_V8_FLAGS, bin, '--port', String(port), '--now', NOW], {
    env: { ...process.env, MOCK_LOG_LEVEL: 'silent' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitForAnswer(child, `http://127.0.0.1:${port}/api/v2/pages/?type=releases.ReleasePage&limit=1`, 'release-pages-mock', AUTH);
  return child;
}

/** The status and content type of one request on a keep-alive connection, the body read and dropped. */
function send(port: number, agent: Agent, { path, headers }: SoakRequest): Promise<{ status: number; contentType: string | undefined }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, headers, agent, timeout: REQUEST_TIMEOUT_MS }, (res) => {
      res.resume();
      res.once('end', () => resolve({ status: res.statusCode ?? 0, contentType: res.headers['content-type'] }));
      res.once('error', reject);
    });
    req.once('timeout', () => req.destroy(new Error(`no answer within ${REQUEST_TIMEOUT_MS} ms`)));
    req.once('error', reject);
    req.end();
  });
}

/** The same request as bytes, for a slow client's socket. */
function requestText({ path, headers }: SoakRequest, port: number): string {
  const lines = Object.entries({ host: `127.0.0.1:${port}`, ...headers, connection: 'close' }).map(([name, value]) => `${name}: ${value}\r\n`);
  return `GET ${path} HTTP/1.1\r\n${lines.join('')}\r\n`;
}

/** The nearest-rank percentile of the valid requests' times; NaN when none was answered. */
const validPercentile = (times: readonly number[], q: number) => (times.length === 0 ? NaN : percentile(times, q));

const round1 = (n: number) => Math.round(n * 10) / 10;
const mb = (kb: number) => round1(kb / 1024);

/** A request as a short line: its kind's Host shown by length, not in full. */
const described = ({ path, headers }: SoakRequest) =>
  `GET ${path}${typeof headers.host === 'string' ? ` (Host of ${headers.host.length} bytes)` : ''}${headers.authorization === undefined ? ' (no Authorization)' : ''}`;

/** Runs the soak against a freshly started compiled mock and stops it. */
export async function runSoak(options: SoakOptions): Promise<SoakReport> {
  const port = await closedPort();
  const server = await startCompiledMock(port);
  const pid = server.pid!;
  const served: Record<SoakKind, number> = { valid: 0, invalid: 0, unauthenticated: 0, hostileHost: 0, slow: 0 };
  const sent: Record<SoakKind, number> = { ...served };
  const unexpected: Unexpected[] = [];
  let unexpectedCount = 0;
  const validMs: number[] = [];
  const agent = new Agent({ keepAlive: true, maxSockets: options.connections });
  try {
    const startKb = residentKb(pid);
    const started = performance.now();
    const end = started + options.seconds * 1000;
    let afterWarmUpKb = startKb;
    const warmUp = setTimeout(() => (afterWarmUpKb = residentKb(pid)), options.seconds * 1000 * options.warmUpShare);

    const record = (request: SoakRequest, got: string, expected: boolean) => {
      served[request.kind]++;
      if (expected) return;
      unexpectedCount++;
      if (unexpected.length < SHOWN_UNEXPECTED) unexpected.push({ kind: request.kind, request: described(request), got });
    };

    const fastClient = async (offset: number) => {
      for (let i = offset; performance.now() < end; i++) {
        const kind = FAST_MIX[i % FAST_MIX.length];
        const request = soakRequest(kind, sent[kind]++);
        const before = performance.now();
        try {
          const { status, contentType } = await send(port, agent, request);
          if (kind === 'valid') validMs.push(performance.now() - before);
          record(request, `${status} ${contentType ?? '(no content type)'}`, expectedAnswer(kind, status, contentType));
        } catch (error) {
          record(request, (error as Error).message, false);
        }
      }
    };

    const slowClient = async () => {
      while (performance.now() < end) {
        const request = soakRequest('slow', sent.slow++);
        try {
          const answer = await rawExchange(port, requestText(request, port), {
            timeoutMs: options.slowRequestMs + REQUEST_TIMEOUT_MS,
            dribbleMs: options.slowRequestMs,
          });
          record(
            request,
            `${answer.status} ${answer.headers['content-type'] ?? '(no content type)'}`,
            expectedAnswer('slow', answer.status, answer.headers['content-type']),
          );
        } catch (error) {
          record(request, (error as Error).message, false);
        }
      }
    };

    await Promise.all([
      ...Array.from({ length: options.connections }, (_, i) => fastClient(i)),
      ...Array.from({ length: options.slowClients }, () => slowClient()),
    ]);
    clearTimeout(warmUp);
    const endKb = residentKb(pid);
    return {
      seconds: round1((performance.now() - started) / 1000),
      served,
      unexpectedCount,
      firstUnexpected: unexpected,
      residentMb: { start: mb(startKb), afterWarmUp: mb(afterWarmUpKb), end: mb(endKb) },
      growthAfterWarmUpPercent: round1(((endKb - afterWarmUpKb) / afterWarmUpKb) * 100),
      validMs: { p50: round1(validPercentile(validMs, 0.5)), p99: round1(validPercentile(validMs, 0.99)) },
    };
  } finally {
    agent.destroy();
    await stopServer({ child: server });
  }
}

/** Most memory growth after the warm-up that the soak accepts, in percent. */
export const MAX_GROWTH_PERCENT = 10;

/** Whether the run passes: no unexpected answer, and memory growth after the warm-up under the limit. */
export const soakPassed = (report: SoakReport) => report.unexpectedCount === 0 && report.growthAfterWarmUpPercent < MAX_GROWTH_PERCENT;
