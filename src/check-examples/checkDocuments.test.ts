// Tests of checking documents' examples: those that hold, those wrong, and what is not examined.
import { appendFileSync, copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { OPENAPI_PATH } from '../core/packageFiles';
import { CannotCheckError } from './cannotCheck';
import { checkFiles } from './checkFiles';
import type { Profile } from '../core/profile';
import type { ExampleResult, ExampleProblem } from './types';

const OPENAPI = { path: OPENAPI_PATH, name: 'openapi.yaml' };
const testdata = (file: string) => join(__dirname, 'testdata', file);
const PROFILES: Profile[] = ['spec', 'mock'];

async function examplesOf(file: string, profile: Profile): Promise<ExampleResult[]> {
  const [result] = await checkFiles([{ path: testdata(file), name: file }], OPENAPI, profile);
  return result.examples;
}

/** Every request of a document is an example. */
const requestsIn = (file: string) =>
  readFileSync(testdata(file), 'utf8')
    .split('\n')
    .filter((line) => /^\s*GET /.test(line)).length;

describe('documents whose examples hold', () => {
  test.each(['correct.md', 'correct.rst'].flatMap((file) => PROFILES.map((profile) => [file, profile] as const)))(
    '%s, profile %s: every example pair is found and nothing is flagged',
    async (file, profile) => {
      const examples = await examplesOf(file, profile);
      expect(examples).toHaveLength(requestsIn(file));
      expect(examples.flatMap((e) => e.problems)).toEqual([]);
      expect(examples.every((e) => e.verdict === 'ok')).toBe(true);
    },
  );

  test('without a stated date, the checker says which "now" it assumed, narrowed by the descriptions in the mock profile', async () => {
    const assumed = async (profile: Profile) => (await examplesOf('correct.md', profile)).map((e) => e.assumedNow).filter(Boolean);
    expect(await assumed('mock')).toEqual([
      'assuming now is between 2026-02-27T00:00:00Z and 2026-03-13T00:00:00Z',
      'assuming now is between 2026-02-21T00:00:00Z and 2026-02-25T10:00:00Z',
    ]);
    // The documentation leaves the wording of descriptions open: only the codes tell when "now" is.
    expect(await assumed('spec')).toEqual(['assuming now is after 2026-02-27T00:00:00Z', 'assuming now is after 2026-02-21T00:00:00Z']);
  });
});

/** Documents with one example per `## heading`; lines are found in the text, not taken from the checker. */
function sectionOf(file: string, heading: string) {
  const text = readFileSync(testdata(file), 'utf8').split('\n');
  const start = text.indexOf(`## ${heading}`);
  if (start === -1) throw new Error(`${file} has no section ${heading}`);
  const length = text.slice(start + 1).findIndex((line) => line.startsWith('## '));
  const lines = text.slice(start, length === -1 ? undefined : start + 1 + length);
  const lineOf = (test: (line: string) => boolean) => start + lines.findIndex(test) + 1;
  const request = lineOf((line) => line === '```http') + 1;
  const status = lines.some((line) => line.startsWith('HTTP/1.1')) ? lineOf((line) => line.startsWith('HTTP/1.1')) : request;
  return { request, status, body: lineOf((line) => line === '```json') + 1 };
}

type Place = 'request' | 'status' | 'body';
/** Where a problem is (a line of the example, or a number of lines after the request line), what found it, its rule, and what it says. */
type Expected = [place: Place | number, check: ExampleProblem['check'], rule: string, message: string | RegExp, where?: { item?: number; pointer?: string }];

/** In the spec profile: the same problems as in the mock profile, none but those of the checks other than the reference's, or others. */
type SpecExpected = 'same' | 'without the reference' | Expected[];

/** Each wrong example, its problems in the mock profile, and in the spec profile (README.md, "Checking examples"). */
const WRONG_EXAMPLES: [heading: string, mock: Expected[], spec: SpecExpected][] = [
  [
    'unknown parameter',
    [
      [
        'request',
        'request',
        'request.parameters-are-documented',
        'request.parameters-are-documented (§4.1): query parameter colour; expected only the documented parameters: type, limit, offset, fields, search, search_operator, expected_date_after, expected_date_before, expected_date, status, ordering',
      ],
      [
        'request',
        'reference',
        'example.answer-is-the-reference-status',
        'the reference implementation answers 400 {"message":"query parameter is not an operation or a recognised field: colour"} to this request, not 200',
      ],
    ],
    'without the reference',
  ],
  [
    'limit not an integer',
    [
      ['request', 'request', 'request.limit-is-integer', 'request.limit-is-integer (§4.1): limit=abc; expected an integer from 0, written in decimal digits'],
      [
        'request',
        'reference',
        'example.answer-is-the-reference-status',
        'the reference implementation answers 400 {"message":"limit must be a positive integer"} to this request, not 200',
      ],
    ],
    'without the reference',
  ],
  [
    'not a real date',
    [
      [
        'request',
        'request',
        'request.dates-are-iso-dates',
        'request.dates-are-iso-dates (§4.1): expected_date=2025-02-30; expected a real calendar date in the form YYYY-MM-DD',
      ],
      [
        'request',
        'reference',
        'example.answer-is-the-reference-status',
        'the reference implementation answers 400 {"message":"field filter error. \'2025-02-30\' is not a valid value for expected_date (not a real date in the form YYYY-MM-DD)"} to this request, not 200',
      ],
    ],
    'without the reference',
  ],
  [
    'missing type',
    [
      [
        'request',
        'request',
        'request.type-is-release-page',
        'request.type-is-release-page (§4.1): no type; expected type=releases.ReleasePage, a required parameter',
      ],
      [
        'request',
        'reference',
        'example.answer-is-the-reference-status',
        'the reference implementation answers 400 {"message":"type is required (this API lists release pages with type=releases.ReleasePage)"} to this request, not 200',
      ],
    ],
    'without the reference',
  ],
  [
    'missing authorization',
    [
      [
        'request',
        'request',
        'request.authorization-is-token',
        'request.authorization-is-token (§5.2): no Authorization header; expected `Authorization: Token <key>`',
      ],
      [
        'request',
        'reference',
        'example.answer-is-the-reference-status',
        'the reference implementation answers 401 {"detail":"Authentication credentials were not provided."} to this request, not 200',
      ],
    ],
    'same',
  ],
  [
    'odd authorization',
    [
      [1, 'request', 'request.authorization-is-token', 'request.authorization-is-token (§5.2): Authorization: Bearer …; expected `Authorization: Token <key>`'],
      [
        'request',
        'reference',
        'example.answer-is-the-reference-status',
        'the reference implementation answers 401 {"detail":"Authentication credentials were not provided."} to this request, not 200',
      ],
    ],
    'same',
  ],
  [
    'parameter given twice',
    [
      ['request', 'request', 'request.parameter-given-once', 'request.parameter-given-once (§4.1): limit given 2 times; expected limit given once'],
      [
        'request',
        'reference',
        'example.answer-is-the-reference-status',
        'the reference implementation answers 400 {"message":"limit may be given only once"} to this request, not 200',
      ],
    ],
    [],
  ],
  [
    'empty value',
    [
      [
        'request',
        'request',
        'request.status-is-documented',
        'request.status-is-documented (§4.1): status=; expected one of draft, announced, scheduled, published',
      ],
      [
        'request',
        'reference',
        'example.answer-is-the-reference-status',
        'the reference implementation answers 400 {"message":"status must be one of: draft, announced, scheduled, published (got \'\')"} to this request, not 200',
      ],
    ],
    'without the reference',
  ],
  [
    'undocumented path',
    [
      [
        'request',
        'request',
        'request.endpoint-is-documented',
        'openapi.yaml documents no path /api/v2/releases/ (it documents /api/v2/pages/, /api/v2/pages/{id}/)',
      ],
    ],
    'same',
  ],
  [
    'bad color',
    [
      // The line of the faulty value, not the block's first.
      [8, 'schema', 'example.matches-openapi', '/items/0/status/color must match pattern "^#[0-9A-Fa-f]{6}$"', { item: 0, pointer: '/items/0/status/color' }],
    ],
    'same',
  ],
  [
    'missing field',
    [
      // A missing field: the line of the object that lacks it.
      [8, 'schema', 'example.matches-openapi', '/items/0/status/description is missing', { item: 0, pointer: '/items/0/status/description' }],
    ],
    'same',
  ],
  [
    'all fields without fields',
    [
      [
        8,
        'reference',
        'fields.default-holds-id-title-meta',
        'release 1042: holds id, meta, title, expected_date, expected_time_period, target_date, content_scheduled, status, announcement_reports; fields.default-holds-id-title-meta (§4.1) asks with no fields, defaults: id, title, meta',
        { item: 0, pointer: '/items/0' },
      ],
    ],
    [],
  ],
  [
    'the page without every field',
    [
      [
        'body',
        'reference',
        'mock.detail-default-is-every-field',
        'the page lacks expected_date, expected_time_period, target_date, content_scheduled, status, announcement_reports, which fields (default: *) selects; mock.detail-default-is-every-field (§4.1 (openapi.yaml))',
        { pointer: '' },
      ],
    ],
    [],
  ],
  [
    'meta fields',
    [
      [
        8,
        'reference',
        'fields.subset-holds-requested-fields',
        'release 1: meta holds type, detail_url, html_url, slug, first_published_at; fields.subset-holds-requested-fields (§4.1) asks with fields=-slug, Wagtail: id, title, meta (meta with type, detail_url, html_url, first_published_at)',
        { item: 0, pointer: '/items/0/meta' },
      ],
    ],
    [],
  ],
  [
    'date filter',
    [
      [
        9,
        'reference',
        'filter.expected-date-after-is-inclusive',
        'release 2: expected_date 2026-02-20; filter.expected-date-after-is-inclusive (§4.1) asks only releases where expected_date is on or after 2026-03-01',
        { item: 1, pointer: '/items/1' },
      ],
    ],
    'same',
  ],
  [
    'status filter',
    [
      [
        8,
        'reference',
        'status.draft-filter',
        'release 1: status.code announced; status.draft-filter (§3) asks only releases where the page is not live',
        { item: 0, pointer: '/items/0' },
      ],
    ],
    [],
  ],
  [
    'wrong order',
    [
      [
        10,
        'reference',
        'ordering.expected-date-ascending-across-pages',
        'release 3 (expected_date "2026-02-20") next; ordering.expected-date-ascending-across-pages (§4.1) asks ordering=expected_date, ties by ascending id: after release 2 (expected_date "2026-03-04"), nothing that sorts before it',
        { item: 2, pointer: '/items/2' },
      ],
    ],
    [
      [
        10,
        'reference',
        'ordering.expected-date-ascending-across-pages',
        'release 3 (expected_date "2026-02-20") next; ordering.expected-date-ascending-across-pages (§4.1) asks ordering=expected_date (ties in any order): after release 2 (expected_date "2026-03-04"), nothing that sorts before it',
        { item: 2, pointer: '/items/2' },
      ],
    ],
  ],
  [
    'total count below items',
    [
      [
        6,
        'reference',
        'paging.total-count-counts-every-release',
        'total_count 1; paging.total-count-counts-every-release (§2.1) asks total_count at least 2 (offset 0 and 2 items shown)',
        { pointer: '/meta/total_count' },
      ],
    ],
    'same',
  ],
  [
    'more items than limit',
    [[7, 'reference', 'paging.limit-bounds-the-page', '2 items; paging.limit-bounds-the-page (§4.1) asks at most 1 items', { pointer: '/items' }]],
    'same',
  ],
  [
    'wrong detail_url',
    [
      [
        8,
        'reference',
        'content.detail-url-form',
        'release 7: detail_url "http://127.0.0.1:4010/api/v2/pages/8/"; content.detail-url-form (§2.3) asks detail_url <origin>/api/v2/pages/<id>/, with the id of the release page',
        { item: 0, pointer: '/items/0/meta/detail_url' },
      ],
    ],
    'same',
  ],
  [
    'status against a stated date',
    [
      [
        11,
        'reference',
        'mock.status-precedence',
        'release 1: shows announced, yet with expected_date 2026-02-20, target_date null the precedence gives published; mock.status-precedence (§3 (openapi.yaml)) asks the first code of the precedence draft > published > scheduled > announced whose condition of §3 holds',
        { item: 0, pointer: '/items/0/status/code' },
      ],
    ],
    [],
  ],
  [
    'statuses no moment reconciles',
    [
      [
        'body',
        'reference',
        'status.shown-code-matches-its-filter',
        'no moment makes every status agree with the dates and the request: even at the best fit (now before 2026-03-10T09:00:00Z, e.g. 2026-01-11T00:00:00Z), item 1 disagrees',
      ],
      [
        9,
        'reference',
        'status.shown-code-matches-its-filter',
        "release 2: shows published, yet not expected_date is earlier than today's date, or target_date is earlier than the current moment: expected_date 2026-03-20, target_date null; status.shown-code-matches-its-filter (§3) asks the condition of §3's table for the code shown",
        { item: 1, pointer: '/items/1/status/code' },
      ],
      [
        9,
        'reference',
        'mock.status-precedence',
        'release 2: shows published, yet with expected_date 2026-03-20, target_date null the precedence gives announced; mock.status-precedence (§3 (openapi.yaml)) asks the first code of the precedence draft > published > scheduled > announced whose condition of §3 holds',
        { item: 1, pointer: '/items/1/status/code' },
      ],
    ],
    [
      [
        'body',
        'reference',
        'status.shown-code-matches-its-filter',
        'no moment makes every status agree with the dates and the request: even at the best fit (now before 2026-03-10T09:00:00Z, e.g. 2026-01-11T00:00:00Z), item 1 disagrees',
      ],
      [
        9,
        'reference',
        'status.shown-code-matches-its-filter',
        "release 2: shows published, yet not expected_date is earlier than today's date, or target_date is earlier than the current moment: expected_date 2026-03-20, target_date null; status.shown-code-matches-its-filter (§3) asks the condition of §3's table for the code shown",
        { item: 1, pointer: '/items/1/status/code' },
      ],
    ],
  ],
  [
    'wrong label',
    [
      [
        9,
        'reference',
        'content.announced-status-is-labelled',
        'release 1: label "announced"; content.announced-status-is-labelled (§2.4) asks label "Announced", and a description stating expected_date',
        { item: 0, pointer: '/items/0/status/label' },
      ],
      [
        9,
        'reference',
        'mock.status-words',
        'release 1: announced: label "announced", not "Announced"; mock.status-words (§2.4 (openapi.yaml)) asks the label, color and description the mock writes for the code shown (openapi.yaml\'s Status table)',
        { item: 0, pointer: '/items/0/status/label' },
      ],
    ],
    [
      [
        9,
        'reference',
        'content.announced-status-is-labelled',
        'release 1: label "announced"; content.announced-status-is-labelled (§2.4) asks label "Announced", and a description stating expected_date',
        { item: 0, pointer: '/items/0/status/label' },
      ],
    ],
  ],
  [
    'announced description without the date',
    [
      [
        9,
        'reference',
        'content.announced-status-is-labelled',
        'release 1: description "Expected soon." does not state expected_date 2026-03-12; content.announced-status-is-labelled (§2.4) asks label "Announced", and a description stating expected_date',
        { item: 0, pointer: '/items/0/status/description' },
      ],
      [
        9,
        'reference',
        'mock.status-words',
        'release 1: announced: description "Expected soon.", not "Expected on 2026-03-12."; mock.status-words (§2.4 (openapi.yaml)) asks the label, color and description the mock writes for the code shown (openapi.yaml\'s Status table)',
        { item: 0, pointer: '/items/0/status/description' },
      ],
    ],
    [
      [
        9,
        'reference',
        'content.announced-status-is-labelled',
        'release 1: description "Expected soon." does not state expected_date 2026-03-12; content.announced-status-is-labelled (§2.4) asks label "Announced", and a description stating expected_date',
        { item: 0, pointer: '/items/0/status/description' },
      ],
    ],
  ],
  [
    'wrong description',
    [
      [
        8,
        'reference',
        'mock.status-words',
        'release 1: published: description "Published on 2026-02-19.", not "Published on 2026-02-20."; mock.status-words (§2.4 (openapi.yaml)) asks the label, color and description the mock writes for the code shown (openapi.yaml\'s Status table)',
        { item: 0, pointer: '/items/0/status/description' },
      ],
    ],
    [],
  ],
  [
    'wrong 400 body',
    [
      [
        'body',
        'reference',
        'mock.errors-use-documented-bodies',
        'the reference implementation answers 400 with {"message":"limit cannot be higher than 200"}, not {"message":"limit must be at most 200"}',
      ],
    ],
    [],
  ],
  [
    'wrong 401 body',
    [
      [
        'body',
        'reference',
        'mock.errors-use-documented-bodies',
        'the reference implementation answers 401 with {"detail":"Invalid token."}, not {"detail":"Invalid token header."}',
      ],
    ],
    [],
  ],
  [
    'wrong status for an error',
    [
      [
        'request',
        'request',
        'request.authorization-is-token',
        'request.authorization-is-token (§5.2): no Authorization header; expected `Authorization: Token <key>`',
      ],
      [
        'status',
        'reference',
        'example.answer-is-the-reference-status',
        'the reference implementation answers 401 {"detail":"Authentication credentials were not provided."} to this request, not 400',
      ],
    ],
    'same',
  ],
  [
    'invalid parameter answered 500',
    [
      [
        'status',
        'reference',
        'invalid.limit-not-an-integer-is-refused',
        'answered status 500; invalid.limit-not-an-integer-is-refused (§4.1, §7) asks status 400 of the invalid parameter (§7)',
      ],
    ],
    [
      [
        'status',
        'reference',
        'invalid.limit-not-an-integer-is-refused',
        'answered status 500; invalid.limit-not-an-integer-is-refused (§4.1, §7) asks a 4xx refusal of the invalid parameter (§7)',
      ],
    ],
  ],
  [
    'undocumented status',
    [
      ['request', 'request', 'request.limit-within-maximum', 'request.limit-within-maximum (§8): limit=201; expected limit at most 200'],
      [
        'status',
        'schema',
        'example.matches-openapi',
        'openapi.yaml documents no 422 answer for GET /api/v2/pages/ (it documents 200, 400, 401, 403, 404, 429, 500, 502, 503)',
      ],
      [
        'status',
        'reference',
        'example.answer-is-the-reference-status',
        'the reference implementation answers 400 {"message":"limit cannot be higher than 200"} to this request, not 422',
      ],
    ],
    // Any 4xx refuses in the spec profile, a limit above 200 too: §7 and §8 leave which conditions give which refusal open.
    [],
  ],
  [
    'a success status the documentation does not list',
    [
      [
        'status',
        'schema',
        'example.matches-openapi',
        'openapi.yaml documents no 206 answer for GET /api/v2/pages/ (it documents 200, 400, 401, 403, 404, 429, 500, 502, 503)',
      ],
      [
        'status',
        'reference',
        'example.answer-is-the-reference-status',
        'the reference implementation answers 200 {"meta":{"total_count":20},"items":[]} to this request, not 206',
      ],
    ],
    [
      [
        'status',
        'schema',
        'example.matches-openapi',
        'openapi.yaml documents no 206 answer for GET /api/v2/pages/ (it documents 200, 400, 401, 403, 404, 429, 500, 502, 503, 4XX)',
      ],
      [
        'status',
        'reference',
        'example.answer-is-the-reference-status',
        'the reference implementation answers 200 {"meta":{"total_count":20},"items":[]} to this request, not 206',
      ],
    ],
  ],
  ['Date header not a date', [[2, 'parse', 'example.is-well-formed', 'the Date header "yesterday" is not a date']], 'same'],
  [
    'not a request',
    [
      [
        'request',
        'parse',
        'example.is-well-formed',
        'the http block does not start with a request line such as `GET /api/v2/pages/?type=releases.ReleasePage HTTP/1.1`',
      ],
    ],
    'same',
  ],
  ['body not JSON', [['body', 'parse', 'example.is-well-formed', /^the json block is not JSON: \S/]], 'same'],
];

const expectedIn = (profile: Profile, mock: Expected[], spec: SpecExpected): Expected[] => {
  if (profile === 'mock' || spec === 'same') return mock;
  return spec === 'without the reference' ? mock.filter(([, check]) => check !== 'reference') : spec;
};

describe.each(PROFILES)('wrong.md, profile %s: each wrong example is flagged precisely, and nothing else', (profile) => {
  const section = (heading: string) => sectionOf('wrong.md', heading);
  let examples: ExampleResult[];
  beforeAll(async () => {
    examples = await examplesOf('wrong.md', profile);
  });

  test('every section is one example, WRONG unless only the mock would judge its fault', () => {
    expect(examples.map((e) => [e.location, e.verdict])).toEqual(
      WRONG_EXAMPLES.map(([heading, mock, spec]) => [`wrong.md:${section(heading).request}`, expectedIn(profile, mock, spec).length > 0 ? 'WRONG' : 'ok']),
    );
  });

  test.each(WRONG_EXAMPLES)('%s', (heading, mock, spec) => {
    const lines = section(heading);
    const example = examples.find((e) => e.location === `wrong.md:${lines.request}`)!;
    const problems = expectedIn(profile, mock, spec).map(([place, check, rule, message, where]) => ({
      check,
      rule,
      location: `wrong.md:${typeof place === 'number' ? lines.request + place : lines[place]}`,
      message: typeof message === 'string' ? message : expect.stringMatching(message),
      ...where,
    }));
    expect(example.problems).toEqual(problems);
  });
});

test.each([
  ['mock', 'all fields without fields', 'assuming now is before 2026-03-13T00:00:00Z'],
  ['mock', 'wrong description', 'assuming now is between 2026-02-21T00:00:00Z and 2026-03-13T00:00:00Z'],
  ['spec', 'wrong description', 'assuming now is after 2026-02-21T00:00:00Z'],
] as const)('profile %s, wrong.md %s: the "now" assumed for its statuses is reported with it', async (profile, heading, assumption) => {
  const example = (await examplesOf('wrong.md', profile)).find((e) => e.location === `wrong.md:${sectionOf('wrong.md', heading).request}`)!;
  expect(example.assumedNow).toBe(assumption);
});

describe('wrong.rst', () => {
  const allFieldsSample = (problems: ExampleProblem[]) => ({ file: 'wrong.rst', location: 'wrong.rst:9', verdict: 'WRONG', problems, notJudged: [] });
  const lacksMeta = (readings: string): ExampleProblem => ({
    check: 'reference',
    location: 'wrong.rst:17',
    item: 0,
    pointer: '/items/0',
    rule: 'fields.default-holds-id-title-meta',
    message: `release 1042: holds id, title, expected_date; fields.default-holds-id-title-meta (§4.1) asks with no fields, ${readings}`,
  });

  test('mock profile: the all-fields sample and a reworded 400 are flagged at their lines', async () => {
    expect(await examplesOf('wrong.rst', 'mock')).toEqual([
      allFieldsSample([lacksMeta('defaults: id, title, meta')]),
      {
        file: 'wrong.rst',
        location: 'wrong.rst:30',
        verdict: 'WRONG',
        problems: [
          {
            check: 'reference',
            rule: 'mock.errors-use-documented-bodies',
            location: 'wrong.rst:39',
            message: `the reference implementation answers 400 with {"message":"type doesn't exist"}, not {"message":"unknown page type"}`,
          },
        ],
        notJudged: [],
      },
    ]);
  });

  test('spec profile: the sample holds the defaults or every field, nothing between, and the 400 body is not judged', async () => {
    expect(await examplesOf('wrong.rst', 'spec')).toEqual([
      allFieldsSample([
        lacksMeta(
          'defaults: id, title, meta; or every-field: id, meta, title, expected_date, expected_time_period, target_date, content_scheduled, status, announcement_reports',
        ),
      ]),
      { file: 'wrong.rst', location: 'wrong.rst:30', verdict: 'ok', problems: [], notJudged: [] },
    ]);
  });
});

/** What the mock profile finds in each example of other-deployment.md: every choice of that deployment. */
const OTHER_DEPLOYMENT: [heading: string, mock: string[]][] = [
  [
    "Statuses in the deployment's own words",
    [
      'release 1: draft: label "In preparation", not "Draft"; color "#112233", not "#6C757D"; description "Being written.", not "Not yet published."; mock.status-words (§2.4 (openapi.yaml)) asks the label, color and description the mock writes for the code shown (openapi.yaml\'s Status table)',
      'release 2: announced: color "#112233", not "#0D6EFD"; description "Expected on December 3, 2026.", not "Expected on 2026-12-03 (AM)."; mock.status-words (§2.4 (openapi.yaml)) asks the label, color and description the mock writes for the code shown (openapi.yaml\'s Status table)',
      'release 3: scheduled: label "Planned", not "Scheduled"; color "#112233", not "#FD7E14"; description "Goes out on 15 March at 09:30.", not "Scheduled for 2026-03-15T09:30:00+00:00."; mock.status-words (§2.4 (openapi.yaml)) asks the label, color and description the mock writes for the code shown (openapi.yaml\'s Status table)',
      'release 4: published: label "Out now", not "Published"; color "#112233", not "#198754"; description "Released.", not "Published on 2026-02-20."; mock.status-words (§2.4 (openapi.yaml)) asks the label, color and description the mock writes for the code shown (openapi.yaml\'s Status table)',
    ],
  ],
  // openapi.yaml itself allows further meta fields (meta.locale), as a real Wagtail site sends them.
  [
    'Every field, null meta fields and extra fields',
    [
      '/meta/next is not a field of this object',
      '/items/0/summary is not a field of this object',
      '/items/0/meta/detail_url must be string',
      '/items/0/status/icon is not a field of this object',
      '/items/0/announcement_reports/0/frequency is not a field of this object',
      '/items/0/announcement_reports/0/products/0/url is not a field of this object',
    ],
  ],
  [
    "The default listing, as the documentation's sample shows it",
    [
      'release 1043: holds id, meta, title, expected_date, expected_time_period, target_date, content_scheduled, status, announcement_reports; fields.default-holds-id-title-meta (§4.1) asks with no fields, defaults: id, title, meta',
      'release 1042: holds id, meta, title, expected_date, expected_time_period, target_date, content_scheduled, status, announcement_reports; fields.default-holds-id-title-meta (§4.1) asks with no fields, defaults: id, title, meta',
      'release 1042 (id 1042) next; mock.order-without-ordering-is-ascending-id (§4.1 (openapi.yaml)) asks the default order (ascending id): after release 1043 (id 1043), nothing that sorts before it',
      'release 1043: announced: color "#112233", not "#0D6EFD"; description "Expected on December 3, 2026.", not "Expected on 2026-12-03."; mock.status-words (§2.4 (openapi.yaml)) asks the label, color and description the mock writes for the code shown (openapi.yaml\'s Status table)',
      'release 1042: announced: color "#112233", not "#0D6EFD"; description "Expected on 12 March 2026.", not "Expected on 2026-03-12."; mock.status-words (§2.4 (openapi.yaml)) asks the label, color and description the mock writes for the code shown (openapi.yaml\'s Status table)',
    ],
  ],
  [
    'Named fields replace the defaults',
    [
      'item 0: holds title, expected_date; fields.subset-holds-requested-fields (§4.1) asks with fields=title,expected_date, additive: id, title, meta, expected_date',
    ],
  ],
  [
    'Releases on one date in any order',
    [
      'release 4 (expected_date "2026-03-04") next; ordering.expected-date-ascending-across-pages (§4.1) asks ordering=expected_date, ties by ascending id: after release 5 (expected_date "2026-03-04"), nothing that sorts before it',
    ],
  ],
  [
    "A limit above 200, with the deployment's error body",
    [
      '/message is missing',
      '/error is not a field of this object',
      '/detail is not a field of this object',
      'the reference implementation answers 400 with {"message":"limit cannot be higher than 200"}, not {"error":"limit_too_high","detail":"Ask for at most 200 items."}',
    ],
  ],
];

describe('other-deployment.md: a correct document for a deployment with its own colors, labels, wording, nullability and extra fields', () => {
  test('spec profile: every example holds', async () => {
    const examples = await examplesOf('other-deployment.md', 'spec');
    expect(examples).toHaveLength(requestsIn('other-deployment.md'));
    expect(examples.flatMap((e) => e.problems)).toEqual([]);
  });

  test('mock profile: each example is WRONG, naming each of the choices', async () => {
    const examples = await examplesOf('other-deployment.md', 'mock');
    expect(examples.map((e) => [e.location, e.verdict, e.problems.map((p) => p.message)])).toEqual(
      OTHER_DEPLOYMENT.map(([heading, messages]) => [`other-deployment.md:${sectionOf('other-deployment.md', heading).request}`, 'WRONG', messages]),
    );
  });
});

test.each(PROFILES)('profile %s: the Examples section written for README.md holds once appended to it', async (profile) => {
  const folder = mkdtempSync(join(tmpdir(), 'readme-'));
  try {
    const readme = join(folder, 'README.md');
    copyFileSync(join(__dirname, '..', '..', 'README.md'), readme);
    appendFileSync(readme, `\n${readFileSync(testdata('readme-examples.md'), 'utf8')}`);
    const [result] = await checkFiles([{ path: readme, name: 'README.md' }], OPENAPI, profile);
    expect(result.examples.length).toBeGreaterThanOrEqual(4);
    expect(result.examples.filter((e) => e.verdict !== 'ok')).toEqual([]);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
});

test('a file that holds no examples of a known kind cannot be checked', async () => {
  const error = await checkFiles([{ path: join(__dirname, '..', '..', 'package.json'), name: 'package.json' }], OPENAPI, 'spec').catch((e: unknown) => e);
  expect(error).toBeInstanceOf(CannotCheckError);
  expect((error as Error).message).toBe(
    'cannot check package.json: only Markdown (.md), reStructuredText (.rst) and OpenAPI (.yaml, .yml) files hold examples',
  );
});

describe.each(PROFILES)('pages.md, profile %s: the answers of one query in a document are judged together (QueryJudge)', (profile) => {
  const lineOf = (text: string, from = 0) =>
    readFileSync(testdata('pages.md'), 'utf8')
      .split('\n')
      .findIndex((line, i) => i >= from && line.includes(text)) + 1;
  let examples: ExampleResult[];
  beforeAll(async () => {
    examples = await examplesOf('pages.md', profile);
  });

  test('two pages that overlap: the release shown again is located at its item on the later page', () => {
    const later = lineOf('&offset=2 HTTP/1.1');
    expect(examples.find((e) => e.location === `pages.md:${later}`)!.problems).toEqual([
      expect.objectContaining({
        rule: 'paging.pages-partition-the-result',
        item: 0,
        pointer: '/items/0',
        location: `pages.md:${lineOf('{ "id": 2 }', later)}`,
        message: expect.stringContaining('release 2 at position 2, and at position 1 on an earlier page'),
      }),
    ]);
    expect(examples.find((e) => e.location === `pages.md:${lineOf('&limit=2 HTTP/1.1')}`)!.verdict).toBe('ok');
  });

  test("a short last page whose total_count disagrees with the earlier page's is located at its total_count", () => {
    const last = lineOf('status=announced&limit=2&offset=2');
    const at = `pages.md:${lineOf('"total_count": 2', last)}`;
    expect(examples.find((e) => e.location === `pages.md:${last}`)!.problems).toContainEqual(
      expect.objectContaining({
        rule: 'paging.total-count-counts-filtered-and-searched-results',
        pointer: '/meta/total_count',
        location: at,
        message: expect.stringContaining('asks total_count 3, as an earlier page of the same query'),
      }),
    );
  });
});

describe('not-judged.md: rules an example cannot decide are reported, never WRONG', () => {
  const undecided = async (profile: Profile) => (await examplesOf('not-judged.md', profile)).map((e) => [e.location, e.verdict, e.notJudged]);

  test('spec profile: status=draft (liveness is not in the API) and a date filter whose field is not selected', async () => {
    expect(await undecided('spec')).toEqual([
      [
        'not-judged.md:12',
        'ok',
        [
          { rule: 'status.draft-filter', section: '§3', why: '1 of 1 items: whether the page is live is not in the API' },
          { rule: 'status.shown-code-matches-its-filter', section: '§3', why: '1 of 1 items: whether the page is live is not in the API' },
        ],
      ],
      ['not-judged.md:44', 'ok', [{ rule: 'filter.expected-date-after-is-inclusive', section: '§4.1', why: '1 of 1 items: expected_date not shown' }]],
    ]);
  });

  test('mock profile: status.code draft means not live, so only the unselected field is left undecided', async () => {
    expect(await undecided('mock')).toEqual([
      ['not-judged.md:12', 'ok', []],
      ['not-judged.md:44', 'ok', [{ rule: 'filter.expected-date-after-is-inclusive', section: '§4.1', why: '1 of 1 items: expected_date not shown' }]],
    ]);
  });
});
