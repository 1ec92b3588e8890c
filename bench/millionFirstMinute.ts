// npm run bench:first-minute: the 1M mock's first minute as a client sees it (the targets: the first
// answer under 15 s, and no search over 50 ms from then on, the minute after start-up included).
// The compiled command is spawned; once a listing is answered, a listing is asked every 50 ms and
// a search every 500 ms, each waiting for its answer; the worst of each is printed, with when, and the
// process's CPU time at the first answer (steadier than the wall time on a shared machine).
// `--against` another build's bin runs the same, alternating with this one.
import { spawn } from 'node:child_process';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { Command, Option } from 'commander';
import { closedPort } from '../src/net/testing/listenLocally';
import { cpuMicros, residentMb } from './serverProcess';
import { AUTH, LIST, sleep } from './servers';
import { MOCK_V8_FLAGS } from '../src/mock/v8Flags';

const FIRST_POLL_MS = 100;
const LISTING_EVERY_MS = 50;
const SEARCH_EVERY_MS = 500;
const GIVE_UP_MS = 300_000;
/** Searches of the kinds a frontend sends: a word, three short starts, one letter, two words. */
const SEARCHES = ['report', 'ab cd ef', 'q', 'annual results'];

interface Worst {
  ms: number;
  /** Seconds from the first answer. */
  at: number;
  query?: string;
}

interface FirstMinute {
  bin: string;
  load: string;
  firstAnswerS: number;
  /** The process's CPU time (user and system, all its threads) at the first answer: it moves less with the machine's load than the wall time. */
  firstAnswerCpuS: number;
  residentMb: number;
  listings: number;
  searches: number;
  worstListing: Worst;
  worstSearch: Worst;
  /** Requests the server dropped. */
  failures: string[];
  indexLines: string[];
}

async function timed(url: string): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  const res = await fetch(url, { headers: AUTH });
  await res.arrayBuffer();
  return { status: res.status, ms: performance.now() - started };
}

/** Asks `path` (the query after the listing's) every `everyMs` until `until`, keeping the worst answer. */
async function worstOf(
  base: string,
  paths: (n: number) => string,
  everyMs: number,
  until: number,
  since: number,
  failures: string[],
): Promise<{ worst: Worst; count: number }> {
  const worst: Worst = { ms: 0, at: 0 };
  let count = 0;
  while (performance.now() < until) {
    const path = paths(count++);
    const asked = performance.now();
    // A request the server drops (a connection reset after a long hold) counts as held until then, and is named.
    const { status, ms } = await timed(base + path).catch((error: Error & { cause?: Error }) => {
      failures.push(`${path}: ${error.cause?.message ?? error.message} after ${Math.round(performance.now() - asked)} ms`);
      return { status: 200, ms: performance.now() - asked };
    });
    if (status !== 200) throw new Error(`${path} answered ${status}`);
    if (ms > worst.ms) Object.assign(worst, { ms: Math.round(ms * 10) / 10, at: Math.round((performance.now() - since) / 100) / 10, query: path });
    await sleep(everyMs);
  }
  return { worst, count };
}

async function firstMinute(bin: string, count: number, seconds: number): Promise<FirstMinute> {
  const port = await closedPort();
  const load = loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');
  const started = performance.now();
  // With the mock's node flags, which its bin would otherwise add by starting node again: the pid measured is the mock's.
  const child = spawn(process.execPath, [...MOCK_V8_FLAGS, bin, '--count', String(count), '--seed', '1', '--port', String(port)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let log = '';
  child.stdout.on('data', (data: Buffer) => (log += data.toString()));
  const base = `http://127.0.0.1:${port}${LIST}`;
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`${bin} exited with ${child.exitCode} before answering`);
      if (performance.now() - started > GIVE_UP_MS) throw new Error(`${bin} did not answer within ${GIVE_UP_MS} ms`);
      if ((await timed(`${base}&limit=20`).catch(() => ({ status: 0 }))).status === 200) break;
      await sleep(FIRST_POLL_MS);
    }
    const first = performance.now();
    const resident = residentMb(child.pid!);
    const cpuS = cpuMicros(child.pid!) / 1e6;
    const until = first + seconds * 1000;
    const failures: string[] = [];
    const [listings, searches] = await Promise.all([
      worstOf(base, (n) => `&limit=20&offset=${(n * 37) % 5000}`, LISTING_EVERY_MS, until, first, failures),
      worstOf(base, (n) => `&limit=20&search=${encodeURIComponent(SEARCHES[n % SEARCHES.length])}`, SEARCH_EVERY_MS, until, first, failures),
    ]);
    return {
      bin,
      load,
      firstAnswerS: Math.round((first - started) / 100) / 10,
      firstAnswerCpuS: Math.round(cpuS * 10) / 10,
      residentMb: resident,
      listings: listings.count,
      searches: searches.count,
      worstListing: listings.worst,
      worstSearch: searches.worst,
      failures,
      indexLines: [...log.matchAll(/"msg":"(search index[^"]*)"/g)].map((m) => m[1]),
    };
  } finally {
    child.kill('SIGKILL');
  }
}

async function main(): Promise<void> {
  const options = new Command()
    .addOption(new Option('--bin <path>', 'the compiled command').default(join(__dirname, '..', 'dist', 'bin', 'release-pages-mock.js')))
    .addOption(new Option('--against <path>', "another build's command, run alternating with --bin"))
    .addOption(new Option('--runs <n>', 'runs of each').default('1'))
    .addOption(new Option('--count <n>', 'releases').default('1000000'))
    .addOption(new Option('--seconds <n>', 'how long to ask after the first answer').default('60'))
    .parse()
    .opts<{ bin: string; against?: string; runs: string; count: string; seconds: string }>();
  const bins = [options.bin, ...(options.against ? [options.against] : [])];
  for (let run = 0; run < Number(options.runs); run++) {
    for (const bin of run % 2 === 0 ? bins : [...bins].reverse()) {
      const figures = await firstMinute(bin, Number(options.count), Number(options.seconds));
      console.log(
        `${figures.bin} (load ${figures.load}): first answer ${figures.firstAnswerS} s (${figures.firstAnswerCpuS} s of CPU), ${figures.residentMb} MB resident; ` +
          `worst of ${figures.listings} listings ${figures.worstListing.ms} ms at +${figures.worstListing.at} s; ` +
          `worst of ${figures.searches} searches ${figures.worstSearch.ms} ms at +${figures.worstSearch.at} s (${figures.worstSearch.query})`,
      );
      for (const line of figures.indexLines) console.log(`  log: ${line}`);
      for (const failure of figures.failures) console.log(`  dropped: ${failure}`);
    }
  }
}

void main().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
