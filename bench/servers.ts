// The processes the benchmark measures: the mock with the benchmark's routes (bench/server.ts), started and stopped.
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { closedPort } from '../src/net/testing/listenLocally';
import { SOURCE_FLAGS } from '../src/net/testing/sourceFlags';
import { CEILING_PATH } from './routes';

export const ROOT = join(__dirname, '..');
export const NOW = '2026-03-01T12:00:00Z';
export const AUTH = { Authorization: 'Token dev-token' };
export const LIST = '/api/v2/pages/?type=releases.ReleasePage';

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface RunningServer {
  child: ChildProcess;
  base: string;
}

/** Waits until `url` answers 2xx, or throws once the process has exited. */
export async function waitForAnswer(child: ChildProcess, url: string, name: string, headers: Record<string, string> = {}): Promise<void> {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${name} exited with ${child.exitCode} before answering`);
    try {
      if ((await fetch(url, { headers })).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(50);
  }
}

/** Starts bench/server.ts (the mock with the benchmark's routes) with production settings and waits for its first answer. */
export async function startServer(count: number, validate: boolean, workers: number): Promise<RunningServer> {
  const port = await closedPort();
  const args = [...SOURCE_FLAGS, join(ROOT, 'bench', 'server.ts'), '--port', String(port), '--seed', '1', '--count', String(count), '--now', NOW];
  if (!validate) args.push('--no-validate-responses');
  if (workers > 1) args.push('--workers', String(workers));
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'production', MOCK_LOG_LEVEL: 'silent' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  await waitForAnswer(child, `${base}${CEILING_PATH}`, 'the server');
  return { child, base };
}

export async function stopServer({ child }: Pick<RunningServer, 'child'>): Promise<void> {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}
