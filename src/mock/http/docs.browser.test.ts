// /docs in a real browser: a Chromium found by findChromium (in CI the one @sparticuz/chromium ships) driven by
// playwright-core, which downloads no browser of its own.
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { type Browser, type Page } from 'playwright-core';
import { parseServerOptions, serverCommand } from '../options';
import { startServer, type RunningServer } from '../server';
import { launchChromium } from '../testing/chromium';
import { FIXED_NOW } from '../testing/testApp';

const COUNT = 30;
/** Written on every run, to look at when the page looks wrong. */
const SCREENSHOT = join(tmpdir(), 'docs.png');

jest.setTimeout(60_000);

let running: RunningServer;
let browser: Browser;
let page: Page;
const offOrigin: string[] = [];
const pageErrors: string[] = [];
/** What the page's content security policy refused, as Chromium reports it on the console. */
const refused: string[] = [];

beforeAll(async () => {
  // No --token: the development tokens are active, so the page is pre-authorized with dev-token.
  const options = parseServerOptions(['--port', '0', '--count', String(COUNT), '--now', FIXED_NOW], serverCommand().exitOverride());
  running = await startServer(options, pino({ level: 'silent' }));
  browser = await launchChromium(['--disable-quic', '--disable-component-update', '--disable-sync']);
  page = await browser.newPage();
  page.on('request', (req) => {
    if (!req.url().startsWith(`${running.url}/`)) offOrigin.push(req.url());
  });
  page.on('pageerror', (error) => pageErrors.push(error.message));
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) refused.push(message.text());
  });
  await page.goto(`${running.url}/docs`);
});

afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => (running ? running.server.close(resolve) : resolve(undefined)));
});

test('the listing is shown with its parameters, and "Try it out" lists releases from the mock', async () => {
  const listing = page.locator('#operations-pages-listReleasePages');
  await expect(listing.locator('.opblock-summary-path').textContent()).resolves.toBe('/api/v2/pages/');

  await listing.locator('.opblock-summary-control').click();
  const row = (name: string) => listing.locator(`tr[data-param-name="${name}"]`);
  for (const name of ['type', 'limit', 'expected_date_after', 'search_operator', 'ordering']) {
    await row(name).waitFor();
  }

  await listing.getByRole('button', { name: 'Try it out' }).click();
  // Swagger UI fills every input with its parameter's example (search=earnings, dates...):
  // cleared, so that the answer counts the whole dataset.
  for (const input of await listing.locator('tr[data-param-name] input[type="text"]').all()) await input.fill('');
  await row('type').locator('select').selectOption('releases.ReleasePage');
  await row('limit').locator('input').fill('2');
  await listing.getByRole('button', { name: 'Execute' }).click();

  const answer = listing.locator('.live-responses-table .response');
  await answer.locator('.response-col_status').waitFor();
  await page.screenshot({ path: SCREENSHOT, fullPage: true });
  expect((await answer.locator('.response-col_status').textContent())?.trim()).toBe('200');
  const body = JSON.parse((await answer.locator('.response-col_description pre').first().textContent()) ?? '');
  expect(body.meta).toEqual({ total_count: COUNT });
  expect(body.items).toHaveLength(2);
  // The call went to this mock (the page's `servers`), with the development token.
  await expect(listing.locator('.request-url pre').textContent()).resolves.toMatch(
    new RegExp(`^${running.url}/api/v2/pages/\\?type=releases\\.ReleasePage&limit=2`),
  );
  await expect(listing.locator('.curl-command').textContent()).resolves.toContain('Authorization: Token dev-token');

  expect(offOrigin).toEqual([]);
  expect(pageErrors).toEqual([]);
  expect(refused).toEqual([]);
});
