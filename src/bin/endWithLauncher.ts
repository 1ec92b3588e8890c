// Ending the command when the launcher that started it is gone.
import { readFileSync } from 'node:fs';
import { LAUNCHER_PID_ENV } from './relaunchWithFlags';

/** How often the launcher is looked for. */
const EVERY_MS = 1000;

/** A process's parent and command name from /proc (Linux); undefined once it is gone, or without /proc. */
function statOf(pid: number): { ppid: number; comm: string } | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // `pid (comm) state ppid ...`: the name may hold spaces and parentheses, the last ')' ends it.
    const end = stat.lastIndexOf(')');
    return { comm: stat.slice(stat.indexOf('(') + 1, end), ppid: Number(stat.slice(end + 2).split(' ')[1]) };
  } catch {
    return undefined;
  }
}

/**
 * When npm or npx launched this process (`npm_command` set), ends it with a SIGTERM to itself once
 * the launcher is gone: killing the PID of `npx release-pages-mock` kills npm alone, which neither
 * forwards the signal nor takes its child down, and the command would go on serving, orphaned. npm
 * runs a bin through `sh -c`, which stays between them: the link watched is that shell when it is
 * the parent, else this process; once the link's parent is no longer the launcher (the orphan is
 * adopted), or the shell is gone, the launcher is. Started any other way (`node`, a service
 * manager, `&` in a script that then exits), nothing is watched. Without /proc, neither. A child
 * the command started again with its node flags (relaunchWithFlags.ts, on Node 20) watches that
 * launcher the same way, whoever launched it.
 */
export function endWithLauncher(env: NodeJS.ProcessEnv = process.env): void {
  const relaunched = env[LAUNCHER_PID_ENV] !== undefined && process.ppid === Number(env[LAUNCHER_PID_ENV]);
  if (!env.npm_command && !relaunched) return;
  const parent = statOf(process.ppid);
  const link = !relaunched && parent?.comm === 'sh' ? process.ppid : process.pid;
  const launcher = statOf(link)?.ppid;
  if (launcher === undefined) return;
  const watch = setInterval(() => {
    if (statOf(link)?.ppid === launcher) return;
    clearInterval(watch);
    process.kill(process.pid, 'SIGTERM');
  }, EVERY_MS);
  watch.unref();
}
