// npm run bench:command-start: each command's `--version` and `--help` against `node -e 0`, the
// built bins run by this Node, alternating so that a change of load touches all alike. Prints the
// median wall time of each over ROUNDS, and its difference from `node -e 0`'s (the target: within 0.1 s).
import { spawnSync } from 'node:child_process';
import { loadavg } from 'node:os';
import { join } from 'node:path';

const ROUNDS = Number(process.env.ROUNDS ?? 15);
const BINS = ['release-pages-mock', 'release-pages-contract', 'release-pages-check-examples', 'release-pages-proxy'];
const RUNS: Record<string, string[]> = { 'node -e 0': ['-e', '0'] };
for (const bin of BINS) for (const flag of ['--version', '--help']) RUNS[`${bin} ${flag}`] = [join(__dirname, '..', 'dist', 'bin', `${bin}.js`), flag];

const times: Record<string, number[]> = Object.fromEntries(Object.keys(RUNS).map((name) => [name, []]));
for (let round = 0; round < ROUNDS; round++) {
  for (const [name, args] of Object.entries(RUNS)) {
    const started = performance.now();
    const { status, stderr } = spawnSync(process.execPath, args, { encoding: 'utf8' });
    times[name].push(performance.now() - started);
    if (status !== 0) throw new Error(`${name} exited with ${status}: ${stderr}`);
  }
}
const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1];
const base = median(times['node -e 0']);
console.log(`${process.version}, medians of ${ROUNDS}, load average ${loadavg().map((load) => load.toFixed(1)).join(' ')}`);
for (const [name, values] of Object.entries(times)) console.log(`${name.padEnd(40)} ${median(values).toFixed(0).padStart(5)} ms  ${name === 'node -e 0' ? '' : `+${(median(values) - base).toFixed(0)} ms`}`);
