// The suite and capture, compiled, against deployments that attack their caller (src/net/testing/
// hostileDeployment.ts): per attack and tool, the exit code, the seconds to it, the peak resident
// memory, the MB an endless body poured before the tool stopped reading it, the last line on
// stderr, and whether a good --out was left untouched. For this build, or another one's (`--dist`,
// to compare), with a watchdog that kills a run past --kill-above-mb or --kill-after-s so that an
// unbounded build cannot take the machine.
//   npm run build && npm run bench:outbound -- [--dist dist] [--only huge,endless,bomb,bytes,items,longPage,lyingLength,values,endlessValues,endlessItems] [--kill-above-mb 3000] [--kill-after-s 150]
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { watchMemory } from '../src/net/testing/hostile';
import { HOSTILE_KINDS, serveHostileDeployment, type HostileKind } from '../src/net/testing/hostileDeployment';

const GOOD_OUT = '{"captured":{"releases":1},"items":[{"id":1}]}\n';

interface Figures {
  attack: HostileKind;
  tool: 'suite' | 'capture';
  exit: number | string;
  seconds: number;
  peakRssMb: number;
  pouredMb: number;
  killed: boolean;
  goodOutKept?: boolean;
  lastLine: string;
}

/** Runs `args` under node, watched; resolves with its figures. */
async function watchedRun(args: string[], env: NodeJS.ProcessEnv, killAboveMb: number, killAfterS: number) {
  const started = performance.now();
  const child = spawn(process.execPath, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr = (stderr + chunk).slice(-4000)));
  const memory = watchMemory(child.pid!, 20, killAboveMb);
  const timer = setTimeout(() => child.kill('SIGKILL'), killAfterS * 1000);
  const [code, signal] = await new Promise<[number | null, NodeJS.Signals | null]>((done) => child.once('exit', (c, s) => done([c, s])));
  clearTimeout(timer);
  const peakRssMb = Math.round(memory.stop());
  const lines = stderr.trim().split('\n');
  return {
    exit: code ?? String(signal),
    seconds: Math.round((performance.now() - started) / 100) / 10,
    peakRssMb,
    killed: memory.killed() || signal === 'SIGKILL',
    lastLine: (lines[lines.length - 1] ?? '').slice(0, 200),
  };
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      dist: { type: 'string', default: 'dist' },
      only: { type: 'string' },
      'kill-above-mb': { type: 'string', default: '3000' },
      'kill-after-s': { type: 'string', default: '150' },
    },
  });
  const dist = resolve(values.dist);
  const kinds = (values.only ? values.only.split(',') : HOSTILE_KINDS.filter((kind) => kind !== 'fullPages')) as HostileKind[];
  const [killAboveMb, killAfterS] = [Number(values['kill-above-mb']), Number(values['kill-after-s'])];
  const folder = mkdtempSync(join(tmpdir(), 'bench-outbound-'));
  try {
    for (const attack of kinds) {
      const deployment = await serveHostileDeployment(attack);
      const pouredMb = (since: number) => Math.round((deployment.poured() - since) / 1e5) / 10;
      const suite = await watchedRun(
        [join(dist, 'bin', 'release-pages-contract.js'), '--base-url', deployment.url, '--token', 'bench-token'],
        {},
        killAboveMb,
        killAfterS,
      );
      const pouredBeforeCapture = deployment.poured();
      console.log(JSON.stringify({ attack, tool: 'suite', ...suite, pouredMb: pouredMb(0) } satisfies Figures));
      const out = join(folder, `${attack}.json`);
      writeFileSync(out, GOOD_OUT);
      const capture = await watchedRun(
        [join(dist, 'bin', 'release-pages-mock.js'), 'capture', '--base-url', deployment.url, '--out', out],
        { CAPTURE_TOKEN: 'bench-token' },
        killAboveMb,
        killAfterS,
      );
      console.log(
        JSON.stringify({
          attack,
          tool: 'capture',
          ...capture,
          pouredMb: pouredMb(pouredBeforeCapture),
          goodOutKept: readFileSync(out, 'utf8') === GOOD_OUT,
        } satisfies Figures),
      );
      await deployment.close();
    }
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

void main();
