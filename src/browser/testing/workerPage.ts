// A page that starts MSW's service worker with the browser build's handlers, served by a static
// server on loopback (a service worker needs a secure context: http://127.0.0.1 is one). The page
// lists releases through `fetch` to an origin no server holds; its `show(query, headers)` writes
// each outcome into the DOM, and `firstAnswerMs` how long the page took to its first answer.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { dirname, join } from 'node:path';
import * as esbuild from 'esbuild';

export const WORKER_API = 'https://api.example.test';

/** The page's script: the worker started, then one fetch per `show`, its outcome a list item. */
const pageScript = (options: object) => `
import { setupWorker } from 'msw/browser';
import { releasePagesHandlers } from './msw';
const started = performance.now();
const worker = setupWorker(...releasePagesHandlers({ baseUrl: '${WORKER_API}', ...${JSON.stringify(options)} }));
await worker.start({ quiet: true, onUnhandledRequest: 'error', serviceWorker: { url: '/mockServiceWorker.js' } });
globalThis.show = async (query, headers) => {
  const li = document.createElement('li');
  try {
    const answer = await fetch('${WORKER_API}/api/v2/pages/?type=releases.ReleasePage&' + query, { headers: { Authorization: 'Token dev-token', ...headers } });
    const text = await answer.text();
    const body = answer.ok ? JSON.parse(text) : undefined;
    li.textContent = answer.status + ' ' + answer.headers.get('date') + ' ' + (body ? body.meta.total_count + ' ' + body.items.map((item) => item.id + ':' + (item.status ? item.status.code : '')).join(',') : text);
  } catch (error) {
    li.textContent = 'failed ' + error.name;
  }
  document.getElementById('out').append(li);
};
await globalThis.show('limit=1', {});
globalThis.firstAnswerMs = performance.now() - started;
// Answers per second through the worker, from 'concurrency' loops over 'seconds' (the bench's figure).
globalThis.rate = async (query, seconds, concurrency) => {
  const end = performance.now() + seconds * 1000;
  let answered = 0;
  const loop = async () => {
    while (performance.now() < end) {
      await (await fetch('${WORKER_API}/api/v2/pages/?type=releases.ReleasePage&' + query, { headers: { Authorization: 'Token dev-token' } })).arrayBuffer();
      answered++;
    }
  };
  const start = performance.now();
  await Promise.all(Array.from({ length: concurrency }, loop));
  return answered / ((performance.now() - start) / 1000);
};
document.getElementById('out').dataset.ready = 'yes';
`;

const PAGE = '<!doctype html><meta charset="utf-8"><title>releases</title><ul id="out"></ul><script type="module" src="/app.js"></script>';

export interface WorkerPage {
  url: string;
  /** Bytes of the page's script and of MSW's worker script, gzipped (what a browser loads for the mock). */
  scriptBytes: number;
  workerScriptBytes: number;
  close(): Promise<void>;
}

/** The page's script bundled for the browser (with `options` for the handlers), and MSW's worker script: what a browser loads for the mock. */
export async function workerPageScripts(options: object): Promise<{ script: Uint8Array; workerScript: Buffer }> {
  const bundle = await esbuild.build({
    stdin: { contents: pageScript(options), resolveDir: join(__dirname, '..'), sourcefile: 'page.js', loader: 'js' },
    bundle: true,
    platform: 'browser',
    format: 'esm',
    target: 'es2022',
    minify: true,
    write: false,
    logLevel: 'silent',
  });
  return {
    script: bundle.outputFiles[0].contents,
    workerScript: readFileSync(join(dirname(require.resolve('msw/package.json')), 'lib', 'mockServiceWorker.js')),
  };
}

/** Bytes gzipped at level 9, as the figures give them. */
export const gzippedBytes = (bytes: Uint8Array): number => gzipSync(bytes, { level: 9 }).length;

/** Serves the page, its script (with `options` for the handlers) and MSW's worker script on 127.0.0.1. */
export async function serveWorkerPage(options: object): Promise<WorkerPage> {
  const { script, workerScript } = await workerPageScripts(options);
  const files: Record<string, [string, string | Uint8Array]> = {
    '/': ['text/html', PAGE],
    '/app.js': ['text/javascript', script],
    '/mockServiceWorker.js': ['text/javascript', workerScript],
  };
  const server: Server = createServer((req, res) => {
    const file = files[req.url ?? ''];
    res.writeHead(file ? 200 : 404, { 'content-type': file ? file[0] : 'text/plain', 'cache-control': 'no-store' }).end(file ? file[1] : 'not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    scriptBytes: gzippedBytes(script),
    workerScriptBytes: gzippedBytes(workerScript),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
