// npm run bench: the server under load, in one run, as ratios to what Express alone does on this machine now.
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { Command, Option } from 'commander';
import { closedPort } from '../src/net/testing/listenLocally';
import { CEILING_PATH, UNCHAINED_LISTING_PATH } from './routes';
import { MOCK_BIN, RATIO_METHODS, measureAsStarted, printAsStarted, type RatioMethod } from './asStarted';
import { measureProxyOverhead, printProxyTable } from './proxyOverhead';
import { cpuMicros, residentMb } from './serverProcess';
import { AUTH, LIST, NOW, ROOT, sleep, startServer, stopServer, type RunningServer } from './servers';
import { parseSize } from './sizes';
import { timedLoad } from './timedLoad';
import { PROXY_BIN } from '../src/proxy/testing/attacks';
import { MOCK_V8_FLAGS } from '../src/mock/v8Flags';
import { median } from './latency';

/** Seconds of ceiling measured right before each figure: the machine is shared, and a ratio to a ceiling measured minutes apart says little. */
const CEILING_SECONDS = 2;

interface Scenario {
  name: string;
  path: string;
  auth: boolean;
  /** Also measured through the listing handler alone (`/__bench/listing/`), to tell the middleware chain's cost from the handler's. */
  attribute?: boolean;
}

interface Settings {
  duration: number;
  connections: number;
  repeat: number;
}

interface Figures {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** The ceiling measured just before this figure. */
  ceilingRps: number;
  ratioToCeiling: number;
  /** CPU time of the server process (all its threads, garbage collection included) per request. */
  serverCpuMicrosPerRequest: number;
  non2xx: number;
}

interface Startup {
  /** From spawning the process to its first answer. */
  toFirstAnswerMs: number;
  /** How long that first answer took, and the one after it: equal when nothing is compiled on first use. */
  firstRequestMs: number;
  secondRequestMs: number;
}

const timed = async (url: string, headers: Record<string, string>) => {
  const started = performance.now();
  const response = await fetch(url, { headers });
  await response.arrayBuffer();
  return { status: response.status, ms: performance.now() - started };
};

/**
 * Start-up as a user sees it: the compiled command (dist/, as installed) spawned with `args`, and
 * a listing asked for until one is answered.
 */
