// --compare: the same requests to two deployments, each answer judged, the two compared.
import { testApp } from '../../mock/testing/testApp';
import { faultyApp, onList, type Fault } from '../../../contract-tests/faults/harness';
import { FAULTS } from '../../../contract-tests/faults';
import { listenLocally } from '../../net/testing/listenLocally';
import { runCompare } from './runCompare';
import { answerDifference } from './answerDifference';
import type { SuiteRun } from '../suite/runSuite';
import { htmlReport } from '../report/htmlReport';

const mock = () => testApp({ count: 60, validateResponses: false }).app;

/** A deployment that reads a `fields` list as only those fields (no id, no meta), as the spec's words allow. */
const restrictedFields: Fault = {
  name: 'a fields list gives only those fields',
  caughtBy: '',
  answer: onList((body, query) => {
    const fields = query.get('fields');
    if (fields === null || fields === '*') return;
    const names = fields.split(',');
    body.items = body.items.map((item) => Object.fromEntries(Object.entries(item).filter(([key]) => names.includes(key))));
  }),
};

async function compare(a: Parameters<typeof listenLocally>[0], b: Parameters<typeof listenLocally>[0]): Promise<SuiteRun> {
  const [serverA, serverB] = await Promise.all([listenLocally(a), listenLocally(b)]);
  try {
    return await runCompare(undefined, { baseUrl: serverA.url, compareUrl: serverB.url, token: 'dev-token', profile: 'spec', timezone: 'UTC' });
  } finally {
    await Promise.all([serverA.close(), serverB.close()]);
  }
}

const statements = (run: SuiteRun) => run.results.map((r) => r.rule.statement);

test('the mock against itself: every answer the same, nothing failed', async () => {
  const run = await compare(mock(), mock());
  expect(run.results.every((r) => r.outcome === 'passed')).toBe(true);
  expect(new Set(statements(run))).toEqual(new Set(['the same releases in the same order on A and B']));
  expect(run.snapshotSummary).toMatch(/^8 requests to A \(.*\) and B \(.*\): 8 the same; 0 differ as the spec allows; 0 differ in data; 0 break a rule$/);
  expect(run.requests).toBe(16);
});

test('against a deployment reading fields otherwise: the difference is allowed, and only there', async () => {
  const run = await compare(mock(), faultyApp(mock(), restrictedFields));
  expect(run.results.every((r) => r.outcome === 'passed')).toBe(true);
  const differing = run.results.filter((r) => r.rule.statement !== 'the same releases in the same order on A and B');
  expect(differing.map((r) => r.rule.name)).toEqual([expect.stringContaining('fields=title,expected_date,status')]);
  expect(differing[0].rule.statement).toBe(
    'differs as the spec allows: fields: only A shows id, meta (§4.1: which fields a list of names gives is open to reading)',
  );
});

test('against a broken deployment: the rule and the side are named, and the line fails', async () => {
  const fault = FAULTS.find((f) => f.name === 'JSON answers are sent as text/html')!;
  const run = await compare(mock(), faultyApp(mock(), fault));
  const failed = run.results.filter((r) => r.outcome === 'failed');
  expect(failed).toHaveLength(8);
  expect(failed[0].reason).toBe('B breaks content.answers-are-json (Introduction, §7)');
  const page = htmlReport(run);
  expect(page).toContain('<table class="sides"><thead><tr><th></th><th>A</th><th>B</th></tr></thead>');
  expect(page).toMatch(
    /<tr><th>rules broken<\/th><td><code>none<\/code><\/td><td><code>content\.answers-are-json \(Introduction, §7\): Content-Type: text\/html/,
  );
});

describe('how two answers differ', () => {
  const query = new URLSearchParams('ordering=expected_date');
  const page = (...items: object[]) => ({ status: 200, body: { meta: { total_count: items.length }, items } });

  test('a release only one side has is a data difference, named', () => {
    expect(answerDifference(query, page({ id: 1 }, { id: 2 }), page({ id: 1 }))).toEqual({
      kind: 'data',
      notes: ['total_count 2 on A, 1 on B', 'only A has release 2'],
    });
  });

  test("ties in another order and another status wording than announced's are allowed; a title is data", () => {
    const draft = (label: string) => ({ code: 'draft', label, color: '#000000', description: 'x' });
    expect(answerDifference(query, page({ id: 1, status: draft('Draft') }, { id: 2 }), page({ id: 2 }, { id: 1, status: draft('Not live') })).notes).toEqual([
      'order: releases of one date in another order (§4.1: ties are not ordered)',
      "status wording of draft (§2.4: labels, colours and descriptions other than announced's are not shown)",
    ]);
    expect(answerDifference(query, page({ id: 1, title: 'a' }), page({ id: 1, title: 'b' }))).toEqual({ kind: 'data', notes: ['title differs in release 1'] });
  });
});
