// The sizes docs/in-process.md gives of the browser build and the MSW worker page are the build's: each is bundled as
// a frontend's bundler would (bundleForBrowser) and its minified and gzipped (-9) bytes compared with
// the figures the document writes, within a small margin, so that a figure typed once cannot go stale.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { bundleForBrowser } from './testing/bundleForBrowser';
import { gzippedBytes, workerPageScripts } from './testing/workerPage';

jest.setTimeout(60_000);

const DOCUMENT = join(__dirname, '..', '..', 'docs', 'in-process.md');
/** How far a written figure may be from the build's: a change of a few lines moves it, a stale figure does not stay within. */
const MARGIN = 0.03;
/** The row of the figures table that gives the browser build's sizes: `| ..., minified | <minified> KB, **<gzipped> KB gzipped** |`. */
const ROW = /^\| the browser build \(createFetchHandler.*minified \| ([0-9.]+) KB, \*\*([0-9.]+) KB gzipped\*\* \|$/m;
/** The row that gives the MSW worker page's, gzipped: `| the MSW worker page's script ... | <script> + <worker> KB = **<sum> KB gzipped** |`. */
const WORKER_ROW = /^\| the MSW worker page's script .*\| ([0-9.]+) \+ ([0-9.]+) KB = \*\*([0-9.]+) KB gzipped\*\* \|$/m;
/** Within the margin of the build's figure. */
const near = (written: number, built: number) => Math.abs(written - built) / built <= MARGIN;

test("docs/in-process.md's sizes of the browser build are the build's, within 3%", async () => {
  const row = ROW.exec(readFileSync(DOCUMENT, 'utf8'));
  expect(row).not.toBeNull();
  const [written, writtenGzipped] = [Number(row![1]), Number(row![2])];
  const { text } = await bundleForBrowser(join(__dirname, 'index.ts'));
  const built = Buffer.byteLength(text) / 1024;
  const gzipped = gzipSync(text, { level: 9 }).length / 1024;
  const sizes = `the build: ${built.toFixed(0)} KB minified, ${gzipped.toFixed(0)} KB gzipped; the document: ${written} KB, ${writtenGzipped} KB`;
  expect({ sizes, minified: near(written, built), gzipped: near(writtenGzipped, gzipped) }).toEqual({ sizes, minified: true, gzipped: true });
});

test("docs/in-process.md's sizes of the MSW worker page (its script, MSW's worker script, their sum) are the build's, within 3%", async () => {
  const row = WORKER_ROW.exec(readFileSync(DOCUMENT, 'utf8'));
  expect(row).not.toBeNull();
  const [script, worker, sum] = [Number(row![1]), Number(row![2]), Number(row![3])];
  const built = await workerPageScripts({ now: '2026-03-01T12:00:00Z' });
  const [builtScript, builtWorker] = [gzippedBytes(built.script) / 1024, gzippedBytes(built.workerScript) / 1024];
  const sizes = `the build: ${builtScript.toFixed(1)} + ${builtWorker.toFixed(1)} KB gzipped; the document: ${script} + ${worker} = ${sum} KB`;
  expect({ sizes, script: near(script, builtScript), worker: near(worker, builtWorker), sum: near(sum, builtScript + builtWorker) }).toEqual({
    sizes,
    script: true,
    worker: true,
    sum: true,
  });
});
