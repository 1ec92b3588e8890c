// The hostile-input attacks on a running proxy process, each watched the same way: the proxy's peak
// resident memory, a client beside the attack asking every 100 ms, whether the proxy is still up.
// The hostile-input tests assert on the figures; bench/proxyAttacks.ts prints them for any build.
import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { get, request as httpRequest } from 'node:http';
import { connect, type Socket } from 'node:net';
import { decoy, probeAnswers, watchMemory, type Decoy, type ProbeFigures } from '../../net/testing/hostile';
import { rawExchange } from '../../net/testing/rawExchange';
import { builtBin, startBuiltProcess, type BuiltProcess } from '../../net/testing/builtProcess';
import { PASSED_ON_AUTH, LISTING, type HostileUpstream } from './hostileUpstream';

export const PROXY_BIN = builtBin('release-pages-proxy');

/** Starts `bin` (the compiled proxy by default) in front of `upstream` on a free port, node given `nodeFlags`; resolves once it listens. Its report lines on stdout are dropped. */
export function startProxyProcess(upstream: string, flags: string[] = [], { bin = PROXY_BIN, nodeFlags = [] as string[] } = {}): Promise<BuiltProcess> {
  return startBuiltProcess(bin, ['--upstream', upstream, '--port', '0', '--timezone', 'UTC', ...flags], {
    listening: /release-pages-proxy: (http:\S+)/,
    nodeFlags,
    ignoreStdout: true,
  });
}

export interface AttackFigures {
  /** What the attack's own requests got: statuses (or `none`: no answer in time) and their counts, and other outcomes. */
  outcome: Record<string, number | string>;
  peakRssMb: number;
  probe: ProbeFigures;
  alive: boolean;
  seconds: number;
  /** The proxy's forwarding (main) thread during the attack: ms on a CPU, and ms runnable but waiting for one (how loaded the machine was). */
  forwardingThread: { cpuMs: number; waitedForCpuMs: number };
}

/** Linux's schedstat of `pid`'s main thread: ns on a CPU and ns runnable waiting for one, so far; zeros where it cannot be read. */
function mainThreadSchedule(pid: number): [number, number] {
  try {
    const [onCpu, waited] = readFileSync(`/proc/${pid}/task/${pid}/schedstat`, 'utf8').split(' ').map(Number);
    return [onCpu, waited];
  } catch {
    return [0, 0];
  }
}

export interface Target {
  proxy: BuiltProcess;
  upstream: HostileUpstream;
  /** Past it the proxy is killed: a bounded try of a build without bounds. */
  killAboveMb?: number;
}

/** Runs `attack` against `target.proxy` while watching it. */
export async function underAttack(target: Target, attack: () => Promise<Record<string, number | string>>): Promise<AttackFigures> {
  const memory = watchMemory(target.proxy.pid, 50, target.killAboveMb);
  const probe = probeAnswers(`${target.proxy.url}${LISTING}`, PASSED_ON_AUTH);
  const started = performance.now();
  const [cpuBefore, waitedBefore] = mainThreadSchedule(target.proxy.pid);
  const outcome = await attack();
  const seconds = (performance.now() - started) / 1000;
  const [cpu, waited] = mainThreadSchedule(target.proxy.pid);
  const forwardingThread = { cpuMs: Math.round((cpu - cpuBefore) / 1e6), waitedForCpuMs: Math.round((waited - waitedBefore) / 1e6) };
  const figures = {
    outcome,
    probe: await probe.stop(),
    peakRssMb: Math.round(memory.stop()),
    alive: target.proxy.alive() && !memory.killed(),
    seconds: Math.round(seconds * 10) / 10,
    forwardingThread,
  };
  if (memory.killed()) figures.outcome.killedAboveMb = target.killAboveMb ?? 0;
  return figures;
}

const tally = (counts: Record<string, number>, key: string | number) => (counts[String(key)] = (counts[String(key)] ?? 0) + 1);

