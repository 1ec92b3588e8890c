// npm run bench:command-start: each command's `--version` and `--help` against `node -e 0`, the
// built bins run by this Node, alternating so that a change of load touches all alike. Prints, over
// ROUNDS, the median wall time of each and its CPU time (user + system, as bash's `times` counts the
// child), and their differences from `node -e 0`'s (the target: within 0.1 s). Under load the wall
// time is mostly waiting for a core; the CPU time is what the command itself costs.
import { spawnSync } from 'node:child_process';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { median } from './latency';

const ROUNDS = Number(process.env.ROUNDS ?? 15);
const BINS = ['release-pages-mock', 'release-pages-contract', 'release-pages-check-examples', 'release-pages-proxy'];
const RUNS: Record<string, string[]> = { 'node -e 0': ['-e', '0'] };
for (const bin of BINS) for (const flag of ['--version', '--help']) RUNS[`${bin} ${flag}`] = [join(__dirname, '..', 'dist', 'bin', `${bin}.js`), flag];

/** The command run under bash, its output dropped, then bash's `times`: the children's user and system time on the last line. */
const TIMED = '"$@" > /dev/null; status=$?; times; exit $status';
/** `0m0.046s` in milliseconds. */
const ms = (time: string) => {
  const [, minutes, seconds] = /^(\d+)m([\d.]+)s$/.exec(time)!;
  return Number(minutes) * 60_000 + Number(seconds) * 1000;
};

const wall: Record<string, number[]> = Object.fromEntries(Object.keys(RUNS).map((name) => [name, []]));
const cpu: Record<string, number[]> = Object.fromEntries(Object.keys(RUNS).map((name) => [name, []]));
const loads: number[] = [];
for (let round = 0; round < ROUNDS; round++) {
  loads.push(loadavg()[0]);
  for (const [name, args] of Object.entries(RUNS)) {
    const started = performance.now();
    const { status, stdout, stderr } = spawnSync('bash', ['-c', TIMED, 'bash', process.execPath, ...args], { encoding: 'utf8' });
    wall[name].push(performance.now() - started);
    if (status !== 0) throw new Error(`${name} exited with ${status}: ${stderr}`);
    const [user, system] = stdout.trim().split('\n').pop()!.split(/\s+/).map(ms);
    cpu[name].push(user + system);
  }
}
const column = (values: Record<string, number[]>, name: string) => {
  const beyond = median(values[name]) - median(values['node -e 0']);
  return `${median(values[name]).toFixed(0).padStart(5)} ms${name === 'node -e 0' ? '        ' : ` ${beyond >= 0 ? '+' : ''}${beyond.toFixed(0).padStart(4)} ms`}`;
};
console.log(`${process.version}, medians of ${ROUNDS}, load average (1 min) ${Math.min(...loads).toFixed(1)}-${Math.max(...loads).toFixed(1)} during the runs`);
console.log(`${''.padEnd(40)}  ${'wall'.padEnd(15)}  cpu (user + system)`);
for (const name of Object.keys(RUNS)) console.log(`${name.padEnd(40)}  ${column(wall, name)}  ${column(cpu, name)}`);
