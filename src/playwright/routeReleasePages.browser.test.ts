// routeReleasePages in a real Chromium (found by findChromium, driven by playwright-core): a page of
// another origin lists releases from the mock through page.route, with no server started.
import { type Browser, type Page } from 'playwright-core';
import { launchChromium } from '../mock/testing/chromium';
import { createFetchHandler } from '../fetch';
import { FIXED_NOW } from '../mock/testing/testApp';
import { routeReleasePages } from '.';

const API = 'https://api.example.test';
const APP = 'https://app.example.test';
const OPTIONS = { count: 40, now: FIXED_NOW };
// The page under test: one fetch per call of `show`, its outcome written into the DOM.
const PAGE = `<!doctype html><meta charset="utf-8"><ul id="out"></ul><script>
async function show(query, headers) {
  const li = document.createElement('li');
  try {
    const answer = await fetch('${API}/api/v2/pages/?type=releases.ReleasePage&' + query, { headers: { Authorization: 'Token dev-token', ...headers } });
    const text = await answer.text();
    li.textContent = answer.status + ' ' + (answer.headers.get('date') || '') + ' ' + (answer.ok ? JSON.parse(text).items.map((item) => item.id + ':' + (item.status ? item.status.code : '')).join(',') : '');
  } catch (error) {
    li.textContent = 'failed ' + error.name;
  }
  document.getElementById('out').append(li);
}
</script>`;

jest.setTimeout(60_000);

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchChromium();
  page = await browser.newPage();
  await routeReleasePages(page, { baseUrl: API, ...OPTIONS });
  await page.route(`${APP}/`, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: PAGE }));
  await page.goto(`${APP}/`);
});

afterAll(async () => {
  await browser?.close();
});

async function lastLine(query: string, headers: Record<string, string> = {}): Promise<string> {
  const before = await page.locator('#out li').count();
  await page.evaluate(([q, h]) => (globalThis as unknown as { show(q: string, h: object): Promise<void> }).show(q, h), [query, headers] as const);
  await page.locator('#out li').nth(before).waitFor();
  return (await page.locator('#out li').nth(before).textContent()) ?? '';
}

test('a filtered, paged list renders from the mock, as the fetch handler answers it', async () => {
  const query = 'fields=status&status=published&limit=3&offset=2';
  const line = await lastLine(query);
  const direct = await createFetchHandler(OPTIONS)(
    new Request(`${API}/api/v2/pages/?type=releases.ReleasePage&${query}`, { headers: { authorization: 'Token dev-token' } }),
  );
  const { items } = (await direct.json()) as { items: { id: number; status: { code: string } }[] };
  expect(items).toHaveLength(3);
  expect(line).toBe(`200 ${direct.headers.get('date')} ${items.map((item) => `${item.id}:${item.status.code}`).join(',')}`);
});

test('Prefer: code=503 is the 503, X-Mock-Now moves the Date, Prefer: drop fails the fetch', async () => {
  expect(await lastLine('limit=1', { Prefer: 'code=503' })).toMatch(/^503 /);
  expect(await lastLine('limit=1', { 'X-Mock-Now': '2030-01-01T00:00:00Z' })).toMatch(/^200 Tue, 01 Jan 2030 00:00:00 GMT /);
  expect(await lastLine('limit=1', { Prefer: 'drop' })).toBe('failed TypeError');
});
