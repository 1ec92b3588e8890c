// `npm run bench -- --only as-started`: the mock as users start it, the built
// release-pages-mock with its default request log (to a file) and request journal, at 100k
// releases, with response validation off and on, and the fetch handler in process beside it. Every
// figure is a ratio to a bare Express app in its own process, measured in short slices alternating
// with the scenario's (bench/interleavedRatio.ts says why), or the old way, right before it.
import autocannon from 'autocannon';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, openSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { closedPort } from '../src/net/testing/listenLocally';
import { SOURCE_FLAGS } from '../src/net/testing/sourceFlags';
import { ceilingFirst, pairedFigure, spreadOf, type SlicePair } from './interleavedRatio';
import { materialFrom, rotatingRequests } from './rotatingRequests';
import { cpuMicros } from './serverProcess';
import { timedLoad } from './timedLoad';
import { AUTH, LIST, NOW, ROOT, stopServer, waitForAnswer } from './servers';
import { MOCK_V8_FLAGS } from '../src/mock/v8Flags';

/** The command users start, as this checkout built it. */
export const MOCK_BIN = join(ROOT, 'dist', 'bin', 'release-pages-mock.js');

/** Distinct requests of the rotating scenario. */
const ROTATING = 1000;
/** Seconds of ceiling right before each figure, the sequential way; the figure's own seconds where fewer (a smoke run). */
const ceilingSeconds = (settings: { duration: number }) => Math.min(2, settings.duration);
/** Seconds of each slice, the interleaved way; the figure's own seconds where fewer (a smoke run). */
const sliceSeconds = (settings: { duration: number }) => Math.min(1, settings.duration);

/**
 * How a figure's ratio is taken: `interleaved` alternates slices of the ceiling and the scenario
 * (`duration` seconds of each in all, at least two pairs) and divides the summed rates;
 * `sequential` is the ceiling for 2 s, then the scenario for `duration` seconds.
 */
export const RATIO_METHODS = ['interleaved', 'sequential'] as const;
export type RatioMethod = (typeof RATIO_METHODS)[number];

export interface AsStartedSettings {
  count: number;
  duration: number;
  connections: number;
  repeat: number;
  /** The mock command measured (another build's `dist/bin/release-pages-mock.js`, to compare in one session); this checkout's build by default. */
  mockBin?: string;
  /** `interleaved` unless given. */
  method?: RatioMethod;
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
  /** Each interleaved pair's ratio (one, the run's, the sequential way): how far the host moved within the run. */
  pairRatios: number[];
}

export interface AsStartedFigure {
  scenario: string;
  runs: Run[];
}

/** Everything `measureAsStarted` measured, with the method its ratios were taken by. */
export interface AsStartedResult {
  method: RatioMethod;
  /** Seconds per figure, which set the ceiling's and the slices' own. */
  duration: number;
  validationOff: AsStartedFigure[];
  validationOn: AsStartedFigure[];
  fetchHandler: AsStartedFigure[];
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
  spawn(process.execPath, [...SOURCE_FLAGS, join(ROOT, 'bench', file), ...args], { cwd: ROOT, stdio: ['pipe', 'pipe', 'inherit'] });

interface Load {
  /** autocannon's mean of its samples, per second (the sequential way's figure). */
  rps: number;
  requests: number;
  seconds: number;
  p99: number;
  non2xx: number;
  /** The server's CPU time over the load, in µs (NaN where not measured). */
  cpuMicros: number;
}

/**
 * autocannon's requests for `paths`, taken in turn from one counter that every connection shares
 * and that goes on from one load to the next. Given the list itself, each connection walks it from
 * its start, in step with the others: each path asked by all ten within moments, so that caches of
 * recent searches and items served nine of every ten.
 */
export function inTurn(paths: readonly string[], headers: Record<string, string>): autocannon.Request[] {
  if (paths.length === 1) return [{ method: 'GET', path: paths[0], headers }];
  let next = 0;
  return [{ method: 'GET', headers, setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length] }) }];
}

async function load(base: string, requests: autocannon.Request[], seconds: number, connections: number, pid: number): Promise<Load> {
  const cpuBefore = cpuMicros(pid);
  const { result, perSecond } = await timedLoad({ url: base, duration: seconds, connections, requests });
  return {
    rps: perSecond,
    requests: result.requests.total,
    seconds: result.duration,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    cpuMicros: cpuMicros(pid) - cpuBefore,
  };
}

