// Running `release-pages-mock` from the sources in a test: to its summary, or to its failure.
import { execFile, spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { createServer, type AddressInfo } from 'node:net';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { SOURCE_FLAGS } from '../../net/testing/sourceFlags';
import { MOCK_V8_FLAGS } from '../v8Flags';

/** With the mock's node flags, which the bin would otherwise add by starting node again: the child's pid is the mock's own. */
const FROM_SOURCES = [...MOCK_V8_FLAGS, ...SOURCE_FLAGS, join(__dirname, '..', '..', 'bin', 'release-pages-mock.ts')];

/**
 * Runs `release-pages-mock` from the sources with `args` and `env` over this process's environment (an undefined
 * value unsets a variable), expecting it to fail: its exit code and stderr (null if it succeeded). One that serves
 * instead is stopped after 50 s (it then exits 0, or its code is null).
 */
export async function mockCommandFailure(args: string[], env: NodeJS.ProcessEnv = {}): Promise<{ code: number; stderr: string } | null> {
  const run = promisify(execFile)(process.execPath, [...FROM_SOURCES, ...args], { env: { ...process.env, ...env }, timeout: 50_000 });
  return run.then(
    () => null,
    (error: { code: number; stderr: string }) => error,
  );
}

export interface RunningMockCommand {
  child: ChildProcessWithoutNullStreams;
  /** What it printed on stdout up to its summary's last line. */
  summary: string;
  url: string;
  /** What it has written on stderr so far. */
  stderr: () => string;
  /** Its exit code (null if a signal ended it). */
  exited: Promise<number | null>;
}

/**
 * Starts `release-pages-mock` from the sources with `args` (node itself, as `npm start` runs it), the request log
 * muted and `env` over this process's environment, and resolves once it has printed its summary.
 */
export async function startMockCommand(args: string[], env: NodeJS.ProcessEnv = {}): Promise<RunningMockCommand> {
  const child = spawn(process.execPath, [...FROM_SOURCES, '--port', '0', ...args], { env: { ...process.env, MOCK_LOG_LEVEL: 'silent', ...env } });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  // With --workers, the primary adds a last line naming them.
  const lastLine = args.includes('--workers') ? /\n {2}workers: .*\n/ : /\n {2}responses: .*\n/;
  const summary = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
      if (lastLine.test(out)) resolve(out);
    });
    void exited.then((code) => reject(new Error(`exited with ${code} before its summary: ${out}${stderr}`)));
  });
  return { child, summary, url: /listening on (http:\S+)/.exec(summary)![1], stderr: () => stderr, exited };
}

/** Runs `body` with a loopback port held open by another server, then frees it. */
export async function whileHoldingAPort<T>(body: (port: number) => Promise<T>): Promise<T> {
  const holder = createServer();
  await new Promise<void>((resolve) => holder.listen(0, '127.0.0.1', resolve));
  try {
    return await body((holder.address() as AddressInfo).port);
  } finally {
    holder.close();
  }
}
