// `release-pages-mock/fetch` and `/msw` as a frontend's bundler resolves them through package.json's
// export conditions: bundled by esbuild for the browser they are the browser build (no Node built-in),
// and the page made of each answers in a real Chromium under a content security policy with no
// 'unsafe-eval' and no 'unsafe-inline'; in Node (and bundled for Node) they stay the Node build.
// Resolved from the built package (dist/, by the package's own name), as an installed copy would be.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { type Browser } from 'playwright-core';
import { launchChromium } from '../mock/testing/chromium';
import { FIXED_NOW } from '../mock/testing/testApp';
import { bundleForBrowser, type BrowserBundle } from './testing/bundleForBrowser';
import { createFetchHandler } from '../fetch';

jest.setTimeout(90_000);

const ROOT = join(__dirname, '..', '..');
const API = 'https://api.example.test';
const LISTING = `${API}/api/v2/pages/?type=releases.ReleasePage&limit=3&ordering=-expected_date`;
const CSP = "default-src 'none'; script-src 'self'; connect-src 'self'";

/** Each subpath's page: one listing through it, rendered as `status total ids` (or the failure). */
const PAGES: Record<string, string> = {
  'release-pages-mock/fetch': `
    import { createFetchHandler, LIST_PERMISSION } from 'release-pages-mock/fetch';
    const answer = await createFetchHandler({ now: '${FIXED_NOW}' })(new Request('${LISTING}', { headers: { Authorization: 'Token dev-token' } }));
    render(answer, typeof LIST_PERMISSION);`,
  'release-pages-mock/msw': `
    import { getResponse } from 'msw';
    import { releasePagesHandlers } from 'release-pages-mock/msw';
    const answer = await getResponse(releasePagesHandlers({ baseUrl: '${API}', now: '${FIXED_NOW}' }), new Request('${LISTING}', { headers: { Authorization: 'Token dev-token' } }));
    render(answer, 'string');`,
};
/** Renders an answer, and whether the page's policy refuses code made at run time (it must, or the test proves nothing). */
const RENDER = `
async function render(answer, permission) {
  const body = await answer.json();
  let evalRefused = false;
  try {
    new Function('return 1')();
  } catch {
    evalRefused = true;
  }
  document.getElementById('out').textContent = [answer.status, body.meta.total_count, body.items.map((item) => item.id).join(','), permission, evalRefused ? 'eval-refused' : 'eval-allowed'].join(' ');
}
`;

const bundleOf = (subpath: string, platform: 'browser' | 'node' = 'browser') =>
  bundleForBrowser({ contents: `${RENDER}${PAGES[subpath]}`, resolveDir: ROOT }, platform);
const nodeBuildIn = (bundle: BrowserBundle) => bundle.inputs.filter((input) => /^dist\/(fetch|msw)\/index\.js$/.test(input));

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

/** Serves the page and its script with the strict policy; what the page rendered, and the errors it logged. */
async function renderedUnderCsp(script: string): Promise<{ text: string; problems: string[] }> {
  const files: Record<string, [string, string]> = {
    '/': ['text/html', '<!doctype html><meta charset="utf-8"><title>releases</title><p id="out"></p><script type="module" src="/app.js"></script>'],
    '/app.js': ['text/javascript', script],
  };
  const server: Server = createServer((req, res) => {
    const file = files[req.url ?? ''];
    res.writeHead(file ? 200 : 404, { 'content-type': file ? file[0] : 'text/plain', 'content-security-policy': CSP }).end(file ? file[1] : 'not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const page = await browser.newPage();
  const problems: string[] = [];
  page.on('console', (message) => message.type() === 'error' && problems.push(message.text()));
  page.on('pageerror', (error) => problems.push(error.message));
  try {
    await page.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
    await page.locator('#out:not(:empty)').waitFor({ timeout: 30_000 });
    return { text: (await page.locator('#out').textContent()) ?? '', problems };
  } finally {
    await page.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

test.each(Object.keys(PAGES))('%s bundles for the browser as the browser build and answers in Chromium under a strict CSP', async (subpath) => {
  const bundle = await bundleOf(subpath);
  expect(bundle.inputs).toContain('dist/browser/index.js');
  expect(nodeBuildIn(bundle)).toEqual([]);
  expect(bundle.inputs.filter((input) => input.startsWith('node:'))).toEqual([]);
  const expected = await createFetchHandler({ now: FIXED_NOW })(new Request(LISTING, { headers: { Authorization: 'Token dev-token' } }));
  const { items, meta } = (await expected.json()) as { items: { id: number }[]; meta: { total_count: number } };
  expect(items).toHaveLength(3);
  expect(await renderedUnderCsp(bundle.text)).toEqual({
    text: `200 ${meta.total_count} ${items.map((item) => item.id).join(',')} string eval-refused`,
    problems: [],
  });
});

test.each(Object.keys(PAGES))('%s stays the Node build in Node and bundled for Node', async (subpath) => {
  expect(require.resolve(subpath)).toBe(join(ROOT, 'dist', subpath.split('/')[1], 'index.js'));
  const bundle = await bundleOf(subpath, 'node');
  expect(nodeBuildIn(bundle)).toContain(`dist/${subpath.split('/')[1]}/index.js`);
  expect(bundle.inputs).not.toContain('dist/browser/index.js');
});
