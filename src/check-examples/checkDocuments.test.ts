import { appendFileSync, copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { OPENAPI_PATH } from '../core/packageFiles';
import { CannotCheckError } from './cannotCheck';
import { checkFiles } from './checkFiles';
import type { Profile } from '../core/profile';
import type { ExampleResult, Problem } from './types';

const OPENAPI = { path: OPENAPI_PATH, name: 'openapi.yaml' };
const testdata = (file: string) => join(__dirname, 'testdata', file);
const PROFILES: Profile[] = ['spec', 'mock'];

async function examplesOf(file: string, profile: Profile): Promise<ExampleResult[]> {
  const [result] = await checkFiles([{ path: testdata(file), name: file }], OPENAPI, profile);
  return result.examples;
}

/** Every request of a document is an example. */
const requestsIn = (file: string) => readFileSync(testdata(file), 'utf8').split('\n').filter((line) => /^\s*GET /.test(line)).length;

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
/** Where a problem is (a line of the example, or a number of lines after the request line), what found it, and what it says. */
type Expected = [place: Place | number, check: Problem['check'], message: string | RegExp, where?: { item?: number; pointer?: string; rule?: string }];

/** In the spec profile: the same problems as in the mock profile, none but those of the checks other than the reference's, or others. */
type SpecExpected = 'same' | 'without the reference' | Expected[];

/** Each wrong example, its problems in the mock profile, and in the spec profile (README.md, "Checking examples"). */
const WRONG_EXAMPLES: [heading: string, mock: Expected[], spec: SpecExpected][] = [
  ['unknown parameter', [
    ['request', 'request', /^query parameter colour is not documented for GET \/api\/v2\/pages\/ \(openapi\.yaml documents type, limit, offset, fields, .*\)$/],
    ['status', 'reference', 'the reference implementation answers 400 {"message":"query parameter is not an operation or a recognised field: colour"} to this request, not 200'],
  ], 'without the reference'],
  ['limit not an integer', [
    ['request', 'request', 'limit=abc is not valid: must be integer'],
    ['status', 'reference', 'the reference implementation answers 400 {"message":"limit must be a positive integer"} to this request, not 200'],
  ], 'without the reference'],
  ['not a real date', [
    ['request', 'request', 'expected_date=2025-02-30 is not valid: must match format "date"'],
    ['status', 'reference', `the reference implementation answers 400 {"message":"field filter error. '2025-02-30' is not a valid value for expected_date (not a real date in the form YYYY-MM-DD)"} to this request, not 200`],
  ], 'without the reference'],
  ['missing type', [
    ['request', 'request', 'type is missing; openapi.yaml requires it (type=releases.ReleasePage)'],
    ['status', 'reference', 'the reference implementation answers 400 {"message":"type is required (this API lists release pages with type=releases.ReleasePage)"} to this request, not 200'],
  ], 'without the reference'],
  ['missing authorization', [
    ['request', 'request', 'the request has no Authorization header; the security scheme tokenAuth requires `Authorization: Token <key>`'],
    ['status', 'reference', 'the reference implementation answers 401 {"detail":"Authentication credentials were not provided."} to this request, not 200'],
  ], 'same'],
  ['odd authorization', [
    [1, 'request', '`Authorization: Bearer abc` is not of the form `Token <key>` that the security scheme tokenAuth requires'],
    ['status', 'reference', 'the reference implementation answers 401 {"detail":"Authentication credentials were not provided."} to this request, not 200'],
  ], 'same'],
  ['parameter given twice', [
    ['request', 'request', 'limit is given 2 times; it takes one value'],
    ['status', 'reference', 'the reference implementation answers 400 {"message":"limit may be given only once"} to this request, not 200'],
  ], 'without the reference'],
  ['empty value', [
    ['request', 'request', 'status is empty, which openapi.yaml does not allow'],
    ['status', 'reference', `the reference implementation answers 400 {"message":"status must be one of: draft, announced, scheduled, published (got '')"} to this request, not 200`],
  ], 'without the reference'],
  ['undocumented path', [
    ['request', 'request', 'openapi.yaml documents no path /api/v2/releases/ (it documents /api/v2/pages/, /api/v2/pages/{id}/)'],
  ], 'same'],
  ['bad color', [['body', 'schema', '/items/0/status/color must match pattern "^#[0-9A-Fa-f]{6}$"', { item: 0, pointer: '/items/0/status/color' }]], 'same'],
  ['missing field', [['body', 'schema', '/items/0/status/description is missing', { item: 0, pointer: '/items/0/status/description' }]], 'same'],
  ['all fields without fields', [
    [8, 'reference', 'release 1042: holds id, meta, title, expected_date, expected_time_period, target_date, content_scheduled, status, announcement_reports; fields.default-holds-id-title-meta (§4.1) asks with no fields, defaults: id, title, meta', { item: 0, pointer: '/items/0', rule: 'fields.default-holds-id-title-meta' }],
  ], []],
  ['the page without every field', [
    ['body', 'reference', 'the page lacks expected_date, expected_time_period, target_date, content_scheduled, status, announcement_reports, which fields (default: *) selects', { pointer: '' }],
  ], []],
  // Wagtail's `-name` is beyond the documentation: only the mock profile judges it.
  ['meta fields', [[8, 'reference', 'item 0 holds meta.slug, which fields=-slug does not select', { item: 0, pointer: '/items/0/meta' }]], []],
  ['date filter', [
    [9, 'reference', 'release 2: expected_date 2026-02-20; filter.expected-date-after-is-inclusive (§4.1) asks only releases where expected_date is on or after 2026-03-01', { item: 1, pointer: '/items/1', rule: 'filter.expected-date-after-is-inclusive' }],
  ], 'same'],
  ['status filter', [[8, 'reference', 'item 0 does not meet status=draft (a page that is not live)', { item: 0, pointer: '/items/0' }]], 'same'],
  ['wrong order', [
    [10, 'reference', 'release 3 (expected_date "2026-02-20") next; ordering.expected-date-ascending-across-pages (§4.1) asks ordering=expected_date, ties by ascending id: after release 2 (expected_date "2026-03-04"), nothing that sorts before it', { item: 2, pointer: '/items/2', rule: 'ordering.expected-date-ascending-across-pages' }],
  ], [
    [10, 'reference', 'release 3 (expected_date "2026-02-20") next; ordering.expected-date-ascending-across-pages (§4.1) asks ordering=expected_date (ties in any order): after release 2 (expected_date "2026-03-04"), nothing that sorts before it', { item: 2, pointer: '/items/2', rule: 'ordering.expected-date-ascending-across-pages' }],
  ]],
  ['total count below items', [
    [6, 'reference', 'total_count 1; paging.total-count-counts-every-release (§2.1) asks total_count at least 2 (offset 0 and 2 items shown)', { pointer: '/meta/total_count', rule: 'paging.total-count-counts-every-release' }],
  ], 'same'],
  ['more items than limit', [[7, 'reference', '2 items; paging.limit-bounds-the-page (§4.1) asks at most 1 items', { pointer: '/items', rule: 'paging.limit-bounds-the-page' }]], 'same'],
  ['wrong detail_url', [
    [8, 'reference', 'release 7: detail_url "http://127.0.0.1:4010/api/v2/pages/8/"; content.detail-url-form (§2.3) asks detail_url <origin>/api/v2/pages/<id>/, with the id of the release page', { item: 0, pointer: '/items/0/meta/detail_url', rule: 'content.detail-url-form' }],
  ], 'same'],
  ['status against a stated date', [
    [11, 'reference', 'item 0 shows status.code announced, but with expected_date 2026-02-20 and target_date null, at now = 2026-03-01T12:00:00Z, the reference shows published', { item: 0, pointer: '/items/0/status/code' }],
  ], []],
  ['statuses no moment reconciles', [
    ['body', 'reference', 'no moment makes every status agree with the dates and the request: even at the best fit (now before 2026-03-10T09:00:00Z), item 1 disagrees'],
    [9, 'reference', 'item 1 shows status.code published, but with expected_date 2026-03-20 and target_date null, at now = 2026-01-11T00:00:00Z, the reference shows announced', { item: 1, pointer: '/items/1/status/code' }],
  ], [
    ['body', 'reference', 'no moment makes every status agree with the dates and the request: even at the best fit (now before 2026-03-10T09:00:00Z), item 1 disagrees'],
    [9, 'reference', 'item 1 shows status.code published, but with expected_date 2026-03-20 and target_date null, at now = 2026-01-11T00:00:00Z, it does not meet the condition of published (an expected_date earlier than today or a target_date earlier than now)', { item: 1, pointer: '/items/1/status/code' }],
  ]],
  ['wrong label', [
    [9, 'reference', 'release 1: label "announced"; content.announced-status-is-labelled (§2.4) asks label "Announced", and a description stating expected_date', { item: 0, pointer: '/items/0/status/label', rule: 'content.announced-status-is-labelled' }],
    [9, 'reference', 'item 0 has status.label "announced"; the reference writes "Announced" for announced', { item: 0, pointer: '/items/0/status/label' }],
  ], [
    [9, 'reference', 'release 1: label "announced"; content.announced-status-is-labelled (§2.4) asks label "Announced", and a description stating expected_date', { item: 0, pointer: '/items/0/status/label', rule: 'content.announced-status-is-labelled' }],
  ]],
  ['announced description without the date', [
    [9, 'reference', 'release 1: description "Expected soon." does not state expected_date 2026-03-12; content.announced-status-is-labelled (§2.4) asks label "Announced", and a description stating expected_date', { item: 0, pointer: '/items/0/status/description', rule: 'content.announced-status-is-labelled' }],
    [9, 'reference', 'item 0 has status.description "Expected soon."; at now = 2026-03-01T12:00:00Z the reference writes "Expected on 2026-03-12."', { item: 0, pointer: '/items/0/status/description' }],
  ], [
    [9, 'reference', 'release 1: description "Expected soon." does not state expected_date 2026-03-12; content.announced-status-is-labelled (§2.4) asks label "Announced", and a description stating expected_date', { item: 0, pointer: '/items/0/status/description', rule: 'content.announced-status-is-labelled' }],
  ]],
  ['wrong description', [
    [8, 'reference', 'item 0 has status.description "Published on 2026-02-19."; at now = 2026-02-21T00:00:00Z the reference writes "Published on 2026-02-20."', { item: 0, pointer: '/items/0/status/description' }],
  ], []],
  ['wrong 400 body', [['body', 'reference', 'the reference implementation answers 400 with {"message":"limit cannot be higher than 200"}, not {"message":"limit must be at most 200"}']], []],
  ['wrong 401 body', [['body', 'reference', 'the reference implementation answers 401 with {"detail":"Invalid token."}, not {"detail":"Invalid token header."}']], []],
  ['wrong status for an error', [
    ['request', 'request', 'the request has no Authorization header; the security scheme tokenAuth requires `Authorization: Token <key>`'],
    ['status', 'reference', 'the reference implementation answers 401 {"detail":"Authentication credentials were not provided."} to this request, not 400'],
  ], 'same'],
  ['undocumented status', [
    ['request', 'request', 'limit=201 is not valid: must be <= 200'],
    ['status', 'schema', 'openapi.yaml documents no 422 answer for GET /api/v2/pages/ (it documents 200, 400, 401, 403, 404, 429, 500, 502, 503)'],
    ['status', 'reference', 'the reference implementation answers 400 {"message":"limit cannot be higher than 200"} to this request, not 422'],
  ], 'without the reference'],
  ['Date header not a date', [[2, 'parse', 'the Date header "yesterday" is not a date']], 'same'],
  ['not a request', [['request', 'parse', 'the http block does not start with a request line such as `GET /api/v2/pages/?type=releases.ReleasePage HTTP/1.1`']], 'same'],
  // The rest of the message is the JSON parser's, which varies with Node's version.
  ['body not JSON', [['body', 'parse', /^the json block is not JSON: \S/]], 'same'],
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
    const problems = expectedIn(profile, mock, spec).map(([place, check, message, where]) => ({
      check,
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
  const allFieldsSample = (problems: Problem[]) => ({ file: 'wrong.rst', location: 'wrong.rst:9', verdict: 'WRONG', problems });
  const lacksMeta = (readings: string): Problem => ({
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
        problems: [{ check: 'reference', location: 'wrong.rst:39', message: `the reference implementation answers 400 with {"message":"type doesn't exist"}, not {"message":"unknown page type"}` }],
      },
    ]);
  });

  test('spec profile: the sample holds the defaults or every field, nothing between, and the 400 body is not judged', async () => {
    expect(await examplesOf('wrong.rst', 'spec')).toEqual([
      allFieldsSample([lacksMeta('defaults: id, title, meta; or every-field: id, meta, title, expected_date, expected_time_period, target_date, content_scheduled, status, announcement_reports')]),
      { file: 'wrong.rst', location: 'wrong.rst:30', verdict: 'ok', problems: [] },
    ]);
  });
});

