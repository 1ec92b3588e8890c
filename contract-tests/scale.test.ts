// The suite at staging scale reads what it needs, not the whole listing: a sampled snapshot,
// windows of large results, a fixed number of requests whatever the size.
import { runSuite } from '../src/contract/suite/runSuite';
import { listenLocally } from '../src/net/testing/listenLocally';
import { testApp } from '../src/mock/testing/testApp';

jest.setTimeout(120_000);

const { app: large } = testApp({ count: 20_000, validateResponses: false });
let server: Awaited<ReturnType<typeof listenLocally>>;
beforeAll(async () => {
  server = await listenLocally(large);
});
afterAll(() => server.close());

test('20,000 releases: every rule of both profiles passes, no skip, from a sampled snapshot, in well under 2,000 requests', async () => {
  for (const profile of ['spec', 'mock'] as const) {
    const run = await runSuite({ baseUrl: server.url, token: 'dev-token', profile, timezone: 'UTC' });
    expect(run.fault).toBeUndefined();
    expect(run.results.filter((r) => r.outcome !== 'passed').map((r) => `${r.rule.name}: ${r.outcome} ${r.reason}`)).toEqual([]);
    expect(run.snapshotSummary).toMatch(/^\d+ of 20000 releases, in pages spread through the listing/);
    expect(run.requests).toBeLessThan(800);
  }
});

test('--only invalid. reads no snapshot: the preflight and its own requests', async () => {
  const run = await runSuite({ baseUrl: server.url, token: 'dev-token', profile: 'spec', only: ['invalid.'] });
  expect(run.snapshotSummary).toBe('not read (no rule needed it)');
  expect(run.results.map((r) => r.outcome)).toEqual(['passed', 'passed', 'passed', 'passed', 'passed']);
  expect(run.requests).toBeLessThanOrEqual(20);
});