/** The mock as a user starts it: the built command, its request log (JSON lines, `info`) to a file, the journal at its default bound. */
async function startMock(bin: string, count: number, validate: boolean, logFile: string): Promise<{ child: ChildProcess; base: string }> {
  const port = await closedPort();
  const args = ['--port', String(port), '--seed', '1', '--count', String(count), '--now', NOW, ...(validate ? [] : ['--no-validate-responses'])];
  // The default level (info), whatever the shell running the benchmark sets.
  const env = { ...process.env };
  delete env.MOCK_LOG_LEVEL;
  // With the mock's node flags, which its bin would otherwise add by starting node again: the pid measured is the mock's.
  const child = spawn(process.execPath, [...MOCK_V8_FLAGS, bin, ...args], { env, stdio: ['ignore', openSync(logFile, 'a'), 'inherit'] });
  const base = `http://127.0.0.1:${port}`;
  await waitForAnswer(child, `${base}${LIST}&limit=1`, 'release-pages-mock', AUTH);
  return { child, base };
}

type Ceiling = { base: string; pid: number };

/** One run the sequential way: the ceiling for 2 s, then the scenario for the whole duration. */
async function sequentialRun(ceiling: Ceiling, scenario: (seconds: number) => Promise<Load>, settings: AsStartedSettings): Promise<Run> {
  const top = await load(ceiling.base, inTurn(['/'], {}), ceilingSeconds(settings), settings.connections, ceiling.pid);
  const figure = await scenario(settings.duration);
  const ratio = figure.rps / top.rps;
  const cpuMicrosPerRequest = Math.round(figure.cpuMicros / Math.max(1, figure.requests));
  return {
    rps: Math.round(figure.rps),
    ceilingRps: Math.round(top.rps),
    ratio,
    p99: figure.p99,
    cpuMicrosPerRequest,
    load: loadavg()[0],
    non2xx: figure.non2xx,
    pairRatios: [ratio],
  };
}

/** One run the interleaved way: pairs of 1-second slices of the ceiling and the scenario, alternating which goes first; p99 is the worst slice's. */
async function interleavedRun(ceiling: Ceiling, scenario: (seconds: number) => Promise<Load>, settings: AsStartedSettings): Promise<Run> {
  const pairs: SlicePair[] = [];
  const loads: Load[] = [];
  const slice = sliceSeconds(settings);
  const top = () => load(ceiling.base, inTurn(['/'], {}), slice, settings.connections, ceiling.pid);
  for (let i = 0; i < Math.max(2, Math.round(settings.duration / slice)); i++) {
    const first = ceilingFirst(i) ? await top() : await scenario(slice);
    const second = ceilingFirst(i) ? await scenario(slice) : await top();
    const [up, figure] = ceilingFirst(i) ? [first, second] : [second, first];
    pairs.push({ ceiling: up, scenario: figure });
    loads.push(figure);
  }
  const { rps, ceilingRps, ratio, pairRatios } = pairedFigure(pairs);
  const sum = (of: (load: Load) => number) => loads.reduce((total, each) => total + of(each), 0);
  return {
    rps: Math.round(rps),
    ceilingRps: Math.round(ceilingRps),
    ratio,
    p99: Math.max(...loads.map((each) => each.p99)),
    cpuMicrosPerRequest: Math.round(
      sum((each) => each.cpuMicros) /
        Math.max(
          1,
          sum((each) => each.requests),
        ),
    ),
    load: loadavg()[0],
    non2xx: sum((each) => each.non2xx),
    pairRatios,
  };
}

/** Every figure of the scenario: `repeat` runs, each taken by the settings' method. */
async function measure(ceiling: Ceiling, scenario: (seconds: number) => Promise<Load>, settings: AsStartedSettings): Promise<Run[]> {
  const runs: Run[] = [];
  for (let i = 0; i < settings.repeat; i++) runs.push(await (settings.method === 'sequential' ? sequentialRun : interleavedRun)(ceiling, scenario, settings));
  return runs;
}