/** What the mock profile finds in each example of other-deployment.md: every choice of that deployment. */
const OTHER_DEPLOYMENT: [heading: string, mock: string[]][] = [
  ["Statuses in the deployment's own words", [
    'item 0 has status.label "In preparation"; the reference writes "Draft" for draft',
    'item 0 has status.color "#112233"; the reference writes "#6C757D" for draft',
    'item 1 has status.color "#112233"; the reference writes "#0D6EFD" for announced',
    'item 2 has status.label "Planned"; the reference writes "Scheduled" for scheduled',
    'item 2 has status.color "#112233"; the reference writes "#FD7E14" for scheduled',
    'item 3 has status.label "Out now"; the reference writes "Published" for published',
    'item 3 has status.color "#112233"; the reference writes "#198754" for published',
    'item 0 has status.description "Being written."; at now = 2026-03-01T12:00:00Z the reference writes "Not yet published."',
    'item 1 has status.description "Expected on December 3, 2026."; at now = 2026-03-01T12:00:00Z the reference writes "Expected on 2026-12-03 (AM)."',
    'item 2 has status.description "Goes out on 15 March at 09:30."; at now = 2026-03-01T12:00:00Z the reference writes "Scheduled for 2026-03-15T09:30:00+00:00."',
    'item 3 has status.description "Released."; at now = 2026-03-01T12:00:00Z the reference writes "Published on 2026-02-20."',
  ]],
  // openapi.yaml itself allows further meta fields (meta.locale), as a real Wagtail site sends them.
  ['Every field, null meta fields and extra fields', [
    '/meta/next is not a field of this object',
    '/items/0/summary is not a field of this object',
    '/items/0/meta/detail_url must be string',
    '/items/0/status/icon is not a field of this object',
    '/items/0/announcement_reports/0/frequency is not a field of this object',
    '/items/0/announcement_reports/0/products/0/url is not a field of this object',
  ]],
  ["The default listing, as the documentation's sample shows it", [
    'release 1043: holds id, meta, title, expected_date, expected_time_period, target_date, content_scheduled, status, announcement_reports; fields.default-holds-id-title-meta (§4.1) asks with no fields, defaults: id, title, meta',
    'release 1042: holds id, meta, title, expected_date, expected_time_period, target_date, content_scheduled, status, announcement_reports; fields.default-holds-id-title-meta (§4.1) asks with no fields, defaults: id, title, meta',
    'release 1042 (id 1042) next; mock.order-without-ordering-is-ascending-id (§4.1 (openapi.yaml)) asks the default order (ascending id): after release 1043 (id 1043), nothing that sorts before it',
    'item 0 has status.color "#112233"; the reference writes "#0D6EFD" for announced',
    'item 1 has status.color "#112233"; the reference writes "#0D6EFD" for announced',
    'item 0 has status.description "Expected on December 3, 2026."; at now = 2026-03-12T23:59:59.999Z the reference writes "Expected on 2026-12-03."',
    'item 1 has status.description "Expected on 12 March 2026."; at now = 2026-03-12T23:59:59.999Z the reference writes "Expected on 2026-03-12."',
  ]],
  ['Named fields replace the defaults', ['item 0: holds title, expected_date; fields.subset-holds-requested-fields (§4.1) asks with fields=title,expected_date, additive: id, title, meta, expected_date']],
  ['Releases on one date in any order', [
    'release 4 (expected_date "2026-03-04") next; ordering.expected-date-ascending-across-pages (§4.1) asks ordering=expected_date, ties by ascending id: after release 5 (expected_date "2026-03-04"), nothing that sorts before it',
  ]],
  ["A limit above 200, with the deployment's error body", [
    '/message is missing',
    '/error is not a field of this object',
    '/detail is not a field of this object',
    'the reference implementation answers 400 with {"message":"limit cannot be higher than 200"}, not {"error":"limit_too_high","detail":"Ask for at most 200 items."}',
  ]],
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
  expect((error as Error).message).toBe('cannot check package.json: only Markdown (.md), reStructuredText (.rst) and OpenAPI (.yaml, .yml) files hold examples');
});
