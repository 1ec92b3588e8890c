// One rulebook, one verdict: the same recorded exchanges, from the mock and from broken variants of it, judged
// through the suite's, the proxy's and the example checker's entry points, give the same verdict
// per rule, in both profiles (for the rules each answer lets all three judge).
import { AUTH, LISTING, testApp } from '../src/mock/testing/testApp';
import { listenLocally } from '../src/net/testing/listenLocally';
import { faultyApp } from './faults/harness';
import { FAULTS } from './faults';
import { AnswerJudge } from '../src/rules';
import { checkSemantics } from '../src/check-examples/semantics/checkSemantics';
import { expectSound, onOrAfter, onOrBefore, equalTo, type Result } from '../src/contract/rules/support';
import { RuleFailure } from '../src/contract/suite/outcomes';
import type { SuiteItem } from '../src/contract/suite/context';
import type { ApiResponse } from '../src/net/client/exchange';
import { CATALOGUE, itemRulesOf, NO_CLOCK, readingsOf } from '../src/rules';
import type { Profile } from '../src/core/profile';

interface Recorded {
  source: string;
  path: string;
  response: ApiResponse;
}

const DATE = '2026-03-10';
const PATHS = [
  '&limit=50',
  '&fields=*&limit=100',
  '&fields=expected_date,status&limit=30',
  '&fields=status&limit=30',
  `&expected_date_after=${DATE}&expected_date_before=2026-04-30&fields=*`,
  `&expected_date=${DATE}&fields=*`,
  `&expected_date_before=${DATE}&fields=id,expected_date&limit=40`,
];
const VARIANTS = [
  'the announced color is written blue',
  'the announced label is lower-case',
  'the announced description leaves out the date',
  'detail_url lacks its trailing slash',
  'target_date is written without its offset',
  'meta.type is written ReleasePage, without its app label',
  'fields other than * are ignored',
  'the default fields leave out the title',
  'fields=* leaves out content_scheduled',
  'expected_date_before is ignored when expected_date_after is given',
  'the exact expected_date filter is ignored',
];

const recorded: Recorded[] = [];

beforeAll(async () => {
  const sources = [
    { source: 'the mock', app: testApp().app },
    ...VARIANTS.map((name) => ({
      source: name,
      app: faultyApp(
        testApp().app,
        FAULTS.find((f) => f.name === name)!,
      ),
    })),
  ];
  for (const { source, app } of sources) {
    const server = await listenLocally(app);
    try {
      for (const path of PATHS) {
        const answer = await fetch(`${server.url}${LISTING}${path}`, { headers: AUTH });
        const text = await answer.text();
        const request = { method: 'GET', url: `${LISTING}${path}`, headers: {} } as unknown as ApiResponse['request'];
        recorded.push({ source, path, response: { status: answer.status, headers: answer.headers, text, body: JSON.parse(text), request } });
      }
    } finally {
      await server.close();
    }
  }
}, 120_000);

const queryOf = (path: string) => new URLSearchParams(`${LISTING}${path}`.split('?')[1]);

/** The rules all three tools judge on one answer: the catalogue's, judged by suite, proxy and checker, from one exchange. */
const SHARED = new Set(
  CATALOGUE.filter((e) => e.input === 'exchange' && ['suite', 'proxy', 'checker'].every((t) => e.judgedBy.includes(t as 'suite'))).map((e) => e.rule),
);

/** The suite's entry points: its item rules through itemChecks' problemOf, its filters through support's expectSound. */
function suiteViolations({ response, path }: Recorded, profile: Profile): string[] {
  const items = (response.body as { items: SuiteItem[] }).items;
  const query = queryOf(path);
  // The item rules the rulebook gives the query (its filters are the suite's conditions, below).
  const rules = itemRulesOf(query, NO_CLOCK, readingsOf(profile)).rules.filter(
    (rule) => !rule.ref.rule.startsWith('filter.') && !rule.ref.rule.startsWith('status.'),
  );
  const violated = rules.filter((rule) => items.some((item) => 'problem' in rule.judge(item))).map((rule) => rule.ref.rule);
  const result: Result = { query: path, items, pages: [response] };
  const filters: [string, string, (date: string) => ReturnType<typeof onOrAfter>][] = [
    ['expected_date_after', 'filter.expected-date-after-is-inclusive', onOrAfter],
    ['expected_date_before', 'filter.expected-date-before-is-inclusive', onOrBefore],
    ['expected_date', 'filter.expected-date-equals', equalTo],
  ];
  for (const [parameter, rule, condition] of filters) {
    if (!query.has(parameter)) continue;
    try {
      expectSound({ notJudged: () => undefined }, result, condition(query.get(parameter)!));
    } catch (error) {
      if (!(error instanceof RuleFailure)) throw error;
      violated.push(rule);
    }
  }
  return violated;
}

const proxyViolations = ({ response, path }: Recorded, profile: Profile) =>
  new AnswerJudge({ profile, timezone: 'UTC' })
    .judge(new URL(`http://upstream${LISTING}${path}`), 'GET', AUTH.Authorization, response)
    .violations.map((v) => v.rule);

const checkerViolations = ({ response, path }: Recorded, profile: Profile) =>
  checkSemantics({
    body: response.body,
    listing: true,
    query: queryOf(path),
    statedNowMs: Date.parse(response.headers.get('date')!),
    profile,
  }).findings.flatMap((f) => (f.rule ? [f.rule] : []));

const shared = (rules: string[]) => [...new Set(rules)].filter((rule) => SHARED.has(rule)).sort();

test.each(['spec', 'mock'] as const)('profile %s: each recorded answer gets the same verdict per rule from the suite, the proxy and the checker', (profile) => {
  expect(recorded.length).toBe((VARIANTS.length + 1) * PATHS.length);
  const disagreements = recorded.flatMap((exchange) => {
    const [suite, proxy, checker] = [suiteViolations(exchange, profile), proxyViolations(exchange, profile), checkerViolations(exchange, profile)].map(shared);
    return JSON.stringify(suite) === JSON.stringify(proxy) && JSON.stringify(proxy) === JSON.stringify(checker)
      ? []
      : [{ source: exchange.source, path: exchange.path, suite, proxy, checker }];
  });
  expect(disagreements).toEqual([]);
});

test('the recorded answers hold violations for the tools to agree on: each variant breaks a shared rule somewhere, the mock none', () => {
  const violatedBy = (source: string) => new Set(recorded.filter((r) => r.source === source).flatMap((r) => shared(proxyViolations(r, 'spec'))));
  expect([...violatedBy('the mock')]).toEqual([]);
  for (const variant of VARIANTS) expect({ variant, violated: violatedBy(variant).size > 0 }).toEqual({ variant, violated: true });
});
