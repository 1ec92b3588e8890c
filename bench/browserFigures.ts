// npm run bench:browser: the browser build's figures (docs/in-process.md).
//   - gzipped bytes of what a browser loads: the browser build alone (createFetchHandler, the
//     500-release dataset, no faker), the MSW worker page's script (MSW, handlers, the build) and
//     MSW's worker script;
//   - time to the first answer in a page (Chromium from findChromium): from the script's start,
//     through setupWorker's start, to the first list rendered; a fresh browser context each run;
//   - in-process requests per second: in Node, the browser build and the Node fetch handler beside
//     the server over loopback, and in the page, through MSW's worker.
// Measured in one run on a shared machine: read the ratios.
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';
import pino from 'pino';
import { bundleForBrowser } from '../src/browser/testing/bundleForBrowser';
import { serveWorkerPage } from '../src/browser/testing/workerPage';
import { launchChromium } from '../src/mock/testing/chromium';
import { createFetchHandler as browserHandler } from '../src/browser';
import { createFetchHandler as nodeHandler } from '../src/fetch';
import { parseServerOptions, serverCommand } from '../src/mock/options';
import { startServer } from '../src/mock/server';
import { rate } from './inProcess';
import { median } from './latency';

const NOW = '2026-03-01T12:00:00Z';
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const QUERY = 'limit=20';
const AUTH = { Authorization: 'Token dev-token' };

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function sizes(): Promise<void> {
  const build = await bundleForBrowser(join(__dirname, '..', 'src', 'browser', 'index.ts'));
  console.log(`browser build (createFetchHandler, 500 releases): ${kb(build.text.length)} minified, ${kb(gzipSync(build.text, { level: 9 }).length)} gzipped`);
}

/** Milliseconds to the first answer in the page, and the page's answers per second through the worker. */
async function inPage(): Promise<void> {
  const served = await serveWorkerPage({ now: NOW });
  const browser = await launchChromium();
  try {
    console.log(
      `worker page: script ${kb(served.scriptBytes)} gzipped (MSW, handlers, browser build) + mockServiceWorker.js ${kb(served.workerScriptBytes)} gzipped = ${kb(served.scriptBytes + served.workerScriptBytes)}`,
    );
    const firsts: number[] = [];
    const loads: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const start = performance.now();
      await page.goto(served.url);
      await page.locator('#out[data-ready="yes"]').waitFor({ timeout: 60_000 });
      loads.push(performance.now() - start);
      firsts.push(await page.evaluate(() => (globalThis as unknown as { firstAnswerMs: number }).firstAnswerMs));
      if (run === RUNS - 1) {
        for (const concurrency of [1, 16]) {
          const perSecond = await page.evaluate(
            ([q, s, c]) => (globalThis as unknown as { rate(q: string, s: number, c: number): Promise<number> }).rate(q, s, c),
            [QUERY, SECONDS, concurrency] as const,
          );
          console.log(`in the page through MSW's worker, listing of 20, concurrency ${concurrency}: ${perSecond.toFixed(0)} req/s`);
        }
      }
      await context.close();
    }
    console.log(
      `first answer in the page (script start → worker started → first list rendered), median of ${RUNS}: ${median(firsts).toFixed(0)} ms (all: ${firsts.map((ms) => ms.toFixed(0)).join(', ')})`,
    );
    console.log(`navigation → first list rendered, median of ${RUNS}: ${median(loads).toFixed(0)} ms`);
  } finally {
    await browser.close();
    await served.close();
  }
}

/** Milliseconds to build a handler and have its first answer. */
async function firstAnswer(create: typeof nodeHandler): Promise<number> {
  const start = performance.now();
  const handle = create({ now: NOW });
  await (await handle(new Request(`http://mock.test/api/v2/pages/?type=releases.ReleasePage&${QUERY}`, { headers: AUTH }))).arrayBuffer();
  return performance.now() - start;
}

/** A rate, or why it could not be had (a loaded machine may reset loopback connections). */
const rateOrWhy = (send: () => Promise<Response>, concurrency: number) =>
  rate(send, concurrency, SECONDS).then(
    (perSecond) => perSecond.toFixed(0),
    (error: Error) => `failed (${(error.cause as Error | undefined)?.message ?? error.message})`,
  );

/** In Node: building each handler and its first answer (turn about, after a warm-up of each), then requests per second beside the server's. */
async function inNode(): Promise<void> {
  const handlers = [
    ['browser build (shipped dataset)', browserHandler],
    ['Node fetch handler (generated dataset)', nodeHandler],
  ] as const;
  for (const [, create] of handlers) await firstAnswer(create);
  const times = handlers.map(() => [] as number[]);
  for (let run = 0; run < RUNS; run++) for (const [i, [, create]] of handlers.entries()) times[i].push(await firstAnswer(create));
  handlers.forEach(([name], i) => console.log(`${name}: created and first answer, median of ${RUNS}: ${median(times[i]).toFixed(0)} ms`));
  const running = await startServer(
    parseServerOptions(['--port', '0', '--now', NOW, '--no-validate-responses'], serverCommand().exitOverride()),
    pino({ level: 'silent' }),
  );
  try {
    const url = `${running.url}/api/v2/pages/?type=releases.ReleasePage&${QUERY}`;
    const inBrowserBuild = browserHandler({ now: NOW });
    const inNodeHandler = nodeHandler({ now: NOW });
    console.log('listing of 20 | concurrency | browser build req/s | Node fetch handler req/s | server req/s (loopback)');
    for (const concurrency of [1, 16]) {
      const figures = [
        await rateOrWhy(() => inBrowserBuild(new Request(url, { headers: AUTH })), concurrency),
        await rateOrWhy(() => inNodeHandler(new Request(url, { headers: AUTH })), concurrency),
        await rateOrWhy(() => fetch(url, { headers: AUTH }), concurrency),
      ];
      console.log(`listing of 20 | ${concurrency} | ${figures.join(' | ')}`);
    }
  } finally {
    running.server.close();
    running.server.closeAllConnections();
  }
}

async function main(): Promise<void> {
  console.log(`release-pages-mock in the browser: ${SECONDS} s a rate, ${RUNS} page loads`);
  await sizes();
  await inPage();
  await inNode();
}

void main();
