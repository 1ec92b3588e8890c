// The hostile-input attacks on the mock, each against a mock in its own process (`startMockProcess`):
// run by the hostile tests (which check each is refused or bounded) and by bench/hostileMock.ts
// (which prints the figures, of this build or of another one named by MOCK_BIN).
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { watchMemory, type ProbeFigures } from '../../net/testing/hostile';
import { probeAnswersFromProcess } from './hostileProbes';
import type { BuiltProcess as MockProcess } from '../../net/testing/builtProcess';

const TOKEN = 'Token dev-token';
const LIST = '/api/v2/pages/?type=releases.ReleasePage&limit=1';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface MockAttackFigures<T> {
  alive: boolean;
  peakRssMb: number;
  /** A client beside the attack, asking the listing every 100 ms. */
  probe: ProbeFigures;
  /** How long the attack itself took. */
  attackMs: number;
  outcome: T;
}

/** One HTTP exchange with a body (a Buffer, or a generator of chunks), its status, headers, answer size and time; status 0 for no answer within `timeoutMs`. */
export function exchange(
  url: string,
  {
    method = 'GET',
    headers = {},
    body,
    timeoutMs = 10_000,
  }: { method?: string; headers?: Record<string, string | number>; body?: string | Iterable<string>; timeoutMs?: number } = {},
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; text: string; ms: number }> {
  const started = performance.now();
  return new Promise((resolve) => {
    let settled = false;
    const done = (status: number, answerHeaders: Record<string, string | string[] | undefined> = {}, text = '') => {
      if (settled) return;
      settled = true;
      // An answer before the whole body went (a 413): the rest is not sent.
      request.destroy();
      resolve({ status, headers: answerHeaders, text, ms: performance.now() - started });
    };
    const request = httpRequest(url, { method, headers: { Authorization: TOKEN, ...headers }, agent: false, timeout: timeoutMs }, (answer) => {
      let text = '';
      answer.setEncoding('utf8');
      answer.on('data', (chunk: string) => (text.length < 1_000_000 ? (text += chunk) : undefined));
      answer.once('end', () => done(answer.statusCode ?? 0, answer.headers, text));
      answer.once('error', () => done(answer.statusCode ?? 0, answer.headers, text));
    });
    request.once('timeout', () => {
      request.destroy();
      done(0);
    });
    request.once('error', () => done(0));
    if (typeof body === 'string' || body === undefined) {
      request.end(body);
      return;
    }
    // A large body is written chunk by chunk, as the server reads it; it stops when the server answers or closes.
    const chunks = body[Symbol.iterator]();
    const pump = () => {
      for (let next = chunks.next(); !settled; next = chunks.next()) {
        if (next.done) return void request.end();
        if (!request.write(next.value)) return void request.once('drain', pump);
      }
    };
    pump();
  });
}

/**
 * Runs `attack` against `mock` while its memory is sampled (killed past `killAboveMb`) and another
 * client asks the listing: from the start, or from when the attack calls `ready` (once its flood is
 * in place, so that what is measured is the bound, not the machine's time to take the flood).
 */
export async function mockUnderAttack<T>(mock: MockProcess, attack: (ready: () => void) => Promise<T>, killAboveMb = 1500): Promise<MockAttackFigures<T>> {
  const memory = watchMemory(mock.pid, 50, killAboveMb);
  let probe: ReturnType<typeof probeAnswersFromProcess> | undefined;
  const ready = () => {
    probe ??= probeAnswersFromProcess(`${mock.url}${LIST}`, { Authorization: TOKEN });
  };
  // The other client is answered once before an attack that does not say when it is ready starts.
  if (attack.length === 0) {
    ready();
    await probe!.next();
  }
  const started = performance.now();
  const outcome = await attack(ready);
  const attackMs = Math.round(performance.now() - started);
  ready();
  // And once more after the attack, whatever it left behind.
  await probe!.next();
  const figures = await probe!.stop();
  const peakRssMb = Math.round(memory.stop());
  return { alive: mock.alive() && !memory.killed(), peakRssMb, probe: figures, attackMs, outcome };
}

const latencyRequest = (ms: number) => `GET ${LIST} HTTP/1.1\r\nHost: localhost\r\nAuthorization: ${TOKEN}\r\nPrefer: latency=${ms}\r\n\r\n`;

/** Statuses of the answers that arrive on a raw connection (their status lines). */
function countStatuses(socket: Socket, into: Record<string, number>): void {
  socket.setEncoding('latin1');
  socket.on('data', (text: string) => {
    for (const match of text.matchAll(/HTTP\/1\.1 (\d{3})/g)) into[match[1]] = (into[match[1]] ?? 0) + 1;
  });
  socket.on('error', () => undefined);
}