async function measureStartup(args: string[]): Promise<Startup> {
  const port = await closedPort();
  const listing = `http://127.0.0.1:${port}${LIST}&limit=20`;
  const started = performance.now();
  const child = spawn(process.execPath, [...MOCK_V8_FLAGS, join(ROOT, 'dist', 'bin', 'release-pages-mock.js'), '--port', String(port), ...args], {
    env: { ...process.env, MOCK_LOG_LEVEL: 'silent' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`release-pages-mock exited with ${child.exitCode} before answering`);
      const first = await timed(listing, AUTH).catch(() => undefined);
      if (first?.status === 200) {
        const toFirstAnswerMs = performance.now() - started;
        const second = await timed(listing, AUTH);
        return { toFirstAnswerMs: Math.round(toFirstAnswerMs), firstRequestMs: round1(first.ms), secondRequestMs: round1(second.ms) };
      }
      await sleep(5);
    }
  } finally {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
}

const round1 = (ms: number) => Math.round(ms * 10) / 10;

interface Load {
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  cpuPerRequest: number;
}

async function load(server: RunningServer, path: string, headers: Record<string, string>, seconds: number, connections: number): Promise<Load> {
  const cpuBefore = cpuMicros(server.child.pid!);
  const { result, perSecond } = await timedLoad({ url: `${server.base}${path}`, headers, duration: seconds, connections });
  const cpuPerRequest = (cpuMicros(server.child.pid!) - cpuBefore) / Math.max(1, result.requests.total);
  return { rps: perSecond, p50: result.latency.p50, p99: result.latency.p99, non2xx: result.non2xx, cpuPerRequest };
}

/**
 * One figure: the ceiling, then the request, so that the ratio compares two neighbouring
 * measurements; `repeat` such pairs give the median of each value.
 */
async function figure(server: RunningServer, path: string, headers: Record<string, string>, options: Settings): Promise<Figures> {
  const pairs: { ceiling: Load; r: Load }[] = [];
  for (let i = 0; i < options.repeat; i++) {
    const ceiling = await load(server, CEILING_PATH, {}, Math.min(CEILING_SECONDS, options.duration), options.connections);
    pairs.push({ ceiling, r: await load(server, path, headers, options.duration, options.connections) });
  }
  const of = (value: (pair: { ceiling: Load; r: Load }) => number) => median(pairs.map(value));
  return {
    requestsPerSecond: of(({ r }) => r.rps),
    p50Ms: of(({ r }) => r.p50),
    p99Ms: of(({ r }) => r.p99),
    ceilingRps: of(({ ceiling }) => ceiling.rps),
    ratioToCeiling: of(({ ceiling, r }) => r.rps / ceiling.rps),
    serverCpuMicrosPerRequest: Math.round(of(({ r }) => r.cpuPerRequest)),
    non2xx: Math.max(...pairs.map(({ r }) => r.non2xx)),
  };
}

/** Scenarios whose search terms come from the data: the first and last word of the first title. */
async function scenarios(base: string, count: number): Promise<Scenario[]> {
  const first = (await (await fetch(`${base}${LIST}&limit=1`, { headers: AUTH })).json()) as { items: { title: string }[] };
  const words = first.items[0].title.split(/\s+/).filter((w) => /^[A-Za-z]{4,}$/.test(w));
  const [one, two] = [words[0].toLowerCase(), words[words.length - 1].toLowerCase()];
  return [
    { name: 'default listing, limit=200', path: `${LIST}&limit=200`, auth: true, attribute: true },
    { name: 'fields=*, limit=200', path: `${LIST}&limit=200&fields=*`, auth: true },
    {
      name: 'filtered + ordered, limit=20',
      path: `${LIST}&status=published&expected_date_after=2025-06-01&expected_date_before=2025-08-31&ordering=-expected_date&limit=20`,
      auth: true,
      attribute: true,
    },
    { name: `search '${one}', limit=20`, path: `${LIST}&search=${one}&limit=20`, auth: true, attribute: true },
    { name: `search '${one} ${two}' (and), limit=20`, path: `${LIST}&search=${one}+${two}&search_operator=and&limit=20`, auth: true },
    { name: 'deep page, limit=20', path: `${LIST}&limit=20&offset=${count - 20}`, auth: true },
    { name: 'auth failure (no token)', path: `${LIST}&limit=20`, auth: false },
  ];
}

/** The same request to the listing handler alone: no token, no validation, no other middleware. */
const unchained = (scenario: Scenario) => scenario.path.replace('/api/v2/pages/', UNCHAINED_LISTING_PATH);
const HANDLER_ONLY = ' [handler only]';

async function measureServer(count: number, validate: boolean, options: Settings) {
  const startup = await measureStartup(['--seed', '1', '--count', String(count), '--now', NOW, ...(validate ? [] : ['--no-validate-responses'])]);
  const server = await startServer(count, validate, 1);
  try {
    const residentAtStartMb = residentMb(server.child.pid!);
    const figures: Record<string, Figures> = {};
    for (const scenario of await scenarios(server.base, count)) {
      figures[scenario.name] = await figure(server, scenario.path, scenario.auth ? AUTH : {}, options);
      // The chain's cost is a production question: measured with response validation off only.
      if (scenario.attribute && !validate) figures[scenario.name + HANDLER_ONLY] = await figure(server, unchained(scenario), {}, options);
    }
    // Resident memory after the load as well: the heap grows with the garbage of large pages.
    return { startup, residentAtStartMb, residentMb: residentMb(server.child.pid!), figures };
  } finally {
    await stopServer(server);
  }
}

/** The filtered scenario at one and at two workers, with the ceiling of each. */
async function measureWorkers(count: number, options: Settings) {
  const result: Record<string, { ceilingRps: number; filteredRps: number }> = {};
  for (const workers of [1, 2]) {
    const server = await startServer(count, false, workers);
    try {
      const [, , filtered] = await scenarios(server.base, count);
      const f = await figure(server, filtered.path, AUTH, options);
      result[`${workers} worker${workers > 1 ? 's' : ''}`] = { ceilingRps: f.ceilingRps, filteredRps: f.requestsPerSecond };
    } finally {
      await stopServer(server);
    }
  }
  return result;
}

function printTable(results: Awaited<ReturnType<typeof measureServer>>[], sizes: number[]): void {
  sizes.forEach((size, i) => {
    const [off, on] = [results[2 * i], results[2 * i + 1]];
    const ceilings = Object.values(off.figures).map((f) => Math.round(f.ceilingRps));
    console.log(
      `\n${size.toLocaleString('en')} releases: start-up to first answer ${off.startup.toFirstAnswerMs} ms, ${off.residentAtStartMb} MB resident then, ${off.residentMb} MB after the load; ` +
        `ceiling ${Math.min(...ceilings)}-${Math.max(...ceilings)} req/s`,
    );
    console.log('validation off:'.padStart(60), '|', 'validation on:');
    console.log('scenario'.padEnd(48), 'req/s ratio  p50/p99 cpu µs', '|', 'req/s ratio  p50/p99 cpu µs');
    const cell = (f: Figures | undefined) =>
      f
        ? `${String(Math.round(f.requestsPerSecond)).padStart(5)} ${f.ratioToCeiling.toFixed(2).padStart(5)} ${`${f.p50Ms}/${f.p99Ms}`.padStart(8)} ${String(f.serverCpuMicrosPerRequest).padStart(6)}`
        : '-'.padStart(5);
    for (const name of Object.keys(off.figures)) console.log(name.slice(0, 48).padEnd(48), cell(off.figures[name]), '|', cell(on.figures[name]));
  });
}

/** Start-up, throughput at each size, and workers: printed, and returned for the JSON report. */
async function measureThroughput(sizes: number[], settings: Settings) {
  console.error('measuring start-up of the default mock (release-pages-mock with no flags)...');
  const defaultStartup = await measureStartup([]);
  const results: Awaited<ReturnType<typeof measureServer>>[] = [];
  for (const size of sizes) {
    for (const validate of [false, true]) {
      console.error(`measuring ${size} releases, response validation ${validate ? 'on' : 'off'}...`);
      results.push(await measureServer(size, validate, settings));
    }
  }
  const workersAt = sizes.includes(100_000) ? 100_000 : sizes[0];
  console.error(`measuring workers at ${workersAt} releases...`);
  const workers = await measureWorkers(workersAt, settings);
  console.log(
    `default mock (500 releases, responses validated): first answer ${defaultStartup.toFirstAnswerMs} ms after start; ` +
      `that answer took ${defaultStartup.firstRequestMs} ms, the next ${defaultStartup.secondRequestMs} ms`,
  );
  printTable(results, sizes);
  console.log(`\nworkers at ${workersAt.toLocaleString('en')} releases (filtered scenario, validation off):`, JSON.stringify(workers));
  return {
    defaultStartup,
    sizes: sizes.map((size, i) => ({ size, validationOff: results[2 * i], validationOn: results[2 * i + 1] })),
    workers: { size: workersAt, ...workers },
  };
}

async function main(): Promise<void> {
  const options = new Command('bench')
    .addOption(
      new Option(
        '--only <part>',
        "measure one part only: the mock's start-up and throughput, the mock as users start it (built bin, request log, journal), or the proxy's added latency",
      ).choices(['throughput', 'as-started', 'proxy']),
    )
    .addOption(new Option('--as-started-size <n>', 'releases of the as-started figures').default('100k'))
    .addOption(
      new Option(
        '--ratio-method <method>',
        'how an as-started ratio is taken: slices alternating with bare Express, or bare Express for 2 s before each figure',
      )
        .choices(RATIO_METHODS)
        .default('interleaved'),
    )
    .addOption(new Option('--mock-bin <file>', "the mock command of the as-started figures: another build's, to compare in one session").default(MOCK_BIN))
    .addOption(new Option('--sizes <list>', 'dataset sizes').default('10k,100k,1M'))
    .addOption(new Option('--duration <s>', 'seconds per measurement').default('4'))
    .addOption(new Option('--connections <n>', 'concurrent connections').default('10'))
    .addOption(new Option('--repeat <n>', 'measurements per figure, alternating with the ceiling; the median is reported').default('1'))
    .addOption(new Option('--proxy-requests <n>', 'requests to each side (direct, proxied) per proxy figure').default('2000'))
    .addOption(new Option('--proxy-connections <n>', "concurrent connections of the proxy's second figure (the first is sequential)").default('4'))
    .addOption(new Option('--proxy-bin <file>', "the proxy command measured: another build's, to compare in one session").default(PROXY_BIN))
    .addOption(new Option('--proxy-flags <flags>', "flags added to the proxy's command line, space-separated (e.g. --violations-header)").default(''))
    .addOption(new Option('--out <file>', 'where to write the figures as JSON').default(join(ROOT, 'bench', 'results.json')))
    .parse(process.argv.slice(2), { from: 'user' })
    .opts();
  const sizes = String(options.sizes).split(',').map(parseSize);
  const settings: Settings = { duration: Number(options.duration), connections: Number(options.connections), repeat: Number(options.repeat) };
  const report: Record<string, unknown> = {
    date: new Date().toISOString(),
    machine: { cpus: (await import('node:os')).cpus().length, node: process.version },
    settings,
  };
  if (options.only === undefined || options.only === 'throughput') Object.assign(report, await measureThroughput(sizes, settings));
  if (options.only === undefined || options.only === 'as-started') {
    const asStarted = await measureAsStarted({
      ...settings,
      count: parseSize(String(options.asStartedSize)),
      mockBin: String(options.mockBin),
      method: options.ratioMethod as RatioMethod,
    });
    printAsStarted(asStarted);
    report.asStarted = asStarted;
  }
  if (options.only === undefined || options.only === 'proxy') {
    console.error("measuring the proxy's added latency...");
    const flags = String(options.proxyFlags).split(' ').filter(Boolean);
    const proxy = await measureProxyOverhead(Number(options.proxyRequests), Number(options.proxyConnections), String(options.proxyBin), flags);
    printProxyTable(proxy);
    report.proxy = proxy;
  }
  mkdirSync(dirname(options.out), { recursive: true });
  writeFileSync(options.out, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`\nfigures written to ${options.out}`);
}

main().catch((error: Error) => {
  console.error(`bench: ${error.stack ?? error.message}`);
  process.exit(1);
});
