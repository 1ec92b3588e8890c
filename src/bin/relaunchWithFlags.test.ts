// A command lacking its node flags runs again with them: in place where node has process.execve, else as a child its launcher waits for.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { missingFlags } from './relaunchWithFlags';

jest.setTimeout(30_000);

const FLAGS = ['--expose-gc', '--heap-growing-percent=150'];

/** Relaunched with FLAGS (by Node 20's road with `child`), prints what it runs with, then exits 3 or waits for SIGTERM. */
const SCRIPT = `
const { relaunchWithFlags } = require(${JSON.stringify(join(__dirname, 'relaunchWithFlags'))});
const [road, then] = process.argv.slice(1);
if (!relaunchWithFlags('probe', ${JSON.stringify(FLAGS)}, road === 'child' ? { execve: null } : {})) {
  process.on('SIGTERM', () => (console.log('SIGTERM'), process.exit(0)));
  console.log(JSON.stringify({ pid: process.pid, execArgv: process.execArgv, args: process.argv.slice(1), gc: typeof gc }));
  if (then === 'exit') process.exit(3);
  setInterval(() => {}, 1000);
}`;

interface Run {
  pid: number;
  lines: () => string[];
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

function run(road: 'in place' | 'child', then: 'exit' | 'wait'): Run {
  // Killed past the test's bound, whatever it started: a relaunch that looped would not outlive the test.
  const child = spawn(process.execPath, ['-r', 'ts-node/register/transpile-only', '-e', SCRIPT, road === 'child' ? 'child' : 'auto', then], {
    stdio: ['ignore', 'pipe', 'inherit'],
    timeout: 20_000,
  });
  let out = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (out += chunk));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('close', (code, signal) => resolve({ code, signal })),
  );
  return { pid: child.pid!, lines: () => out.trim().split('\n').filter(Boolean), exited };
}

const until = async (done: () => boolean) => {
  for (let tries = 0; tries < 200 && !done(); tries++) await new Promise((resolve) => setTimeout(resolve, 50));
};

test("a flag node's command line sets already is not missing, whatever its value or spelling", () => {
  expect(missingFlags(['--expose-gc', '--no-memory-reducer', '--heap-growing-percent=150'], ['--expose_gc', '--memory-reducer', '-r', 'x'])).toEqual([
    '--heap-growing-percent=150',
  ]);
  expect(missingFlags(['--heap-growing-percent=150'], ['--heap-growing-percent=300'])).toEqual([]);
  expect(missingFlags(['--expose-gc'], [])).toEqual(['--expose-gc']);
});

test.each(['in place', 'child'] as const)(
  "relaunched (%s), the script runs with the flags before node's own, its arguments, and its exit code",
  async (road) => {
    const probe = run(road, 'exit');
    expect(await probe.exited).toEqual({ code: 3, signal: null });
    const [line, ...rest] = probe.lines();
    expect(rest).toEqual([]);
    const seen = JSON.parse(line) as { pid: number; execArgv: string[]; args: string[]; gc: string };
    expect(seen.execArgv.slice(0, FLAGS.length + 2)).toEqual([...FLAGS, '-r', 'ts-node/register/transpile-only']);
    expect(seen.args).toEqual([road === 'child' ? 'child' : 'auto', 'exit']);
    expect(seen.gc).toBe('function');
    // In place only where this Node can replace a process (22.15 and 23.11 on); otherwise a child.
    const inPlace = road === 'in place' && typeof (process as { execve?: unknown }).execve === 'function';
    expect(seen.pid === probe.pid).toBe(inPlace);
  },
);

test('by the child road, a SIGTERM to the launcher reaches the relaunched script, and the launcher exits as it does', async () => {
  const probe = run('child', 'wait');
  await until(() => probe.lines().length > 0);
  const seen = JSON.parse(probe.lines()[0]) as { pid: number };
  expect(seen.pid).not.toBe(probe.pid);
  process.kill(probe.pid, 'SIGTERM');
  expect(await probe.exited).toEqual({ code: 0, signal: null });
  expect(probe.lines().slice(1)).toEqual(['SIGTERM']);
});
