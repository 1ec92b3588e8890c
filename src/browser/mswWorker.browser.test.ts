// MSW's service worker in a real Chromium (findChromium, driven by playwright-core) with the
// browser build's handlers: a page served from loopback starts `setupWorker`, lists releases from
// an origin no server holds, and the test reads what it rendered. The Storybook recipe of
// docs/in-process.md, run.
import { type Browser, type Page } from 'playwright-core';
import { launchChromium } from '../mock/testing/chromium';
import { FIXED_NOW } from '../mock/testing/testApp';
import { serveWorkerPage, WORKER_API, type WorkerPage } from './testing/workerPage';
import { createFetchHandler } from '.';

const OPTIONS = { now: FIXED_NOW };

jest.setTimeout(90_000);

let browser: Browser;
let page: Page;
let served: WorkerPage;

beforeAll(async () => {
  served = await serveWorkerPage(OPTIONS);
  browser = await launchChromium();
  page = await browser.newPage();
  await page.goto(served.url);
  await page.locator('#out[data-ready="yes"]').waitFor({ timeout: 30_000 });
});

afterAll(async () => {
  await browser?.close();
  await served?.close();
});

async function lastLine(query: string, headers: Record<string, string> = {}): Promise<string> {
  const before = await page.locator('#out li').count();
  await page.evaluate(([q, h]) => (globalThis as unknown as { show(q: string, h: object): Promise<void> }).show(q, h), [query, headers] as const);
  return (await page.locator('#out li').nth(before).textContent()) ?? '';
}

/** The line the page renders for an answer of the browser build itself, asked in process. */
async function expectedLine(query: string, headers: Record<string, string> = {}): Promise<string> {
  const direct = await createFetchHandler(OPTIONS)(
    new Request(`${WORKER_API}/api/v2/pages/?type=releases.ReleasePage&${query}`, { headers: { authorization: 'Token dev-token', ...headers } }),
  );
  const { meta, items } = (await direct.json()) as { meta: { total_count: number }; items: { id: number; status: { code: string } }[] };
  expect(items.length).toBeGreaterThan(0);
  return `200 ${direct.headers.get('date')} ${meta.total_count} ${items.map((item) => `${item.id}:${item.status.code}`).join(',')}`;
}

test('a filtered, paged list renders from the worker as the browser build answers it', async () => {
  const query = 'fields=status&status=published&limit=3&offset=2&ordering=-expected_date';
  expect(await lastLine(query)).toBe(await expectedLine(query));
});

test('Prefer: code=503 renders the 503, X-Mock-Now moves the Date and the status shown, a bad query its 400', async () => {
  expect(await lastLine('limit=1', { Prefer: 'code=503' })).toMatch(/^503 /);
  const later = { 'X-Mock-Now': '2030-01-01T00:00:00Z' };
  const query = 'fields=status&ordering=expected_date&limit=4';
  expect(await lastLine(query, later)).toBe(await expectedLine(query, later));
  expect(await lastLine(query, later)).not.toBe(await lastLine(query));
  expect(await lastLine(query, later)).toMatch(/^200 Tue, 01 Jan 2030 00:00:00 GMT 500 /);
  expect(await lastLine('limit=-1')).toMatch(/^400 .*limit/);
});

test('the page received its answers from the worker: no request left the page for the API origin', async () => {
  const toApi: string[] = [];
  page.on('requestfailed', (request) => {
    if (request.url().startsWith(WORKER_API)) toApi.push(request.url());
  });
  expect(await lastLine('limit=2')).toMatch(/^200 /);
  const controller = () =>
    (globalThis as unknown as { navigator: { serviceWorker: { controller: { scriptURL: string } | null } } }).navigator.serviceWorker.controller?.scriptURL;
  expect(await page.evaluate(controller)).toBe(`${served.url}mockServiceWorker.js`);
  expect(toApi).toEqual([]);
});
