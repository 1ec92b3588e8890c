// Tests of the answer judge's verdicts on statuses, dates and answers.
import { AnswerJudge, type Answer } from './answerJudge';

/** A fresh judge in the spec profile, as the proxy's default, for a request with a token. */
const checkListingAnswer = (url: URL, method: string, answer: Answer, timezone?: string) =>
  new AnswerJudge({ profile: 'spec', timezone }).judge(url, method, 'Token t', answer);

const DATE = 'Sun, 01 Mar 2026 12:00:00 GMT';
const url = (query: string) => new URL(`http://upstream/api/v2/pages/?type=releases.ReleasePage&${query}`);
const meta = (id: number) => ({
  type: 'releases.ReleasePage',
  detail_url: `http://upstream/api/v2/pages/${id}/`,
  html_url: 'https://example.com/r/',
  slug: 'r',
  first_published_at: null,
});
const status = (code: string, label: string, description: string) => ({ code, label, color: '#0D6EFD', description });

function answer(items: object[], date: string | null = DATE) {
  const headers = new Headers({ 'Content-Type': 'application/json' });
  if (date) headers.set('Date', date);
  return { status: 200, headers, text: JSON.stringify({ meta: { total_count: items.length }, items }) };
}

const item = (id: number, fields: object) => ({ id, title: 't', meta: meta(id), ...fields });

test('status=draft needs liveness: not judged, not a violation', () => {
  const verdict = checkListingAnswer(url('status=draft&fields=target_date'), 'GET', answer([item(1, { target_date: null })]));
  expect(verdict.violations).toEqual([]);
  expect(verdict.unjudged.map((u) => u.rule)).toEqual(['status.draft-filter']);
});

test('status=announced: an item with a target_date breaks it; one without cannot be judged (liveness)', () => {
  expect(checkListingAnswer(url('status=announced&fields=target_date'), 'GET', answer([item(1, { target_date: null })])).unjudged.map((u) => u.rule)).toEqual([
    'status.announced-filter',
  ]);
  const verdict = checkListingAnswer(url('status=announced&fields=target_date'), 'GET', answer([item(1, { target_date: '2026-05-01T10:00:00+00:00' })]));
  expect(verdict.violations.map((v) => [v.rule, v.pointer])).toEqual([['status.announced-filter', '/items/0']]);
});

test('status=published is judged on the Date header, to the margin: an expected_date far ahead breaks it; without Date nothing is judged', () => {
  const ahead = [item(1, { expected_date: '2026-06-01', target_date: null })];
  expect(checkListingAnswer(url('status=published&fields=expected_date,target_date'), 'GET', answer(ahead)).violations.map((v) => v.rule)).toEqual([
    'status.published-filter',
  ]);
  const undated = checkListingAnswer(url('status=published&fields=expected_date,target_date'), 'GET', answer(ahead, null));
  expect(undated.violations).toEqual([]);
  expect(undated.unjudged.map((u) => u.rule)).toContain('status.published-filter');
});

test('answers of one second in two zones are each judged in their own', () => {
  // 06:00 UTC: 2026-02-28 is before today in UTC, and may be today somewhere else.
  const early = answer([item(1, { expected_date: '2026-02-28', target_date: null })], 'Sun, 01 Mar 2026 06:00:00 GMT');
  const query = url('status=published&fields=expected_date,target_date');
  expect(checkListingAnswer(query, 'GET', early).unjudged.map((u) => u.rule)).toContain('status.published-filter');
  expect(checkListingAnswer(query, 'GET', early, 'UTC')).toEqual({ violations: [], unjudged: [] });
  expect(checkListingAnswer(query, 'GET', early).unjudged.map((u) => u.rule)).toContain('status.published-filter');
});

