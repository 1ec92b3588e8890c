import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { mockCommandFailure, whileHoldingAPort } from './testing/mockCommand';

/** Starts the command with `--workers 2` and resolves with the primary's process and the summary it prints. */
function startTwoWorkers() {
  const child = spawn(process.execPath, ['-r', 'ts-node/register/transpile-only', join(__dirname, '..', 'bin', 'release-pages-mock.ts'), '--port', '0', '--count', '30', '--workers', '2'], {
    env: { ...process.env, MOCK_LOG_LEVEL: 'silent' },
  });
  const summary = new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
      if (out.includes('workers:')) resolve(out);
    });
    child.once('exit', (code) => reject(new Error(`exited with ${code} before its summary: ${out}`)));
  });
  return { child, summary };
}

test('--workers 2: one summary naming the workers, both serving one port, and SIGTERM stops them all', async () => {
  const { child, summary } = startTwoWorkers();
  const text = await summary;
  expect(text.match(/listening on/g)).toHaveLength(1);
  expect(text).toContain('workers:   2 processes (node:cluster)');
  const url = /listening on (http:\S+)/.exec(text)![1];
  const answers = await Promise.all(
    Array.from({ length: 6 }, () => fetch(`${url}/api/v2/pages/?type=releases.ReleasePage&limit=1`, { headers: { Authorization: 'Token dev-token' } })),
  );
  expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 200]);
  expect((await fetch(`${url}/openapi.yaml`)).status).toBe(200);
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  expect(await exited).toBe(0);
  await expect(fetch(`${url}/openapi.yaml`)).rejects.toThrow();
}, 30_000);

test('--workers 2 on a port in use: exit code 1 and one line, not one per worker', async () => {
  await whileHoldingAPort(async (port) => {
    const failure = await mockCommandFailure(['--port', String(port), '--count', '20', '--workers', '2']);
    expect(failure?.code).toBe(1);
    expect(failure?.stderr).toBe(`release-pages-mock: port ${port} is in use; pass --port\n`);
  });
}, 30_000);