/** Sends each raw request and tallies the statuses (`none`: no whole answer within `timeoutMs`). */
async function statusesOf(url: string, requests: string[], timeoutMs: number): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const request of requests)
    tally(
      counts,
      await rawExchange(url, request, { timeoutMs }).then(
        (answer) => answer.status,
        () => 'none',
      ),
    );
  return counts;
}

/** Request targets that name the decoy, each form of the issue and `generated` more from a seeded generator. */
export function relayTargets(hosts: string[], generated: number): string[] {
  const [host] = hosts;
  const fixed = [
    `http://${host}/api/v2/pages/`,
    ...hosts.map((one) => `http://${one}${LISTING}`),
    `//${host}${LISTING}`,
    `/\\${host}${LISTING}`,
    `\\\\${host}${LISTING}`,
    `/%5C${host}${LISTING}`,
    `/%2F${host}${LISTING}`,
    `/%2f%2f${host}${LISTING}`,
    `//user@${host}/`,
    `/@${host}/`,
    `http://x@${host}/`,
    `/%09/${host}/`,
    `/api/../..//${host}/`,
    `/api/%2e%2e/%2e%2e//${host}/`,
    `/api/%252e%252e/${host}/`,
  ];
  const pieces = ['/', '//', '\\', '%2F', '%5C', '%252F', '@', ...hosts, 'http:', 'https://', '..', '%2e%2e', '%09', '?', '#', 'api'];
  const random = fc.sample(
    fc.array(fc.constantFrom(...pieces), { minLength: 1, maxLength: 6 }).map((parts) => parts.join('')),
    { seed: 20, numRuns: generated },
  );
  return [...fixed, ...random];
}

/** Every relay form, with a token, at the decoy (on IPv4 loopback, and IPv6 where the machine has it): what came back, and what the decoys got. */
export async function relayAttempts(target: Target, generated = 300): Promise<AttackFigures> {
  const decoys: Decoy[] = [await decoy('127.0.0.1')];
  await decoy('::1').then(
    (v6) => decoys.push(v6),
    () => undefined,
  );
  const hosts = decoys.map(({ host, port }) => (host.includes(':') ? `[${host}]:${port}` : `${host}:${port}`));
  const withToken = (line: string, host = hosts[0]) =>
    `${line}\r\nHost: ${host}\r\nAuthorization: Token relay-secret\r\nCookie: session=relay-secret\r\nConnection: close\r\n\r\n`;
  const requests = [
    ...relayTargets(hosts, generated).map((one) => withToken(`GET ${one} HTTP/1.1`)),
    ...hosts.map((host) => withToken(`CONNECT ${host} HTTP/1.1`, host)),
    withToken('OPTIONS * HTTP/1.1'),
  ];
  try {
    return await underAttack(target, async () => {
      const statuses = await statusesOf(target.proxy.url, requests, 2000);
      // A connection the proxy opened late would still count.
      await new Promise((resolve) => setTimeout(resolve, 200));
      return { requests: requests.length, ...statuses, decoyConnections: decoys.reduce((sum, one) => sum + one.connections(), 0), decoys: hosts.join(' ') };
    });
  } finally {
    await Promise.all(decoys.map((one) => one.close()));
  }
}

/** A chunked POST of up to `totalMb` MB written as fast as the proxy reads it, and one declaring 4.4 GB: what each got and how much went before the cut. */
export async function hugeBody(target: Target, totalMb: number): Promise<AttackFigures> {
  return underAttack(target, async () => {
    const declared = await rawExchange(target.proxy.url, `POST /upload HTTP/1.1\r\nHost: x\r\nContent-Length: 4400000000\r\n\r\n`, { timeoutMs: 5000 }).then(
      (answer) => answer.status,
      () => 'none',
    );
    const { origin } = new URL(target.proxy.url);
    const streamed = await new Promise<{ status: number | string; sentMb: number }>((resolve) => {
      const chunk = Buffer.alloc(1024 * 1024, 'a');
      let sent = 0;
      let status: number | string = 'none';
      const upload = httpRequest(`${origin}/upload`, { method: 'POST', agent: false, timeout: 20_000 }, (answer) => {
        status = answer.statusCode ?? 'none';
        answer.resume();
      });
      const finish = () => resolve({ status, sentMb: Math.round(sent / chunk.length) });
      upload.once('close', finish);
      upload.once('error', () => undefined);
      upload.once('timeout', () => upload.destroy());
      const write = () => {
        while (sent < totalMb * chunk.length && !upload.destroyed) {
          sent += chunk.length;
          if (!upload.write(chunk)) return void upload.once('drain', write);
        }
        upload.end();
      };
      write();
    });
    return { declared4400MB: declared, streamedStatus: streamed.status, streamedMbBeforeCut: streamed.sentMb };
  });
}

