// The 4xx decision (openapi.yaml's list of decisions, "Statuses in the spec profile"): §7's
// table lists 200, 400, 401 and 403, but which conditions are invalid, which give 403 and rate
// limits are not shown (§7, §8), so in the spec profile any 4xx is a status the listing may have;
// in the mock profile only the mock's. The suite, the proxy and the checker read it alike.
import express, { type Express } from 'express';
import { runSuite, type SuiteRun } from '../src/contract/suite/runSuite';
import { listenLocally } from '../src/net/testing/listenLocally';
import { LISTING, testApp } from '../src/mock/testing/testApp';
import { AnswerJudge } from '../src/rules';
import { checkResponseSchema } from '../src/check-examples/pair/checkResponseSchema';
import { loadApiDocument } from '../src/check-examples/pair/apiDocument';
import { findOperation } from '../src/check-examples/pair/findOperation';
import { OPENAPI_PATH } from '../src/core/packageFiles';
import type { Profile } from '../src/core/profile';

const { app: mock } = testApp({ count: 60, validateResponses: false });

/** The mock, but every 400 is a 422 with a body of its own (a deployment refusing invalid parameters so). */
function refusingWith422(): Express {
  const app = express();
  app.use((_req, res, next) => {
    const status = res.status.bind(res);
    res.status = (code: number) => status(code === 400 ? 422 : code);
    next();
  });
  app.use(mock);
  return app;
}

/** A deployment that answers every listing 429 (a rate limit, not shown by §8). */
function rateLimited(): Express {
  const app = express();
  app.use((_req, res) => {
    res.status(429).set('Retry-After', '0').json({ detail: 'Request was throttled.' });
  });
  return app;
}

async function runAgainst(app: Express, profile: Profile, only: string[]): Promise<SuiteRun> {
  const server = await listenLocally(app);
  try {
    return await runSuite({ baseUrl: server.url, token: 'dev-token', profile, only, maxRetries: 0 });
  } finally {
    await server.close();
  }
}

const failed = (run: SuiteRun) => run.results.filter((r) => r.outcome === 'failed').map((r) => r.rule.name);

describe('a deployment refusing invalid parameters with 422', () => {
  test('the suite, spec profile: every invalid.* rule holds, and so does the schema rule', async () => {
    const run = await runAgainst(refusingWith422(), 'spec', ['invalid.', 'schema.']);
    expect(run.fault).toBeUndefined();
    // The refusals were seen and judged: each invalid.* rule passed on a 422.
    expect(run.results.filter((r) => r.rule.name.startsWith('invalid.') && r.outcome === 'passed').length).toBeGreaterThanOrEqual(5);
    expect(run.results.map((r) => r.rule.name)).toContain('schema.listing-answers-match-openapi');
    expect(failed(run)).toEqual([]);
  }, 60_000);

  test("the suite, mock profile: the schema rule fails on the status openapi.yaml does not list (and the invalid.* rules on the mock's 400 bar)", async () => {
    const run = await runAgainst(refusingWith422(), 'mock', ['invalid.', 'schema.']);
    expect(run.fault).toBeUndefined();
    expect(failed(run)).toContain('schema.listing-answers-match-openapi');
    const schema = run.results.find((r) => r.rule.name === 'schema.listing-answers-match-openapi')!.failure!;
    expect(schema.expected).toBe('a status openapi.yaml documents: 200, 400, 401, 403, 404, 429, 500, 502, 503');
    expect(schema.actual).toBe('status 422');
  }, 60_000);

  test.each([
    ['spec', []],
    ['mock', ['invalid.limit-not-an-integer-is-refused', 'schema.listing-answers-match-openapi']],
  ] as const)('the proxy, profile %s', (profile, violated) => {
    const answer = { status: 422, headers: new Headers({ 'Content-Type': 'application/json' }), text: '{"errors":[{"loc":"limit"}]}' };
    const verdict = new AnswerJudge({ profile }).judge(new URL(`http://upstream${LISTING}&limit=abc`), 'GET', 'Token k', answer);
    expect(verdict.violations.map((v) => v.rule).sort()).toEqual(violated);
  });

  test.each([
    ['spec', []],
    ['mock', ['openapi.yaml documents no 422 answer for GET /api/v2/pages/ (it documents 200, 400, 401, 403, 404, 429, 500, 502, 503)']],
  ] as const)('the example checker, profile %s', (profile, problems) => {
    const document = loadApiDocument(OPENAPI_PATH, 'openapi.yaml', profile);
    const lookup = findOperation(document, 'GET', '/api/v2/pages/');
    if ('problem' in lookup) throw new Error(lookup.problem);
    const findings = checkResponseSchema(document, lookup.operation, 422, { errors: [{ loc: 'limit' }] }, 1);
    expect(findings.map((f) => f.message)).toEqual(problems);
  });

  test('a status §7 does not list and that is no refusal is still a schema violation in the spec profile', () => {
    const verdict = new AnswerJudge({ profile: 'spec' }).judge(new URL(`http://upstream${LISTING}`), 'GET', 'Token k', {
      status: 204,
      headers: new Headers(),
      text: '',
    });
    expect(verdict.violations.map((v) => [v.rule, v.actual])).toEqual([['schema.listing-answers-match-openapi', 'status 204']]);
  });
});

describe('a deployment answering 429 to an ordinary listing (rate limits: not shown, §8)', () => {
  test('the proxy reports no violation in either profile', () => {
    for (const profile of ['spec', 'mock'] as const) {
      const answer = {
        status: 429,
        headers: new Headers({ 'Content-Type': 'application/json', 'Retry-After': '1' }),
        text: '{"detail":"Request was throttled."}',
      };
      expect(new AnswerJudge({ profile }).judge(new URL(`http://upstream${LISTING}`), 'GET', 'Token k', answer).violations).toEqual([]);
    }
  });

  test('the suite fails no rule of the deployment: the run stops as for an unreachable one (exit code 2)', async () => {
    const run = await runAgainst(rateLimited(), 'spec', ['schema.', 'paging.']);
    expect(run.fault).toMatch(/429/);
    expect(failed(run)).toEqual([]);
  }, 30_000);
});
