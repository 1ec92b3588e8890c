// A built bin (`dist/bin/*.js`) in a process of its own, for the tests and benchmarks that attack
// it: spawned, awaited until it writes its listening line, watched (alive; its pid for
// hostile.ts's watchMemory) and stopped. One helper for the mock and the proxy alike.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

/** The built bin of that name, as `npm run build` writes it. */
export const builtBin = (name: string): string => join(__dirname, '..', '..', '..', 'dist', 'bin', `${name}.js`);

export interface BuiltProcess {
  child: ChildProcess;
  pid: number;
  /** The URL its listening line named. */
  url: string;
  /** What it has written so far: stderr, and stdout unless it was ignored. */
  output: () => string;
  alive: () => boolean;
  /** Kills it (SIGKILL) if it still runs, and waits for its exit. */
  stop: () => Promise<void>;
}

export interface BuiltProcessOptions {
  /** The line it writes once it listens; the first group is its URL. */
  listening: RegExp;
  /** Node's own flags, before the bin (`--max-old-space-size=1024`). */
  nodeFlags?: readonly string[];
  /** Added to this process's environment. */
  env?: NodeJS.ProcessEnv;
  /** Drop its stdout unread (a proxy's report lines), instead of keeping it in `output`. */
  ignoreStdout?: boolean;
}

/** Starts `bin` with `args` under this Node and resolves once it has written its listening line; rejects, with what it wrote, if it exits first. */
export async function startBuiltProcess(bin: string, args: readonly string[], options: BuiltProcessOptions): Promise<BuiltProcess> {
  if (!existsSync(bin)) throw new Error(`${bin} is missing: run npm run build first`);
  const child = spawn(process.execPath, [...(options.nodeFlags ?? []), bin, ...args], {
    env: { ...process.env, ...options.env },
    stdio: ['ignore', options.ignoreStdout ? 'ignore' : 'pipe', 'pipe'],
  });
  let output = '';
  let exited = false;
  const exit = new Promise<void>((resolve) =>
    child.once('exit', () => {
      exited = true;
      resolve();
    }),
  );
  let listened = false;
  const url = await new Promise<string>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      // Once it listens, its output (a log under attack) is only kept, never searched again.
      const found = listened ? undefined : options.listening.exec(output)?.[1];
      if (found) {
        listened = true;
        resolve(found);
      }
    };
    child.stdout?.on('data', read);
    child.stderr!.on('data', read);
    child.once('exit', (code, signal) => reject(new Error(`${bin} exited (${signal ?? code}) before it listened: ${output}`)));
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
