// `npm run bench -- --only as-started` (issue 23): the mock as users start it, the built
// release-pages-mock with its default request log (to a file) and request journal, at 100k
// releases, with response validation off and on, and the fetch handler in process beside it. Every
// figure is a ratio to a bare Express app in its own process, measured right before it.
import autocannon from 'autocannon';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, openSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { closedPort } from '../src/net/testing/listen';
import { materialFrom, rotatingRequests } from './rotatingRequests';
import { cpuMicros } from './serverProcess';
import { AUTH, LIST, NOW, ROOT, stopServer, waitForAnswer } from './servers';

/** The command users start, as this checkout built it. */
export const MOCK_BIN = join(ROOT, 'dist', 'bin', 'release-pages-mock.js');

/** Distinct requests of the rotating scenario. */
const ROTATING = 1000;
/** Seconds of ceiling right before each figure. */
const CEILING_SECONDS = 2;

export interface AsStartedSettings {
  count: number;
  duration: number;
  connections: number;
  repeat: number;
  /** The mock command measured (another build's `dist/bin/release-pages-mock.js`, to compare in one session); this checkout's build by default. */
  mockBin?: string;
}

interface Run {
  rps: number;
  ceilingRps: number;
  ratio: number;
  p99: number;
  cpuMicrosPerRequest: number;
  /** The 1-minute load average when the figure was taken: the machine is shared. */
  load: number;
  non2xx: number;
}

export interface AsStartedFigure {
  scenario: string;
  runs: Run[];
}

/** Lines a child writes to stdout, one at a time. */
function linesOf(child: ChildProcess): () => Promise<string> {
  const lines = createInterface({ input: child.stdout! })[Symbol.asyncIterator]();
  return async () => {
    const next = await lines.next();
    if (next.done) throw new Error('the child process ended before answering');
    return next.value as string;
  };
}

const spawnTs = (file: string, args: string[]) =>
  spawn(process.execPath, ['-r', 'ts-node/register/transpile-only', join(ROOT, 'bench', file), ...args], { cwd: ROOT, stdio: ['pipe', 'pipe', 'inherit'] });

interface Load {
  rps: number;
  p99: number;
  non2xx: number;
  cpuMicrosPerRequest: number;
}

async function load(base: string, paths: readonly string[], headers: Record<string, string>, seconds: number, connections: number, pid: number): Promise<Load> {
  const cpuBefore = cpuMicros(pid);
  const result = await autocannon({ url: base, duration: seconds, connections, requests: paths.map((path) => ({ method: 'GET', path, headers })) });
  return { rps: result.requests.average, p99: result.latency.p99, non2xx: result.non2xx, cpuMicrosPerRequest: Math.round((cpuMicros(pid) - cpuBefore) / Math.max(1, result.requests.total)) };
}

/** The mock as a user starts it: the built command, its request log (JSON lines, `info`) to a file, the journal at its default bound. */
async function startMock(bin: string, count: number, validate: boolean, logFile: string): Promise<{ child: ChildProcess; base: string }> {
  const port = await closedPort();
  const args = ['--port', String(port), '--seed', '1', '--count', String(count), '--now', NOW, ...(validate ? [] : ['--no-validate-responses'])];
  // The default level (info), whatever the shell running the benchmark sets.
  const env = { ...process.env };
  delete env.MOCK_LOG_LEVEL;
  const child = spawn(process.execPath, [bin, ...args], { env, stdio: ['ignore', openSync(logFile, 'a'), 'inherit'] });
  const base = `http://127.0.0.1:${port}`;
  await waitForAnswer(child, `${base}${LIST}&limit=1`, 'release-pages-mock', AUTH);
  return { child, base };
}

/** Every figure of the scenario: `repeat` runs, each the ceiling then the scenario. */
async function measure(ceiling: { base: string; pid: number }, scenario: (seconds: number) => Promise<Omit<Load, 'cpuMicrosPerRequest'> & { cpuMicrosPerRequest?: number }>, settings: AsStartedSettings): Promise<Run[]> {
  const runs: Run[] = [];
  for (let i = 0; i < settings.repeat; i++) {
    const top = await load(ceiling.base, ['/'], {}, CEILING_SECONDS, settings.connections, ceiling.pid);
    const figure = await scenario(settings.duration);
    runs.push({ rps: Math.round(figure.rps), ceilingRps: Math.round(top.rps), ratio: figure.rps / top.rps, p99: figure.p99, cpuMicrosPerRequest: figure.cpuMicrosPerRequest ?? NaN, load: loadavg()[0], non2xx: figure.non2xx });
  }
  return runs;
}

