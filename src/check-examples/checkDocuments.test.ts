import { appendFileSync, copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { OPENAPI_PATH } from '../core/packageFiles';
import { CannotCheckError } from './cannotCheck';
import { checkFiles } from './checkFiles';
import type { ExampleResult, Problem } from './types';

const OPENAPI = { path: OPENAPI_PATH, name: 'openapi.yaml' };
const testdata = (file: string) => join(__dirname, 'testdata', file);

async function examplesOf(file: string): Promise<ExampleResult[]> {
  const [result] = await checkFiles([{ path: testdata(file), name: file }], OPENAPI);
  return result.examples;
}

describe('documents whose examples hold', () => {
  test.each(['correct.md', 'correct.rst'])('%s: every example pair is found and nothing is flagged', async (file) => {
    const examples = await examplesOf(file);
    // Every request of the document is an example, and each holds.
    const requests = readFileSync(testdata(file), 'utf8').split('\n').filter((line) => /^\s*GET /.test(line)).length;
    expect(examples).toHaveLength(requests);
    expect(examples.flatMap((e) => e.problems)).toEqual([]);
    expect(examples.every((e) => e.verdict === 'ok')).toBe(true);
  });

  test('without a stated date, the checker says which "now" it assumed, narrowed by the descriptions', async () => {
    const assumed = (await examplesOf('correct.md')).map((e) => e.assumedNow).filter(Boolean);
    expect(assumed).toEqual([
      'assuming now is between 2026-02-27T00:00:00Z and 2026-03-13T00:00:00Z',
      'assuming now is between 2026-02-21T00:00:00Z and 2026-02-25T10:00:00Z',
    ]);
  });
});

/** wrong.md has one example per `## heading`; lines are found in the text, not taken from the checker. */
const WRONG = readFileSync(testdata('wrong.md'), 'utf8').split('\n');

function section(heading: string) {
  const start = WRONG.indexOf(`## ${heading}`);
  if (start === -1) throw new Error(`wrong.md has no section ${heading}`);
  const length = WRONG.slice(start + 1).findIndex((line) => line.startsWith('## '));
  const lines = WRONG.slice(start, length === -1 ? undefined : start + 1 + length);
  const lineOf = (test: (line: string) => boolean) => start + lines.findIndex(test) + 1;
  const request = lineOf((line) => line === '```http') + 1;
  const status = lines.some((line) => line.startsWith('HTTP/1.1')) ? lineOf((line) => line.startsWith('HTTP/1.1')) : request;
  return { request, status, body: lineOf((line) => line === '```json') + 1 };
}

type Place = 'request' | 'status' | 'body';
/** Where a problem is (a line of the example, or a number of lines after the request line), what found it, and what it says. */
type Expected = [place: Place | number, check: Problem['check'], message: string | RegExp, where?: { item?: number; pointer?: string }];

const WRONG_EXAMPLES: [heading: string, expected: Expected[]][] = [
  ['unknown parameter', [
    ['request', 'request', /^query parameter colour is not documented for GET \/api\/v2\/pages\/ \(openapi\.yaml documents type, limit, offset, fields, .*\)$/],
    ['status', 'reference', 'the reference implementation answers 400 {"message":"query parameter is not an operation or a recognised field: colour"} to this request, not 200'],
  ]],
  ['limit not an integer', [
    ['request', 'request', 'limit=abc is not valid: must be integer'],
    ['status', 'reference', 'the reference implementation answers 400 {"message":"limit must be a positive integer"} to this request, not 200'],
  ]],
  ['not a real date', [
    ['request', 'request', 'expected_date=2025-02-30 is not valid: must match format "date"'],
    ['status', 'reference', `the reference implementation answers 400 {"message":"field filter error. '2025-02-30' is not a valid value for expected_date (not a real date in the form YYYY-MM-DD)"} to this request, not 200`],
  ]],
  ['missing type', [
    ['request', 'request', 'type is missing; openapi.yaml requires it (type=releases.ReleasePage)'],
    ['status', 'reference', 'the reference implementation answers 400 {"message":"type is required (this API lists release pages with type=releases.ReleasePage)"} to this request, not 200'],
  ]],
  ['missing authorization', [
    ['request', 'request', 'the request has no Authorization header; the security scheme tokenAuth requires `Authorization: Token <key>`'],
    ['status', 'reference', 'the reference implementation answers 401 {"detail":"Authentication credentials were not provided."} to this request, not 200'],
  ]],
  ['odd authorization', [
    [1, 'request', '`Authorization: Bearer abc` is not of the form `Token <key>` that the security scheme tokenAuth requires'],
    ['status', 'reference', 'the reference implementation answers 401 {"detail":"Authentication credentials were not provided."} to this request, not 200'],
  ]],
  ['parameter given twice', [
    ['request', 'request', 'limit is given 2 times; it takes one value'],
    ['status', 'reference', 'the reference implementation answers 400 {"message":"limit may be given only once"} to this request, not 200'],
  ]],
  ['empty value', [
    ['request', 'request', 'status is empty, which openapi.yaml does not allow'],
    ['status', 'reference', `the reference implementation answers 400 {"message":"status must be one of: draft, announced, scheduled, published (got '')"} to this request, not 200`],
  ]],
  ['undocumented path', [
    ['request', 'request', 'openapi.yaml documents no path /api/v2/releases/ (it documents /api/v2/pages/, /api/v2/pages/{id}/)'],
  ]],
  ['bad color', [['body', 'schema', '/items/0/status/color must match pattern "^#[0-9A-Fa-f]{6}$"', { item: 0, pointer: '/items/0/status/color' }]]],
  ['missing field', [['body', 'schema', '/items/0/status/description is missing', { item: 0, pointer: '/items/0/status/description' }]]],
  ['all fields without fields', [
    ['body', 'reference', 'item 0 holds expected_date, expected_time_period, target_date, content_scheduled, status, announcement_reports, which fields (default: id, title, meta) does not select', { item: 0, pointer: '/items/0' }],
  ]],
  ['the page without every field', [
    ['body', 'reference', 'the page lacks expected_date, expected_time_period, target_date, content_scheduled, status, announcement_reports, which fields (default: *) selects', { pointer: '' }],
  ]],
  ['meta fields', [['body', 'reference', 'item 0 holds meta.slug, which fields=-slug does not select', { item: 0, pointer: '/items/0/meta' }]]],
  ['date filter', [['body', 'reference', 'item 1 has expected_date 2026-02-20, before expected_date_after=2026-03-01', { item: 1, pointer: '/items/1/expected_date' }]]],
  ['status filter', [['body', 'reference', 'item 0 does not meet status=draft (a page that is not live)', { item: 0, pointer: '/items/0' }]]],
  ['wrong order', [
    ['body', 'reference', 'item 2 (expected_date 2026-02-20, id 3) comes after item 1 (expected_date 2026-03-04, id 2), against ordering=expected_date', { item: 2, pointer: '/items/2' }],
  ]],
  ['total count below items', [['body', 'reference', 'meta.total_count is 1, fewer than the 2 items the page shows', { pointer: '/meta/total_count' }]]],
  ['more items than limit', [['body', 'reference', 'the page holds 2 items, more than limit=1', { pointer: '/items' }]]],
  ['wrong detail_url', [
    ['body', 'reference', 'item 0 has meta.detail_url http://127.0.0.1:4010/api/v2/pages/8/; for id 7 the reference writes http://127.0.0.1:4010/api/v2/pages/7/', { item: 0, pointer: '/items/0/meta/detail_url' }],
  ]],
  ['status against a stated date', [
    ['body', 'reference', 'item 0 shows status.code announced, but with expected_date 2026-02-20 and target_date null, at now = 2026-03-01T12:00:00Z, the reference shows published', { item: 0, pointer: '/items/0/status/code' }],
  ]],
  ['statuses no moment reconciles', [
    ['body', 'reference', 'no moment makes every status agree with the dates and the request: even at the best fit (now before 2026-03-10T09:00:00Z), item 1 disagrees'],
    ['body', 'reference', 'item 1 shows status.code published, but with expected_date 2026-03-20 and target_date null, at now = 2026-01-11T00:00:00Z, the reference shows announced', { item: 1, pointer: '/items/1/status/code' }],
  ]],
  ['wrong label', [['body', 'reference', 'item 0 has status.label "announced"; the reference writes "Announced" for announced', { item: 0, pointer: '/items/0/status/label' }]]],
  ['wrong description', [
    ['body', 'reference', 'item 0 has status.description "Published on 2026-02-19."; at now = 2026-02-21T00:00:00Z the reference writes "Published on 2026-02-20."', { item: 0, pointer: '/items/0/status/description' }],
  ]],
  ['wrong 400 body', [['body', 'reference', 'the reference implementation answers 400 with {"message":"limit cannot be higher than 200"}, not {"message":"limit must be at most 200"}']]],
  ['wrong 401 body', [['body', 'reference', 'the reference implementation answers 401 with {"detail":"Invalid token."}, not {"detail":"Invalid token header."}']]],
  ['wrong status for an error', [
    ['request', 'request', 'the request has no Authorization header; the security scheme tokenAuth requires `Authorization: Token <key>`'],
    ['status', 'reference', 'the reference implementation answers 401 {"detail":"Authentication credentials were not provided."} to this request, not 400'],
  ]],
  ['undocumented status', [
    ['request', 'request', 'limit=201 is not valid: must be <= 200'],
    ['status', 'schema', 'openapi.yaml documents no 422 answer for GET /api/v2/pages/ (it documents 200, 400, 401, 403)'],
    ['status', 'reference', 'the reference implementation answers 400 {"message":"limit cannot be higher than 200"} to this request, not 422'],
  ]],
  ['Date header not a date', [[2, 'parse', 'the Date header "yesterday" is not a date']]],
  ['not a request', [['request', 'parse', 'the http block does not start with a request line such as `GET /api/v2/pages/?type=releases.ReleasePage HTTP/1.1`']]],
  // The rest of the message is the JSON parser's, which varies with Node's version.
  ['body not JSON', [['body', 'parse', /^the json block is not JSON: \S/]]],
];

describe('wrong.md: each wrong example is flagged precisely, and nothing else', () => {
  let examples: ExampleResult[];
  beforeAll(async () => {
    examples = await examplesOf('wrong.md');
  });

  test('every section is one example, and each is WRONG', () => {
    expect(examples.map((e) => e.location)).toEqual(WRONG_EXAMPLES.map(([heading]) => `wrong.md:${section(heading).request}`));
    expect(examples.every((e) => e.verdict === 'WRONG')).toBe(true);
  });

  test.each(WRONG_EXAMPLES)('%s', (heading, expected) => {
    const lines = section(heading);
    const example = examples.find((e) => e.location === `wrong.md:${lines.request}`)!;
    const problems = expected.map(([place, check, message, where]) => ({
      check,
      location: `wrong.md:${typeof place === 'number' ? lines.request + place : lines[place]}`,
      message: typeof message === 'string' ? message : expect.stringMatching(message),
      ...where,
    }));
    expect(example.problems).toEqual(problems);
  });

  test.each([
    ['all fields without fields', 'assuming now is before 2026-03-13T00:00:00Z'],
    ['wrong description', 'assuming now is between 2026-02-21T00:00:00Z and 2026-03-13T00:00:00Z'],
  ])('%s: the "now" assumed for its statuses is reported with it', (heading, assumption) => {
    const example = examples.find((e) => e.location === `wrong.md:${section(heading).request}`)!;
    expect(example.assumedNow).toBe(assumption);
  });
});

describe('wrong.rst', () => {
  test('the all-fields sample and a reworded 400 are flagged at their lines', async () => {
    expect(await examplesOf('wrong.rst')).toEqual([
      {
        file: 'wrong.rst',
        location: 'wrong.rst:9',
        verdict: 'WRONG',
        problems: [
          { check: 'reference', location: 'wrong.rst:14', item: 0, pointer: '/items/0', message: 'item 0 holds expected_date, which fields (default: id, title, meta) does not select' },
          { check: 'reference', location: 'wrong.rst:14', item: 0, pointer: '/items/0', message: 'item 0 lacks meta, which fields (default: id, title, meta) selects' },
        ],
      },
      {
        file: 'wrong.rst',
        location: 'wrong.rst:30',
        verdict: 'WRONG',
        problems: [{ check: 'reference', location: 'wrong.rst:39', message: `the reference implementation answers 400 with {"message":"type doesn't exist"}, not {"message":"unknown page type"}` }],
      },
    ]);
  });
});

test('the Examples section written for README.md holds once appended to it', async () => {
  const folder = mkdtempSync(join(tmpdir(), 'readme-'));
  try {
    const readme = join(folder, 'README.md');
    copyFileSync(join(__dirname, '..', '..', 'README.md'), readme);
    appendFileSync(readme, `\n${readFileSync(testdata('readme-examples.md'), 'utf8')}`);
    const [result] = await checkFiles([{ path: readme, name: 'README.md' }], OPENAPI);
    expect(result.examples.length).toBeGreaterThanOrEqual(4);
    expect(result.examples.filter((e) => e.verdict !== 'ok')).toEqual([]);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
});

test('a file that holds no examples of a known kind cannot be checked', async () => {
  const error = await checkFiles([{ path: join(__dirname, '..', '..', 'package.json'), name: 'package.json' }], OPENAPI).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(CannotCheckError);
  expect((error as Error).message).toBe('cannot check package.json: only Markdown (.md), reStructuredText (.rst) and OpenAPI (.yaml, .yml) files hold examples');
});
