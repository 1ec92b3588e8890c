// Starts a command's process again with the node flags it needs, where V8 reads them: on node's command line.
import { spawn } from 'node:child_process';
import { printErr } from '../core/printable';

/** Set in a relaunched process's environment: the pid that relaunched it (its own, in place; its parent's on Node 20, which endWithLauncher watches). */
export const LAUNCHER_PID_ENV = 'RELEASE_PAGES_MOCK_LAUNCHER_PID';

/** The signals a launcher passes on to the child it waits for (a terminal's SIGINT reaches both; the child takes a second alike). */
const FORWARDED: readonly NodeJS.Signals[] = ['SIGINT', 'SIGTERM', 'SIGHUP'];

/** What a flag sets: `--no-x`, `--x` and `--x=v` all set `--x`, and V8 reads `_` as `-`. */
function settingOf(flag: string): string {
  return flag
    .split('=')[0]
    .replace(/_/g, '-')
    .replace(/^--no-/, '--');
}

/** Of `flags`, those node's command line does not set already, by what they set: a value the user gave wins. */
export function missingFlags(flags: readonly string[], execArgv: readonly string[] = process.execArgv): string[] {
  const set = new Set(execArgv.map(settingOf));
  return flags.filter((flag) => !set.has(settingOf(flag)));
}

type Execve = (file: string, args: readonly string[], env: NodeJS.ProcessEnv) => never;

export interface RelaunchOptions {
  /** Node's `process.execve` (22.15 and 23.11 on), which replaces this process in place; null takes Node 20's road (a test seam). */
  execve?: Execve | null;
}

/**
 * When node's command line lacks any of `flags`, runs this script (`command`, named in an error) again with them added before
 * node's own flags, the same arguments and environment, and returns true: the caller must then do
 * nothing more. Where node has `process.execve` the process is replaced in place (the same pid;
 * this call does not return). On Node 20 the script runs as a child with the same stdio: this
 * process passes SIGINT, SIGTERM and SIGHUP on to it and exits as it does (its code, or the same
 * signal); the child ends itself if this process is gone (endWithLauncher). Returns false, having
 * done nothing, when every flag is there.
 */
export function relaunchWithFlags(
  command: string,
  flags: readonly string[],
  { execve = (process as { execve?: Execve }).execve }: RelaunchOptions = {},
): boolean {
  const missing = missingFlags(flags);
  // Once only: a node that drops a flag (or a script it cannot run the same way) does not start again and again.
  const relaunchedBy = process.env[LAUNCHER_PID_ENV];
  if (missing.length === 0 || relaunchedBy === String(process.pid) || relaunchedBy === String(process.ppid)) return false;
  // First, before node's own (`-e` takes the next argument as its script): none of them sets what they set.
  const args = [...missing, ...process.execArgv, ...process.argv.slice(1)];
  const env = { ...process.env, [LAUNCHER_PID_ENV]: String(process.pid) };
  if (execve) {
    try {
      execve.call(process, process.execPath, [process.execPath, ...args], env);
    } catch {
      // Refused (a platform without exec, say): the child below does the same.
    }
  }
  const child = spawn(process.execPath, args, { stdio: 'inherit', env });
  const forward = (signal: NodeJS.Signals) => child.kill(signal);
  for (const signal of FORWARDED) process.on(signal, forward);
  child.once('error', (error) => {
    printErr(`${command}: could not start node again with ${missing.join(' ')}: ${error.message}`);
    process.exit(1);
  });
  child.once('exit', (code, signal) => {
    for (const each of FORWARDED) process.off(each, forward);
    if (signal === null) process.exit(code ?? 1);
    process.kill(process.pid, signal);
  });
  return true;
}