/** Connections are opened in batches of this many, one batch every BATCH_MS: 2,000 in 2 s, as fast as one attacking machine opens them. */
const BATCH = 50;
const BATCH_MS = 50;
const batchPause = (i: number) => (i % BATCH === BATCH - 1 ? new Promise((resolve) => setTimeout(resolve, BATCH_MS)) : undefined);

/** `count` GETs (opened in batches), each on its own connection, from `addresses` loopback addresses in turn, with `headers`: the statuses. */
async function concurrentGets(url: string, count: number, headers: Record<string, string>, addresses = 1, timeoutMs = 30_000): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  const one = (i: number) =>
    new Promise<void>((resolve) => {
      const request = get(url, { headers, agent: false, localAddress: `127.0.1.${1 + (i % addresses)}`, timeout: timeoutMs }, (answer) => {
        answer.resume();
        answer.once('end', () => resolve(void tally(counts, answer.statusCode ?? 'none')));
        answer.once('error', () => resolve(void tally(counts, 'cut')));
      });
      request.once('timeout', () => request.destroy());
      request.once('error', () => resolve(void tally(counts, 'none')));
    });
  const all: Promise<void>[] = [];
  for (let i = 0; i < count; i++) {
    all.push(one(i));
    await batchPause(i);
  }
  await Promise.all(all);
  return counts;
}

/** `count` asks for the upstream's gzip bomb, all under way together. */
export const gzipBombs = (target: Target, count: number) =>
  underAttack(target, () => concurrentGets(`${target.proxy.url}${LISTING}`, count, { ...PASSED_ON_AUTH, 'X-Attack': 'bomb', 'Accept-Encoding': 'gzip' }));

/** `count` asks for the upstream's never-ending answer, all under way together, each given up after 15 s. */
export const endlessAnswers = (target: Target, count: number) =>
  underAttack(target, () => concurrentGets(`${target.proxy.url}${LISTING}`, count, { ...PASSED_ON_AUTH, 'X-Attack': 'endless' }, 1, 15_000));

/** `count` clients (spread over 8 loopback addresses, opened in batches), each one listing request on its own connection. */
export const manyClients = (target: Target, count: number) =>
  underAttack(target, () => concurrentGets(`${target.proxy.url}${LISTING}`, count, PASSED_ON_AUTH, 8));

/** `count` connections (over 4 loopback addresses, each more than the default cap per client) sending a request's headers a byte every 500 ms, held `holdMs`: how many the proxy closed meanwhile. */
export function slowloris(target: Target, count: number, holdMs: number): Promise<AttackFigures> {
  const { hostname, port } = new URL(target.proxy.url);
  return underAttack(target, async () => {
    const sockets: Socket[] = [];
    let closedByProxy = 0;
    let holding = true;
    for (let i = 0; i < count; i++) {
      const socket = connect({ port: Number(port), host: hostname, localAddress: `127.0.2.${1 + (i % 4)}` }, () =>
        socket.write(`GET ${LISTING} HTTP/1.1\r\nHost: x\r\n`),
      );
      const drip = setInterval(() => socket.write('X'), 500);
      socket.on('error', () => undefined);
      socket.once('close', () => {
        clearInterval(drip);
        if (holding) closedByProxy += 1;
      });
      sockets.push(socket);
      await batchPause(i);
    }
    await new Promise((resolve) => setTimeout(resolve, holdMs));
    holding = false;
    sockets.forEach((socket) => socket.destroy());
    return { connections: count, closedByProxyWithin: closedByProxy, heldMs: holdMs };
  });
}
