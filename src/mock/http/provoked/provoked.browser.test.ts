// A page on another origin calls the mock from Chromium (found by findChromium, driven by
// playwright-core): what CORS lets its script see of provoked answers.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { type Browser, type Page } from 'playwright-core';
import { parseServerOptions, serverCommand } from '../../options';
import { startServer, type RunningServer } from '../../server';
import { launchChromium } from '../../testing/chromium';
import { FIXED_NOW, LISTING } from '../../testing/testApp';

jest.setTimeout(60_000);

/** The frontend's page: its script asks the mock for a listing with a Prefer, and reports what it could read. */
const FRONTEND_PAGE = `<!doctype html>
<html><head><title>frontend</title><script>
async function probe(url, prefer) {
  try {
    const response = await fetch(url, { headers: { Authorization: 'Token dev-token', Prefer: prefer } });
    return {
      status: response.status,
      date: response.headers.get('date'),
      retryAfter: response.headers.get('retry-after'),
      contentType: response.headers.get('content-type'),
      body: await response.text(),
    };
  } catch (error) {
    return { networkError: error.name };
  }
}
</script></head><body>frontend</body></html>`;

let mock: RunningServer;
let frontend: Server;
let frontendUrl: string;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  const options = parseServerOptions(['--port', '0', '--count', '20', '--now', FIXED_NOW], serverCommand().exitOverride());
  mock = await startServer(options, pino({ level: 'silent' }));
  frontend = createServer((_req, res) => res.writeHead(200, { 'Content-Type': 'text/html' }).end(FRONTEND_PAGE));
  await new Promise<void>((resolve) => frontend.listen(0, '127.0.0.1', resolve));
  frontendUrl = `http://127.0.0.1:${(frontend.address() as AddressInfo).port}/`;
  browser = await launchChromium(['--disable-quic', '--disable-component-update', '--disable-sync']);
  page = await browser.newPage();
  await page.goto(frontendUrl);
});

afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => (frontend ? frontend.close(resolve) : resolve(undefined)));
  await new Promise((resolve) => (mock ? mock.server.close(resolve) : resolve(undefined)));
});

type Probe = (url: string, prefer: string) => Promise<Record<string, unknown>>;
/** Runs the page's own script, in the page. */
const probe = (prefer: string) =>
  page.evaluate(([url, p]) => (globalThis as unknown as { probe: Probe }).probe(url, p), [`${mock.url}${LISTING}&limit=1`, prefer]);

test('the page is on another origin than the mock', () => {
  expect(new URL(frontendUrl).origin).not.toBe(new URL(mock.url).origin);
});

test("Prefer: code=503 through CORS: the status, the mock's Date and nginx's HTML page", async () => {
  const seen = await probe('code=503');
  expect(seen).toMatchObject({ status: 503, date: new Date(FIXED_NOW).toUTCString(), contentType: 'text/html' });
  expect(seen.body).toContain('<h1>503 Service Temporarily Unavailable</h1>');
});

test('Prefer: code=429: Retry-After is readable too', async () => {
  expect(await probe('code=429')).toMatchObject({ status: 429, retryAfter: '60', date: new Date(FIXED_NOW).toUTCString() });
});

test('Prefer: drop is a network error in the browser', async () => {
  expect(await probe('drop')).toEqual({ networkError: 'TypeError' });
});