/** The single-URL scenarios of issue 23, and the rotating one. */
function scenarios(words: string[], rotating: string[]): [string, string[]][] {
  const [one, two] = [words[0], words[words.length - 1]];
  return [
    ['filtered + ordered, limit=20', [`${LIST}&status=published&expected_date_after=2025-06-01&expected_date_before=2025-08-31&ordering=-expected_date&limit=20`]],
    [`search '${one} ${two}' (and), limit=20`, [`${LIST}&search=${one}+${two}&search_operator=and&limit=20`]],
    ['default listing (200 items)', [LIST]],
    [`rotating, ${rotating.length} distinct requests`, rotating],
  ];
}

export async function measureAsStarted(settings: AsStartedSettings): Promise<{ validationOff: AsStartedFigure[]; validationOn: AsStartedFigure[]; fetchHandler: AsStartedFigure[] }> {
  const logDir = mkdtempSync(join(tmpdir(), 'bench-as-started-'));
  const bare = spawnTs('bareExpress.ts', []);
  const ceiling = { base: `http://127.0.0.1:${(JSON.parse(await linesOf(bare)()) as { port: number }).port}`, pid: bare.pid! };
  try {
    const result = { validationOff: [] as AsStartedFigure[], validationOn: [] as AsStartedFigure[], fetchHandler: [] as AsStartedFigure[] };
    let rotating: string[] = [];
    let words: string[] = [];
    for (const validate of [false, true]) {
      console.error(`as started: ${settings.count} releases, response validation ${validate ? 'on' : 'off'}...`);
      const mock = await startMock(settings.mockBin ?? MOCK_BIN, settings.count, validate, join(logDir, `mock-${validate ? 'validating' : 'plain'}.log`));
      try {
        if (rotating.length === 0) {
          const material = await materialFrom(mock.base, settings.count);
          ({ words } = material);
          rotating = rotatingRequests(material, ROTATING);
        }
        for (const [scenario, paths] of scenarios(words, rotating)) {
          // A first pass of every path, as a user's suite warms the mock before it is timed: an ordering's
          // or a search word's first use builds what later ones read.
          await autocannon({ url: mock.base, amount: Math.max(100, paths.length), connections: 1, requests: paths.map((path) => ({ method: 'GET', path, headers: AUTH })) });
          const runs = await measure(ceiling, (seconds) => load(mock.base, paths, AUTH, seconds, settings.connections, mock.child.pid!), settings);
          (validate ? result.validationOn : result.validationOff).push({ scenario, runs });
        }
      } finally {
        await stopServer(mock);
      }
    }
    console.error(`as started: the fetch handler in process, ${settings.count} releases...`);
    for (const [scenario, paths] of scenarios(words, rotating)) {
      const child = spawnTs('fetchHandlerLoad.ts', [JSON.stringify({ count: settings.count, now: NOW, paths, seconds: settings.duration, connections: settings.connections })]);
      const next = linesOf(child);
      try {
        await next();
        const runs = await measure(ceiling, async () => {
          child.stdin!.write('\n');
          const { rps, non2xx } = JSON.parse(await next()) as { rps: number; non2xx: number };
          return { rps, p99: NaN, non2xx };
        }, settings);
        result.fetchHandler.push({ scenario, runs });
      } finally {
        child.stdin!.end();
        await stopServer({ child });
      }
    }
    return result;
  } finally {
    await stopServer({ child: bare });
    rmSync(logDir, { recursive: true, force: true });
  }
}

const cell = (run: Run) => `${String(run.rps).padStart(5)} ${run.ratio.toFixed(2)} (${run.ceilingRps}, load ${run.load.toFixed(1)})`;

export function printAsStarted(result: Awaited<ReturnType<typeof measureAsStarted>>): void {
  console.log('\nas users start it: req/s, ratio to bare Express (its req/s, 1-min load average), each run');
  for (const [title, figures] of [['release-pages-mock, validation off', result.validationOff], ['release-pages-mock, validation on (the default)', result.validationOn], ['fetch handler in process', result.fetchHandler]] as const) {
    console.log(`${title}:`);
    for (const { scenario, runs } of figures) {
      const errors = Math.max(...runs.map((run) => run.non2xx));
      console.log(`  ${scenario.slice(0, 44).padEnd(44)} ${runs.map(cell).join(' | ')}${errors > 0 ? ` [${errors} non-2xx!]` : ''}`);
    }
  }
}
