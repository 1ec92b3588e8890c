// The loop end to end in a real Chromium: a small page lists releases from the mock while Playwright
// records a HAR; that HAR, and the mock's journal of the same visit, replayed on the mock, on a
// broken variant, and on the mock varying what the spec leaves open.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser } from 'playwright-core';
import { launchChromium } from '../../mock/testing/chromium';
import { LISTING, testApp } from '../../mock/testing/testApp';
import { journalLines } from '../../mock/testing/journalLines';
import { faultyApp } from '../../../contract-tests/faults/harness';
import { FAULTS } from '../../../contract-tests/faults';
import { listenLocally } from '../../net/testing/listenLocally';
import { recordedRequests, type RecordedRequests } from './recordedRequests';
import { runReplay } from './runReplay';

jest.setTimeout(60_000);

// The page under test: the first two pages in date order, then the titles in title order (which the spec leaves open).
const page = (api: string) => `<!doctype html><meta charset="utf-8"><ul id="out"></ul><script>
const get = (query) => fetch('${api}${LISTING}' + query, { headers: { Authorization: 'Token dev-token' } }).then((answer) => answer.json());
(async () => {
  const pages = [await get('&ordering=expected_date&limit=10'), await get('&ordering=expected_date&limit=10&offset=10')];
  const titles = await get('&ordering=title&fields=title');
  for (const item of [...pages.flatMap((p) => p.items), ...titles.items]) document.getElementById('out').append(Object.assign(document.createElement('li'), { textContent: item.title }));
  document.body.dataset.done = 'yes';
})();
</script>`;

const dir = mkdtempSync(join(tmpdir(), 'recorded-har-'));
let browser: Browser;
let har: RecordedRequests;
let journal: RecordedRequests;
const errors: string[] = [];

beforeAll(async () => {
  const mock = testApp({ count: 60 });
  const server = await listenLocally(mock.app);
  browser = await launchChromium();
  try {
    const path = join(dir, 'visit.har');
    const context = await browser.newContext({ recordHar: { path, content: 'embed' } });
    const tab = await context.newPage();
    // The app's page at the mock's origin (a page of its own origin, as a dev server proxying the API serves it).
    tab.on('console', (message) => errors.push(message.text()));
    await tab.route(`${server.url}/app/`, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: page('') }));
    await tab.goto(`${server.url}/app/`);
    await tab.locator('body[data-done="yes"]').waitFor({ state: 'attached' });
    expect({ items: await tab.locator('#out li').count(), errors }).toEqual({ items: 80, errors: [] });
    await context.close();
    har = recordedRequests(readFileSync(path, 'utf8'));
    journal = recordedRequests(journalLines(mock.journal));
  } finally {
    await server.close();
  }
});

afterAll(async () => {
  await browser?.close();
  rmSync(dir, { recursive: true, force: true });
});

async function replay(app: Parameters<typeof listenLocally>[0], recorded: RecordedRequests) {
  const server = await listenLocally(app);
  try {
    return await runReplay(recorded, { baseUrl: server.url, token: 'dev-token', profile: 'spec', timezone: 'UTC', file: 'visit' });
  } finally {
    await server.close();
  }
}

const TARGETS = ['&ordering=expected_date&limit=10', '&ordering=expected_date&limit=10&offset=10', '&ordering=title&fields=title'].map((q) => `${LISTING}${q}`);

test("the HAR and the journal hold the same three requests; the HAR's page is left out", () => {
  expect(har.calls.map((c) => c.target)).toEqual(TARGETS);
  expect(journal.calls.map((c) => c.target)).toEqual(TARGETS);
  expect(har.leftOut.get("not the API's /api/v2/pages/ path")).toBe(1);
});

test.each([
  ['HAR', () => har],
  ['journal', () => journal],
] as const)(
  'the %s replayed: passes on the mock, fails the right rule on a broken variant, names the reliance when the mock varies',
  async (_kind, recorded) => {
    const onMock = await replay(testApp({ count: 60 }).app, recorded());
    expect(onMock.results.map((r) => r.outcome)).toEqual(['passed', 'passed', 'passed']);
    expect(onMock.snapshotSummary).toContain('2 hold on');

    const fault = FAULTS.find((f) => f.name.startsWith('with ordering, each page after the first starts one release early'))!;
    const broken = await replay(faultyApp(testApp({ count: 60, validateResponses: false }).app, fault), recorded());
    expect(broken.results.filter((r) => r.outcome === 'failed').map((r) => r.reason)).toEqual([
      'the deployment breaks paging.pages-partition-the-result (§4.3)',
    ]);

    const varying = await replay(testApp({ count: 60, varyUnstated: true, seed: 2 }).app, recorded());
    expect(varying.results[2].rule.statement).toMatch(
      /relies on what the spec leaves open: request\.ordering-is-documented \(§4\.1\): ordering=title; the mock's picks: /,
    );
  },
);