test("a 200 body's formats are checked as the mock checks its own: a real calendar date, a uri with a scheme and no space", () => {
  const rules = (fields: object) => checkListingAnswer(url('fields=expected_date'), 'GET', answer([item(1, fields)])).violations.map((v) => v.rule);
  expect(rules({ expected_date: '2026-02-30' })).toEqual(['schema.listing-answers-match-openapi', 'content.date-formats']);
  expect(rules({ expected_date: '2026-02-28', meta: { ...meta(1), html_url: 'https://example.com/r /' } })).toContain('schema.listing-answers-match-openapi');
  // Not RFC 3986 (`^`), but not judged: the full grammar cost a fifth of a page's checks.
  expect(rules({ expected_date: '2026-02-28', meta: { ...meta(1), html_url: 'https://example.com/r/^' } })).toEqual([]);
});

test('an announced status is labelled Announced and states the expected date', () => {
  const wrong = item(1, { expected_date: '2026-12-03', status: status('announced', 'Coming', 'Soon.') });
  const verdict = checkListingAnswer(url('fields=expected_date,status'), 'GET', answer([wrong]));
  expect(verdict.violations.map((v) => v.rule)).toEqual(['content.announced-status-is-labelled']);
  const right = item(1, { expected_date: '2026-12-03', status: status('announced', 'Announced', 'Expected on 2026-12-03.') });
  expect(checkListingAnswer(url('fields=expected_date,status'), 'GET', answer([right])).violations).toEqual([]);
});

test('a payload is cut to a bounded size', () => {
  const long = item(1, { title: 'x'.repeat(5000), expected_date: '2026-02-30' });
  const [violation] = checkListingAnswer(url('fields=expected_date'), 'GET', answer([long])).violations.filter((v) => v.rule === 'content.date-formats');
  expect(violation.payload!.length).toBeLessThanOrEqual(501);
});

test.each(['limit=2', 'type=wagtailcore.Page&limit=2'])(
  'a listing of other page types (%s), as Wagtail answers it 200 with every page, is judged by no release-page rule (the mock profile holds a missing type to its refusal, as the suite does)',
  (query) => {
    const pages = [
      {
        id: 2,
        title: 'Home',
        meta: {
          type: 'home.HomePage',
          detail_url: 'http://upstream/api/v2/pages/2/',
          html_url: 'http://upstream/',
          slug: 'home',
          first_published_at: '2026-01-01T09:00:00Z',
        },
      },
      {
        id: 3,
        title: 'Releases',
        meta: {
          type: 'releases.ReleaseIndexPage',
          detail_url: 'http://upstream/api/v2/pages/3/',
          html_url: 'http://upstream/releases/',
          slug: 'releases',
          first_published_at: null,
        },
      },
    ];
    for (const profile of ['spec', 'mock'] as const) {
      const verdict = new AnswerJudge({ profile }).judge(new URL(`http://upstream/api/v2/pages/?${query}`), 'GET', 'Token t', {
        ...answer(pages),
        text: JSON.stringify({ meta: { total_count: 2 }, items: pages }),
      });
      expect(verdict.violations.map((v) => v.rule)).toEqual(profile === 'mock' && query === 'limit=2' ? ['invalid.type-missing-is-refused'] : []);
    }
  },
);

test.each([
  [500, 'text/html', '<h1>Server Error (500)</h1>'],
  [302, 'text/html', ''],
  [400, 'text/html', '<h1>Bad Request</h1>'],
])(
  'an answer %i (%s) is judged in the spec profile as the suite judges it: a server error or a redirect violates, a refusal of any shape holds',
  (status, type, text) => {
    const verdict = new AnswerJudge({ profile: 'spec' }).judge(url('expected_date=2025-13-01'), 'GET', 'Token t', {
      status,
      headers: new Headers({ 'Content-Type': type }),
      text,
    });
    expect(verdict.violations.map((v) => [v.rule, v.actual])).toEqual(status === 400 ? [] : [['invalid.date-not-a-date-is-refused', `status ${status}`]]);
    // The same answer to a request the documentation admits is no-failing-answers' evidence; refused, valid-requests-are-served's.
    const ordinary = new AnswerJudge({ profile: 'spec' }).judge(url('expected_date=2025-12-01'), 'GET', 'Token t', {
      status,
      headers: new Headers({ 'Content-Type': type }),
      text,
    });
    expect(ordinary.violations.map((v) => v.rule)).toEqual([status === 400 ? 'content.valid-requests-are-served' : 'content.no-failing-answers']);
  },
);
