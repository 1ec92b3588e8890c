// The compiled release-pages-proxy in a process of its own, for the tests and benchmarks that attack it.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

export const PROXY_BIN = join(__dirname, '..', '..', '..', 'dist', 'bin', 'release-pages-proxy.js');

export interface ProxyProcess {
  child: ChildProcess;
  pid: number;
  url: string;
  /** What it has written on stderr so far. */
  stderr: () => string;
  /** Whether it is still running. */
  alive: () => boolean;
  stop: () => Promise<void>;
}

/** Starts `bin` (the compiled proxy by default) in front of `upstream` on a free port, node given `nodeFlags`; resolves once it listens. */
export async function startProxyProcess(upstream: string, flags: string[] = [], { bin = PROXY_BIN, nodeFlags = [] as string[] } = {}): Promise<ProxyProcess> {
  if (!existsSync(bin)) throw new Error(`${bin} is missing: run npm run build first`);
  const child = spawn(process.execPath, [...nodeFlags, bin, '--upstream', upstream, '--port', '0', '--timezone', 'UTC', ...flags], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = await new Promise<string>((resolve, reject) => {
    child.stderr!.on('data', (chunk) => {
      stderr += chunk;
      const listening = /release-pages-proxy: (http:\S+)/.exec(stderr);
      if (listening) resolve(listening[1]);
    });
    child.once('exit', (code) => reject(new Error(`the proxy exited with ${code}: ${stderr}`)));
  });
  return {
    child,
    pid: child.pid!,
    url,
    stderr: () => stderr,
    alive: () => child.exitCode === null && child.signalCode === null,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
}
