import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { join } from 'node:path';

/** The compiled mock, as `npm run test:hostile` builds it; `MOCK_BIN` names another build (main's, to measure before). */
export const BUILT_MOCK = process.env.MOCK_BIN ?? join(__dirname, '..', '..', '..', 'dist', 'bin', 'release-pages-mock.js');

export interface MockProcess {
  child: ChildProcessWithoutNullStreams;
  pid: number;
  url: string;
  /** Everything it wrote on stdout and stderr so far (the log is JSON lines). */
  output: () => string;
  alive: () => boolean;
  stop: () => Promise<void>;
}

/**
 * Starts the built mock in its own process on a free loopback port, the clock fixed, its log at
 * `info` (reloads and refusals of --watch show there), and resolves once it listens. `heapMb` bounds
 * its heap, so that an unbounded build (main's, measured before) fails instead of taking the machine.
 */
export async function startMockProcess(args: string[], { heapMb = 2048 } = {}): Promise<MockProcess> {
  const child = spawn(process.execPath, [`--max-old-space-size=${heapMb}`, BUILT_MOCK, '--port', '0', '--now', '2026-03-01T12:00:00Z', '--log-format', 'json', ...args], {
    env: { ...process.env, MOCK_LOG_LEVEL: 'info' },
  });
  let output = '';
  let exited = false;
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exit = new Promise<void>((resolve) =>
    child.once('exit', () => {
      exited = true;
      resolve();
    }),
  );
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setInterval(() => {
      const found = /listening on (http:\S+)/.exec(output)?.[1];
      if (found) {
        clearInterval(timer);
        resolve(found);
      } else if (exited) {
        clearInterval(timer);
        reject(new Error(`the mock exited before it listened: ${output}`));
      }
    }, 20);
  });
  return {
    child,
    pid: child.pid!,
    url,
    output: () => output,
    alive: () => !exited,
    stop: async () => {
      if (!exited) child.kill('SIGKILL');
      await exit;
    },
  };
}