/** `count` requests asking a minute's latency, pipelined on one connection for `forMs`: how many were written, what came back. */
export async function pipelinedLatency(mock: MockProcess, ready: () => void, count = 100_000, forMs = 3000) {
  const { hostname, port } = new URL(mock.url);
  const socket = connect(Number(port), hostname);
  const statuses: Record<string, number> = {};
  countStatuses(socket, statuses);
  await new Promise((resolve) => socket.once('connect', resolve));
  const batch = latencyRequest(60_000).repeat(1000);
  const until = performance.now() + forMs;
  let written = 0;
  // Another client asks from the first second on: the flood is in place by then.
  const readyTimer = setTimeout(ready, 1000);
  while (written < count && performance.now() < until && !socket.destroyed && !socket.readableEnded) {
    const flowing = socket.write(batch);
    written += 1000;
    // The server stops reading: the writes back up, and the attack waits, up to its end.
    if (!flowing) await Promise.race([new Promise((resolve) => socket.once('drain', resolve)), sleep(until - performance.now())]);
    else await sleep(0);
  }
  await sleep(Math.max(0, until - performance.now()));
  clearTimeout(readyTimer);
  const closedByServer = socket.destroyed || socket.readableEnded;
  socket.destroy();
  return { written, statuses, closedByServer };
}

/** `count` connections, each with one request asking a minute's latency, held for `forMs`. */
export async function manyLatencyConnections(mock: MockProcess, ready: () => void, count = 1000, forMs = 1500) {
  const { hostname, port } = new URL(mock.url);
  const statuses: Record<string, number> = {};
  const sockets = await Promise.all(
    Array.from({ length: count }, () => {
      const socket = connect(Number(port), hostname);
      countStatuses(socket, statuses);
      return new Promise<Socket>((resolve) => {
        socket.once('connect', () => {
          socket.write(latencyRequest(60_000));
          resolve(socket);
        });
        socket.once('error', () => resolve(socket));
      });
    }),
  );
  // Until the mock has taken each request (held or refused it), then the hold with another client beside.
  const until = performance.now() + 10_000;
  while (Object.values(statuses).reduce((sum, n) => sum + n, 0) < count - 300 && performance.now() < until) await sleep(100);
  ready();
  await sleep(forMs);
  const closedByServer = sockets.filter((socket) => socket.destroyed || socket.readableEnded).length;
  sockets.forEach((socket) => socket.destroy());
  return { connections: count, statuses, closedByServer };
}

/** A release record the mock serves (the detail, every field). */
async function someRecord(mock: MockProcess): Promise<Record<string, unknown>> {
  const listing = JSON.parse((await exchange(`${mock.url}${LIST}`)).text) as { items: { id: number }[] };
  return JSON.parse((await exchange(`${mock.url}/api/v2/pages/${listing.items[0].id}/`)).text);
}

/** One release with 40,000 bad announcement reports: without a bound on a record's values, its problems take long to find and make a huge answer. */
export async function quadraticAdminBody(mock: MockProcess, reports = 40_000, timeoutMs = 10_000) {
  const record = { ...(await someRecord(mock)), announcement_reports: Array.from({ length: reports }, () => ({ x: 1 })) };
  const body = JSON.stringify(record);
  const answer = await exchange(`${mock.url}/__mock/releases`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body, timeoutMs });
  return { bodyBytes: body.length, status: answer.status, answerBytes: answer.text.length, ms: Math.round(answer.ms) };
}

/** An object of `keys` keys, as chunks of about 1 MB, built once. */
function manyKeys(keys: number): string[] {
  const chunks = ['{'];
  for (let k = 0; k < keys; k += 50_000) {
    chunks.push(Array.from({ length: Math.min(50_000, keys - k) }, (_, i) => `${k + i > 0 ? ',' : ''}"k${k + i}":0`).join(''));
  }
  chunks.push('}');
  return chunks;
}

/** A body of `keys` keys (at full size, enough to end a mock without a body bound), with its length declared and then without (chunked). */
export async function hugeAdminBodies(mock: MockProcess, keys: number, timeoutMs = 20_000) {
  const chunks = manyKeys(keys);
  const bytes = chunks.reduce((sum, chunk) => sum + chunk.length, 0);
  const post = (headers: Record<string, string | number>) =>
    exchange(`${mock.url}/__mock/releases`, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: chunks, timeoutMs });
  const declared = await post({ 'Content-Length': bytes });
  const chunked = await post({});
  return { bytes, declared: { status: declared.status, ms: Math.round(declared.ms) }, chunked: { status: chunked.status, ms: Math.round(chunked.ms) } };
}

