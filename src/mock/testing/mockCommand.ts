import { execFile } from 'node:child_process';
import { createServer, type AddressInfo } from 'node:net';
import { join } from 'node:path';
import { promisify } from 'node:util';

/**
 * Runs `release-pages-mock` from the sources with `args` and `env` over this process's environment (an undefined
 * value unsets a variable), expecting it to fail: its exit code and stderr (null if it succeeded). One that serves
 * instead is stopped after 50 s (it then exits 0, or its code is null).
 */
export async function mockCommandFailure(args: string[], env: NodeJS.ProcessEnv = {}): Promise<{ code: number; stderr: string } | null> {
  const bin = join(__dirname, '..', '..', 'bin', 'release-pages-mock.ts');
  const run = promisify(execFile)(process.execPath, ['-r', 'ts-node/register/transpile-only', bin, ...args], {
    env: { ...process.env, ...env },
    timeout: 50_000,
  });
  return run.then(() => null, (error: { code: number; stderr: string }) => error);
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
