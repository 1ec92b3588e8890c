// The live journal page in a real Chromium: requests appear as they are answered, filters by rule,
// status and path, a refused request marked, the mock's picks shown; nothing refused by its strict CSP.
import request from 'supertest';
import { type Browser, type Page } from 'playwright-core';
import { launchChromium } from '../testing/chromium';
import { AUTH, LISTING, testApp } from '../testing/testApp';
import { listenLocally } from '../../net/testing/listenLocally';
import { JOURNAL_PAGE_PATH } from './journalPage';

jest.setTimeout(60_000);

const mock = testApp({ count: 30, journalPage: true, varyUnstated: true, seed: 4 });
let server: Awaited<ReturnType<typeof listenLocally>>;
let browser: Browser;
let page: Page;
const complaints: string[] = [];

beforeAll(async () => {
  server = await listenLocally(mock.app);
  browser = await launchChromium();
  page = await browser.newPage();
  // A CSP violation and any script error are reported on the console.
  page.on('console', (message) => complaints.push(message.text()));
  page.on('pageerror', (error) => complaints.push(error.message));
  await fetch(`${server.url}${LISTING}&limit=5&ordering=expected_date`, { headers: AUTH });
  await page.goto(`${server.url}${JOURNAL_PAGE_PATH}`);
  await page.locator('#state', { hasText: 'live' }).waitFor();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const visible = () => page.locator('#entries tr:not(.hidden)');

test('the requests answered before it opened, then each new one as it is answered, newest first', async () => {
  await page.locator('#entries tr').first().waitFor();
  expect(await page.locator('#entries tr').count()).toBe(1);
  await fetch(`${server.url}${LISTING}&ordering=title`, { headers: AUTH });
  await fetch(`${server.url}${LISTING}&limit=500`, { headers: AUTH });
  await page.locator('#entries tr[data-seq="3"]').waitFor();
  expect(await page.locator('#entries tr td.request').allTextContents()).toEqual([
    `GET ${LISTING}&limit=500`,
    `GET ${LISTING}&ordering=title`,
    `GET ${LISTING}&limit=5&ordering=expected_date`,
  ]);
});

test("a refused request is marked, with its rule and section; the mock's picks are shown", async () => {
  const refused = page.locator('#entries tr[data-seq="3"]');
  expect(await refused.getAttribute('class')).toContain('refused');
  expect(await refused.locator('li.refused').textContent()).toBe('request.limit-within-maximum (§8, refused): limit=500; expected limit at most 200');
  expect(await page.locator('#entries tr[data-seq="2"] td.reading').textContent()).toMatch(/^ties=/);
});

test('filters by rule, status and path', async () => {
  await page.fill('input[name=rule]', 'request.ordering-is-documented');
  expect(await visible().locator('td.request').allTextContents()).toEqual([`GET ${LISTING}&ordering=title`]);
  await page.fill('input[name=rule]', '');
  await page.fill('input[name=status]', '4xx');
  expect(await visible().locator('td.request').allTextContents()).toEqual([`GET ${LISTING}&limit=500`]);
  await page.fill('input[name=status]', '');
  await page.fill('input[name=path]', '/api/v2/pages/1/');
  expect(await visible().count()).toBe(0);
  await page.fill('input[name=path]', '');
  expect(await visible().count()).toBe(3);
});

test('under its own strict CSP nothing was refused and no script failed', () => {
  expect(complaints).toEqual([]);
});

test('served to this machine only: a foreign Host is refused; off without journalPage', async () => {
  const foreign = await request(mock.app).get(JOURNAL_PAGE_PATH).set('Host', 'rebound.example.com');
  expect(foreign.status).toBe(403);
  const local = await request(mock.app).get(JOURNAL_PAGE_PATH).set('Host', '127.0.0.1');
  expect(local.headers['content-security-policy']).toContain("script-src 'self'");
  expect(
    (
      await request(testApp({ count: 30 }).app)
        .get(JOURNAL_PAGE_PATH)
        .set('Host', '127.0.0.1')
    ).status,
  ).toBe(404);
});