/** A folder holding a fixtures file of `count` releases of the running mock's kind, for --watch. */
export function fixturesFolder(records: unknown[]): { dir: string; file: string; write: (records: unknown[]) => void; remove: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'hostile-watch-'));
  const file = join(dir, 'releases.json');
  const write = (items: unknown[]) => writeFileSync(file, JSON.stringify(items));
  write(records);
  return { dir, file, write, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

const totalOf = async (mock: MockProcess) => {
  const answer = await exchange(`${mock.url}${LIST}`, { timeoutMs: 2000 });
  return answer.status === 200 ? (JSON.parse(answer.text) as { meta: { total_count: number } }).meta.total_count : undefined;
};

/** The watched file replaced by a FIFO no one writes (a read would wait for ever), then by a link to /dev/zero (a read would never end). */
export async function watchedSpecialFiles(mock: MockProcess, file: string, forMs = 1000) {
  rmSync(file);
  execFileSync('mkfifo', [file]);
  await sleep(forMs);
  const afterFifo = await totalOf(mock);
  rmSync(file);
  symlinkSync('/dev/zero', file);
  await sleep(forMs);
  return { afterFifo, afterDevZero: await totalOf(mock) };
}

/** The watched folder deleted, then made again with a new file of `records`: is the new file served? */
export async function watchedFolderRecreated(
  mock: MockProcess,
  folder: { dir: string; write: (records: unknown[]) => void },
  records: unknown[],
  waitMs = 4000,
) {
  rmSync(folder.dir, { recursive: true, force: true });
  await sleep(1500);
  mkdirSync(folder.dir);
  folder.write(records);
  const until = performance.now() + waitMs;
  let total = await totalOf(mock);
  while (total !== records.length && performance.now() < until) {
    await sleep(200);
    total = await totalOf(mock);
  }
  return { servedAfter: total, expected: records.length };
}

/** Admin requests from a page of another site: a simple POST of /__mock/reset, and its preflight. Did the reset act? */
export async function crossOriginAdmin(mock: MockProcess) {
  const origin = 'http://evil.example';
  const listing = JSON.parse((await exchange(`${mock.url}${LIST}`)).text) as { meta: { total_count: number }; items: { id: number }[] };
  await exchange(`${mock.url}/__mock/releases/${listing.items[0].id}`, { method: 'DELETE' });
  const reset = await exchange(`${mock.url}/__mock/reset`, { method: 'POST', headers: { Origin: origin, 'Content-Type': 'text/plain' }, body: '' });
  const preflight = await exchange(`${mock.url}/__mock/releases`, { method: 'OPTIONS', headers: { Origin: origin, 'Access-Control-Request-Method': 'POST' } });
  return {
    reset: reset.status,
    resetAllowOrigin: reset.headers['access-control-allow-origin'] ?? null,
    resetActed: (await totalOf(mock)) === listing.meta.total_count,
    preflight: preflight.status,
    preflightAllowOrigin: preflight.headers['access-control-allow-origin'] ?? null,
  };
}

/** Instants past the ranges (the clock admin, X-Mock-Now) and ids that are not positive safe integers. */
export async function outOfRange(mock: MockProcess) {
  const far = '+275760-09-13T00:00:00Z';
  const clock = await exchange(`${mock.url}/__mock/clock`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ now: far }),
  });
  const afterClock = await exchange(`${mock.url}${LIST}`);
  await exchange(`${mock.url}/__mock/clock`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ now: '2026-03-01T12:00:00Z' }),
  });
  const headers = await Promise.all(
    ['2026-03-01T12:00:00+99:99', far, '-271821-04-20T00:00:00Z'].map(async (value) => {
      const answer = await exchange(`${mock.url}${LIST}`, { headers: { 'X-Mock-Now': value } });
      return `${value}: ${answer.status} (Date: ${answer.headers.date})`;
    }),
  );
  const record = await someRecord(mock);
  const ids = await Promise.all(
    ['-5', '0', '100000000000000000000', '9007199254740993'].map(async (id) => {
      const body = JSON.stringify({ ...record, id: 1 }).replace('"id":1,', `"id":${id},`);
      const answer = await exchange(`${mock.url}/__mock/releases`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body });
      return `${id}: ${answer.status}`;
    }),
  );
  return { clock: `${clock.status}, then the listing ${afterClock.status} (Date: ${afterClock.headers.date})`, mockNow: headers, ids };
}
