// The sizes docs/in-process.md gives of the browser build are the build's: each entry is bundled as
// a frontend's bundler would (bundleForBrowser) and its minified and gzipped (-9) bytes compared with
// the figures the document writes, within a small margin, so that a figure typed once cannot go stale.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { bundleForBrowser } from './testing/bundleForBrowser';

jest.setTimeout(60_000);

const DOCUMENT = join(__dirname, '..', '..', 'docs', 'in-process.md');
/** How far a written figure may be from the build's: a change of a few lines moves it, a stale figure does not stay within. */
const MARGIN = 0.03;
/** The row of the figures table that gives the browser build's sizes: `| ..., minified | 453 KB, **120 KB gzipped** |`. */
const ROW = /^\| the browser build \(createFetchHandler.*minified \| ([0-9.]+) KB, \*\*([0-9.]+) KB gzipped\*\* \|$/m;

test("docs/in-process.md's sizes of the browser build are the build's, within 3%", async () => {
  const row = ROW.exec(readFileSync(DOCUMENT, 'utf8'));
  expect(row).not.toBeNull();
  const [written, writtenGzipped] = [Number(row![1]), Number(row![2])];
  const { text } = await bundleForBrowser(join(__dirname, 'index.ts'));
  const built = Buffer.byteLength(text) / 1024;
  const gzipped = gzipSync(text, { level: 9 }).length / 1024;
  const sizes = `the build: ${built.toFixed(0)} KB minified, ${gzipped.toFixed(0)} KB gzipped; the document: ${written} KB, ${writtenGzipped} KB`;
  expect({ sizes, minified: Math.abs(written - built) / built <= MARGIN, gzipped: Math.abs(writtenGzipped - gzipped) / gzipped <= MARGIN }).toEqual({ sizes, minified: true, gzipped: true });
});
