// The suite against the mock: every rule passes unbroken, and each broken variant is caught.
import { testApp } from '../src/mock/testing/testApp';
import { ALL_RULES } from '../src/contract/rules';
import { runSuite, type SuiteRun } from '../src/contract/suite/runSuite';
import { faultyApp, onList } from './faults/harness';
import { FAULTS } from './faults/index';
import { listenLocally } from '../src/net/testing/listenLocally';

// A smaller dataset than the default keeps the 60-odd runs quick; it still holds every edge case, and is
// more than a page of 200, so that a page above the maximum can be told from the whole result.
const { app: mock } = testApp({ count: 230, validateResponses: false });

async function runAgainst(app = mock, profile: 'spec' | 'mock' = 'spec', timezone?: string): Promise<SuiteRun> {
  const server = await listenLocally(app);
  try {
    return await runSuite({ baseUrl: server.url, token: 'dev-token', profile, timezone });
  } finally {
    await server.close();
  }
}

const failures = (run: SuiteRun) => run.results.filter((r) => r.outcome === 'failed').map((r) => `${r.rule.name}: ${r.reason}`);

describe('on the unbroken mock', () => {
  test('every rule of the spec profile passes or is skipped with a reason', async () => {
    const run = await runAgainst();
    expect(failures(run)).toEqual([]);
    expect(run.results.map((r) => r.rule.name)).toEqual(ALL_RULES.filter((r) => r.profile === 'spec').map((r) => r.name));
    for (const skipped of run.results.filter((r) => r.outcome === 'skipped')) expect(skipped.reason).toMatch(/\w{4,}/);
  }, 60_000);

  test('with the mock profile and its time zone, every rule runs and passes', async () => {
    const run = await runAgainst(mock, 'mock', 'UTC');
    expect(failures(run)).toEqual([]);
    expect(run.results.filter((r) => r.outcome === 'skipped').map((r) => `${r.rule.name}: ${r.reason}`)).toEqual([]);
    expect(run.results).toHaveLength(ALL_RULES.length);
  }, 60_000);
});

test('a listing that holds no release ends the run as one that cannot be judged, not a pass', async () => {
  const empty = onList((body) => {
    body.items = [];
    body.meta.total_count = 0;
  });
  const run = await runAgainst(faultyApp(mock, { name: 'every listing empty', caughtBy: 'none: the run cannot judge it', answer: empty }));
  expect(run.fault).toMatch(/holds no release/);
}, 60_000);

describe('on a broken variant, the suite fails and names the broken rule', () => {
  test.each(FAULTS.map((fault) => [fault.name, fault] as const))(
    '%s',
    async (_name, fault) => {
      const rule = ALL_RULES.find((r) => r.name === fault.caughtBy);
      expect(rule).toBeDefined();
      const run = await runAgainst(faultyApp(mock, fault), rule!.profile, rule!.profile === 'mock' ? 'UTC' : undefined);
      expect(run.results.filter((r) => r.outcome === 'failed').map((r) => r.rule.name)).toContain(fault.caughtBy);
    },
    60_000,
  );
});
