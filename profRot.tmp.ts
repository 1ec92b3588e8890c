import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { openSync, writeFileSync } from 'node:fs';
import { closedPort } from './src/net/testing/listen';
import { inTurn, MOCK_BIN } from './bench/asStarted';
import { materialFrom, rotatingRequests } from './bench/rotatingRequests';
import { AUTH, LIST, NOW, waitForAnswer } from './bench/servers';
async function main() {
  const bin = process.argv[2] ?? MOCK_BIN;
  const port = await closedPort();
  const t0 = Date.now();
  const child = spawn(process.execPath, ['--cpu-prof', '--cpu-prof-dir=/tmp/s24rot/httpprof', bin, '--port', String(port), '--seed', '1', '--count', '100000', '--now', NOW, '--no-validate-responses'], { stdio: ['ignore', openSync('/tmp/s24rot/mock.log', 'w'), 'inherit'] });
  const base = `http://127.0.0.1:${port}`;
  await waitForAnswer(child, `${base}${LIST}&limit=1`, 'mock', AUTH);
  const paths = rotatingRequests(await materialFrom(base, 100000), 1000);
  await autocannon({ url: base, amount: 1000, connections: 1, requests: paths.map((path) => ({ method: 'GET', path, headers: AUTH })) });
  await new Promise((r) => setTimeout(r, 1500));
  const skip = Date.now() - t0;
  const result = await autocannon({ url: base, duration: 10, connections: 10, requests: inTurn(paths, AUTH) });
  console.log('rps', result.requests.average, 'non2xx', result.non2xx, 'skip ms', skip);
  writeFileSync('/tmp/s24rot/skip', String(skip));
  child.kill('SIGINT');
  await new Promise((r) => child.once('exit', r));
}
void main();
