// An answer to a rule's request is that rule's evidence: deployments written here answer some
// requests with HTML pages, server errors or filters dropped, and the suite judges those answers
// by the rules that sent them, running every other rule (exit 1), not ending the run (exit 2).
import express, { type Express, type NextFunction, type Request, type Response } from 'express';
import { ALL_RULES } from '../src/contract/rules';
import { runContract } from '../src/contract/cli';
import { runSuite, type SuiteRun } from '../src/contract/suite/runSuite';
import { listenLocally } from '../src/net/testing/listenLocally';
import { DJANGO_500, faultyApp } from './faults/harness';
import { FAULTS } from './faults';
import { LISTING, testApp } from '../src/mock/testing/testApp';
import { AnswerJudge } from '../src/rules';

const { app: mock } = testApp({ count: 230, validateResponses: false });

/** The mock behind `intercept`, which may answer a request itself. */
function fronted(intercept: (req: Request, res: Response, next: NextFunction) => void): Express {
  const app = express();
  app.use(intercept);
  app.use(mock);
  return app;
}

/** The mock, with every 4xx answer's JSON body replaced by an HTML page of the same status. */
const htmlRefusals = fronted((_req, res, next) => {
  const json = res.json.bind(res);
  res.json = (body: unknown) =>
    res.statusCode >= 400 && res.statusCode <= 499 ? res.type('html').send(`<html><body><h1>${res.statusCode}</h1></body></html>`) : json(body);
  next();
});

/** The mock, but a date filter that is not a real date is a 500 with Django's HTML page (stock Wagtail). */
const dateCrash = fronted((req, res, next) => {
  const query = new URLSearchParams(req.url.split('?')[1] ?? '');
  const dates = ['expected_date', 'expected_date_after', 'expected_date_before'].map((name) => query.get(name)).filter((v) => v !== null);
  if (dates.some((date) => Number.isNaN(Date.parse(`${date}T00:00:00Z`)) || new Date(`${date}T00:00:00Z`).toISOString().slice(0, 10) !== date)) {
    res.status(500).type('html').send(DJANGO_500);
    return;
  }
  next();
});

/** The mock, but `ordering=-expected_date`, a request the documentation admits, is a 500 (a deployment failing one ordinary request). */
const descendingCrash = faultyApp(
  mock,
  FAULTS.find((fault) => fault.caughtBy === 'content.no-failing-answers')!,
);

const FILTERS = ['expected_date_after', 'expected_date_before', 'status', 'search'] as const;

/** The mock, dropping `ignored` from any request that also gives `given`. */
const dropping = (ignored: string, given: string) =>
  fronted((req, _res, next) => {
    const [path, search = ''] = req.url.split('?');
    const query = new URLSearchParams(search);
    if (query.has(given)) query.delete(ignored);
    // The mock reads the target from originalUrl, so both change.
    req.url = req.originalUrl = `${path}?${query}`;
    next();
  });

async function runAgainst(app: Express, only?: string[]): Promise<SuiteRun> {
  const server = await listenLocally(app);
  try {
    return await runSuite({ baseUrl: server.url, token: 'dev-token', profile: 'spec', only, maxRetries: 0 });
  } finally {
    await server.close();
  }
}

const failed = (run: SuiteRun) => run.results.filter((r) => r.outcome === 'failed').map((r) => r.rule.name);
const SPEC_RULES = ALL_RULES.filter((r) => r.profile === 'spec').map((r) => r.name);

test('a conforming deployment whose 4xx answers are HTML pages passes: the shape of an error body is not shown (§7)', async () => {
  const run = await runAgainst(htmlRefusals);
  expect(run.fault).toBeUndefined();
  expect(failed(run)).toEqual([]);
  expect(run.results.map((r) => r.rule.name)).toEqual(SPEC_RULES);
}, 60_000);

test('an invalid date answered 500 fails its invalid.* rule, and every other rule is still judged', async () => {
  const run = await runAgainst(dateCrash);
  expect(run.fault).toBeUndefined();
  expect(failed(run)).toEqual(['invalid.date-not-a-date-is-refused']);
  expect(run.results.map((r) => r.rule.name)).toEqual(SPEC_RULES);
  const failure = run.results.find((r) => r.outcome === 'failed')!.failure!;
  expect(failure.expected).toBe('a 4xx refusal');
  expect(failure.actual).toMatch(/^status 500: <!doctype html>/);
}, 60_000);

test("a failing answer has one name in the suite and the proxy: the rulebook's failingAnswerRule", async () => {
  const proxyNames = (target: string) =>
    new AnswerJudge({ profile: 'spec' })
      .judge(new URL(`http://upstream${target}`), 'GET', 'Token k', { status: 500, headers: new Headers({ 'Content-Type': 'text/html' }), text: DJANGO_500 })
      .violations.map((v) => v.rule);
  // An invalid parameter's: the suite fails the invalid.* rule that sent it (above), and nothing else.
  expect(proxyNames(`${LISTING}&expected_date=2025-13-01`)).toEqual(['invalid.date-not-a-date-is-refused']);
  // A request the documentation admits: the rule that sent it fails, and content.no-failing-answers names the answer as the proxy does.
  const run = await runAgainst(descendingCrash, ['ordering.', 'content.no-failing-answers']);
  expect(run.fault).toBeUndefined();
  expect(failed(run)).toEqual(['ordering.expected-date-descending-across-pages', 'content.no-failing-answers']);
  expect(run.results.find((r) => r.rule.name === 'content.no-failing-answers')!.failure!.actual).toMatch(/^status 500: <!doctype html>/);
  expect(proxyNames(`${LISTING}&ordering=-expected_date&limit=20`)).toEqual(['content.no-failing-answers']);
}, 60_000);

test('through the command, the 500 is exit code 1 (a rule failed), not 2 (the run stopped)', async () => {
  const log = jest.spyOn(console, 'log').mockImplementation(() => undefined);
  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const server = await listenLocally(dateCrash);
  try {
    const noLocalMock = () => Promise.reject(new Error('--base-url was given'));
    expect(await runContract(['--base-url', server.url, '--token', 'dev-token', '--only', 'invalid.', 'auth.'], noLocalMock)).toBe(1);
    expect(error.mock.calls).toEqual([]);
    expect(log.mock.calls.map((call) => String(call[0])).join('\n')).toContain('invalid.date-not-a-date-is-refused');
  } finally {
    jest.restoreAllMocks();
    await server.close();
  }
}, 30_000);

describe('a deployment that ignores one filter whenever another is given fails the combined rule', () => {
  const pairs = FILTERS.flatMap((ignored) => FILTERS.filter((given) => given !== ignored).map((given) => [ignored, given] as const));
  test.each(pairs)(
    '%s ignored whenever %s is given',
    async (ignored, given) => {
      const run = await runAgainst(dropping(ignored, given), ['combined.filters-search-ordering-and-paging']);
      expect(run.fault).toBeUndefined();
      expect(run.results.map((r) => `${r.rule.name}: ${r.outcome}`)).toEqual(['combined.filters-search-ordering-and-paging: failed']);
    },
    30_000,
  );

  test('the unbroken mock passes it', async () => {
    const run = await runAgainst(mock, ['combined.filters-search-ordering-and-paging']);
    expect(run.results.map((r) => `${r.rule.name}: ${r.outcome}`)).toEqual(['combined.filters-search-ordering-and-paging: passed']);
  }, 30_000);
});
