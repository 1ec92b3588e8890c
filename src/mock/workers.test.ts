// Tests of `--workers`: one summary, one port, dead workers replaced, the primary giving up, and a draining stop.
import { readFileSync } from 'node:fs';
import { mockCommandFailure, startMockCommand, whileHoldingAPort } from './testing/mockCommand';
import { keepAliveGet, rawConnection } from '../net/testing/rawConnection';

const LIST = '/api/v2/pages/?type=releases.ReleasePage&limit=1';
const list = (url: string) => fetch(`${url}${LIST}`, { headers: { Authorization: 'Token dev-token' } });
/** Resolves once `condition` holds, checking every 50 ms. */
async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 50));
}
/** The pids of a process's children (Linux's /proc); none once it has exited. */
function childrenOf(pid: number): number[] {
  try {
    return (readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').match(/\d+/g) ?? []).map(Number);
  } catch {
    return [];
  }
}
/** The worker pids the summary names. */
const workerPids = (summary: string) => /pids (\d+), (\d+)/.exec(summary)!.slice(1).map(Number);

test('--workers 2: one summary naming the workers, both serving one port, and SIGTERM drains them all and exits 0', async () => {
  const mock = await startMockCommand(['--count', '30', '--workers', '2']);
  expect(mock.summary.match(/listening on/g)).toHaveLength(1);
  expect(mock.summary).toMatch(/workers: {3}2 processes \(node:cluster\), pids \d+, \d+\n/);
  const answers = await Promise.all(Array.from({ length: 6 }, () => list(mock.url)));
  expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 200]);
  expect((await fetch(`${mock.url}/openapi.yaml`)).status).toBe(200);
  const busy = await rawConnection(mock.url, keepAliveGet(LIST, { Authorization: 'Token dev-token', Prefer: 'latency=1000' }));
  await new Promise((resolve) => setTimeout(resolve, 200));
  mock.child.kill('SIGTERM');
  expect(await mock.exited).toBe(0);
  expect(await busy.closed).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
  await expect(fetch(`${mock.url}/openapi.yaml`)).rejects.toThrow();
  for (const pid of workerPids(mock.summary)) expect(() => process.kill(pid, 0)).toThrow();
}, 60_000);

test('--workers 2: a worker that dies is replaced, and the service answers meanwhile', async () => {
  const mock = await startMockCommand(['--count', '30', '--workers', '2']);
  const [dead, survivor] = workerPids(mock.summary);
  process.kill(dead, 'SIGKILL');
  // Once the primary knows (a connection it handed the dead worker just before is lost with it), the survivor answers all.
  await until(() => mock.stderr().includes(`release-pages-mock: worker ${dead} exited (SIGKILL); starting another in 100 ms\n`));
  const answers = await Promise.all(Array.from({ length: 4 }, () => list(mock.url)));
  expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
  await until(() => mock.stderr().includes('is serving in place of'));
  const replacement = Number(/worker (\d+) is serving in place of (\d+)\n/.exec(mock.stderr())![1]);
  expect(mock.stderr()).toContain(`worker ${replacement} is serving in place of ${dead}\n`);
  expect(replacement).not.toBe(survivor);
  expect(() => process.kill(replacement, 0)).not.toThrow();
  mock.child.kill('SIGTERM');
  expect(await mock.exited).toBe(0);
}, 60_000);

test('--workers 2: when workers keep dying, the primary gives up after the sixth death within 30 s with one line and exit code 1', async () => {
  const mock = await startMockCommand(['--count', '30', '--workers', '2']);
  // Every worker the primary has, replacements included, is killed as soon as it exists.
  const killer = setInterval(() => {
    for (const pid of childrenOf(mock.child.pid!)) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // It died already.
      }
    }
  }, 50);
  const code = await mock.exited.finally(() => clearInterval(killer));
  expect(code).toBe(1);
  expect(mock.stderr()).toMatch(/starting another in 100 ms\n[\s\S]*starting another in 1600 ms\n/);
  expect(mock.stderr()).toMatch(/release-pages-mock: RPM_WORKERS_GAVE_UP: worker \d+ exited \(SIGKILL\), the 6th worker death within 30 s; stopping\n$/);
}, 60_000);

test('--workers 2 on a port in use: exit code 1 and one line, not one per worker', async () => {
  await whileHoldingAPort(async (port) => {
    const failure = await mockCommandFailure(['--port', String(port), '--count', '20', '--workers', '2']);
    expect(failure?.code).toBe(1);
    expect(failure?.stderr).toBe(`release-pages-mock: RPM_PORT_IN_USE: port ${port} is in use; pass --port\n`);
  });
}, 30_000);