/** The single-URL scenarios (filtered and ordered, a search, the default listing) and the rotating one. */
function scenarios(words: string[], rotating: string[]): [string, string[]][] {
  const [one, two] = [words[0], words[words.length - 1]];
  return [
    [
      'filtered + ordered, limit=20',
      [`${LIST}&status=published&expected_date_after=2025-06-01&expected_date_before=2025-08-31&ordering=-expected_date&limit=20`],
    ],
    [`search '${one} ${two}' (and), limit=20`, [`${LIST}&search=${one}+${two}&search_operator=and&limit=20`]],
    ['default listing (200 items)', [LIST]],
    [`rotating, ${rotating.length} distinct requests`, rotating],
  ];
}

export async function measureAsStarted(settings: AsStartedSettings): Promise<AsStartedResult> {
  const logDir = mkdtempSync(join(tmpdir(), 'bench-as-started-'));
  const bare = spawnTs('bareExpress.ts', []);
  const ceiling = { base: `http://127.0.0.1:${(JSON.parse(await linesOf(bare)()) as { port: number }).port}`, pid: bare.pid! };
  try {
    const result: AsStartedResult = {
      method: settings.method ?? 'interleaved',
      duration: settings.duration,
      validationOff: [],
      validationOn: [],
      fetchHandler: [],
    };
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
          await autocannon({
            url: mock.base,
            amount: Math.max(100, paths.length),
            connections: 1,
            requests: paths.map((path) => ({ method: 'GET', path, headers: AUTH })),
          });
          const requests = inTurn(paths, AUTH);
          const runs = await measure(ceiling, (seconds) => load(mock.base, requests, seconds, settings.connections, mock.child.pid!), settings);
          (validate ? result.validationOn : result.validationOff).push({ scenario, runs });
        }
      } finally {
        await stopServer(mock);
      }
    }
    console.error(`as started: the fetch handler in process, ${settings.count} releases...`);
    for (const [scenario, paths] of scenarios(words, rotating)) {
      // The measured command's own build: `dist/bin/release-pages-mock.js` beside `dist/fetch`.
      const dist = dirname(dirname(settings.mockBin ?? MOCK_BIN));
      const child = spawnTs('fetchHandlerLoad.ts', [
        JSON.stringify({ count: settings.count, now: NOW, paths, seconds: settings.duration, connections: settings.connections, dist }),
      ]);
      const next = linesOf(child);
      try {
        await next();
        const runs = await measure(
          ceiling,
          async (seconds) => {
            child.stdin!.write(`${seconds}\n`);
            const { answered, seconds: took, non2xx } = JSON.parse(await next()) as { answered: number; seconds: number; non2xx: number };
            return { rps: answered / took, requests: answered, seconds: took, p99: NaN, non2xx, cpuMicros: NaN };
          },
          settings,
        );
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

const cell = (run: Run) => {
  const { min, max } = spreadOf(run.pairRatios);
  const pairs = run.pairRatios.length > 1 ? ` [pairs ${min.toFixed(2)}-${max.toFixed(2)}]` : '';
  return `${String(run.rps).padStart(5)} ${run.ratio.toFixed(2)}${pairs} (${run.ceilingRps}, load ${run.load.toFixed(1)})`;
};

/** The runs' median ratio and their spread. */
const summary = (runs: readonly Run[]) => {
  const { median, min, max } = spreadOf(runs.map((run) => run.ratio));
  return runs.length > 1 ? ` => median ${median.toFixed(2)} (${min.toFixed(2)}-${max.toFixed(2)})` : '';
};

export function printAsStarted(result: AsStartedResult): void {
  const how =
    result.method === 'interleaved'
      ? `interleaved ${sliceSeconds(result)}-second slices, the ratio of summed rates, each pair's ratio in brackets`
      : `sequential: ${ceilingSeconds(result)} s of bare Express before each figure`;
  console.log(`\nas users start it (${how}): req/s, ratio to bare Express (its req/s, 1-min load average), each run`);
  for (const [title, figures] of [
    ['release-pages-mock, validation off', result.validationOff],
    ['release-pages-mock, validation on (the default)', result.validationOn],
    ['fetch handler in process', result.fetchHandler],
  ] as const) {
    console.log(`${title}:`);
    for (const { scenario, runs } of figures) {
      const errors = Math.max(...runs.map((run) => run.non2xx));
      console.log(`  ${scenario.slice(0, 44).padEnd(44)} ${runs.map(cell).join(' | ')}${summary(runs)}${errors > 0 ? ` [${errors} non-2xx!]` : ''}`);
    }
  }
}
