// The corpus in every form the checker reads (testdata/forms): each wrong example located at the
// line of its faulty value, no correct one flagged, everything not read listed as not examined.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { OPENAPI_PATH } from '../core/packageFiles';
import { checkFiles } from './checkFiles';
import { allExamined, textReport } from './report';
import type { FileResult } from './types';

const FORMS = join(__dirname, 'testdata', 'forms');
const FILES = ['cookbook.md', 'guide.rst', 'third-party.yaml'];

/** `FILE:LINE` of the first line holding `text` after the line holding `after` (the corpus's own text, not the checker's). */
function at(file: string, text: string, after = ''): string {
  const lines = readFileSync(join(FORMS, file), 'utf8').split('\n');
  const start = lines.findIndex((line) => line.includes(after));
  const index = lines.findIndex((line, i) => i >= start && line.includes(text));
  if (start === -1 || index === -1) throw new Error(`${file} holds no ${text} after ${after}`);
  return `${file}:${index + 1}`;
}

let results: FileResult[];
beforeAll(async () => {
  results = await checkFiles(
    FILES.map((file) => ({ path: join(FORMS, file), name: file })),
    { path: OPENAPI_PATH, name: 'openapi.yaml' },
    'spec',
  );
});

const examples = () => results.flatMap((result) => result.examples);
const problemsAt = () => examples().flatMap((example) => example.problems.map((problem) => [example.location, problem.location, problem.rule]));

test('every request is read, whatever its form: curl, HTTPie, fetch, requests, a console session, raw HTTP, httpdomain, sphinx-tabs', () => {
  expect(examples().map((example) => [example.location, example.verdict])).toEqual([
    [at('cookbook.md', 'export API_TOKEN'), 'ok'],
    [at('cookbook.md', 'curl -s "https'), 'WRONG'],
    [at('cookbook.md', 'http GET'), 'ok'],
    [at('cookbook.md', 'const params'), 'ok'],
    [at('cookbook.md', 'import requests'), 'WRONG'],
    [at('cookbook.md', '$ curl'), 'WRONG'],
    [at('cookbook.md', 'GET /api', 'trimmed with'), 'ok'],
    [at('cookbook.md', 'GET /api', 'same block'), 'ok'],
    [at('cookbook.md', '| Query'), 'WRONG'],
    [at('guide.rst', 'curl -G'), 'WRONG'],
    [at('guide.rst', 'requests.get'), 'WRONG'],
    [at('guide.rst', 'GET /api', 'httpdomain'), 'ok'],
    [at('guide.rst', '+---', 'Counts by month'), 'ok'],
    [at('third-party.yaml', 'example: releases.ReleasePage'), 'ok'],
    [at('third-party.yaml', 'example: 500'), 'WRONG'],
    [at('third-party.yaml', 'inline:'), 'WRONG'],
    [at('third-party.yaml', 'external:'), 'ok'],
  ]);
});

test('each wrong example is located at the line of its faulty value, by the rule it breaks', () => {
  expect(problemsAt()).toEqual([
    [at('cookbook.md', 'curl -s "https'), at('cookbook.md', '"code": "scheduled"'), 'status.shown-code-matches-its-filter'],
    [at('cookbook.md', 'import requests'), at('cookbook.md', '"total_count": 1', 'import requests'), 'paging.total-count-counts-every-release'],
    [at('cookbook.md', '$ curl'), at('cookbook.md', '"id": 5', '$ curl'), 'ordering.expected-date-descending-across-pages'],
    [at('cookbook.md', '| Query'), at('cookbook.md', 'expected_date_before=2026-03-10'), 'filter.expected-date-after-is-inclusive'],
    // The label in the included file, at its line there, for each tab that shows the request.
    [at('guide.rst', 'curl -G'), at('examples/announced.json', '"Upcoming"'), 'content.announced-status-is-labelled'],
    [at('guide.rst', 'requests.get'), at('examples/announced.json', '"Upcoming"'), 'content.announced-status-is-labelled'],
    // The spec's rules, not only the document's own schema (which says `type: integer`, `type: object`).
    [at('third-party.yaml', 'example: 500'), at('third-party.yaml', 'example: 500'), 'request.limit-within-maximum'],
    [at('third-party.yaml', 'inline:'), at('third-party.yaml', 'detail_url: /api'), 'example.matches-openapi'],
    [at('third-party.yaml', 'inline:'), at('third-party.yaml', 'expected_time_period: morning'), 'example.matches-openapi'],
  ]);
});

test('an answer trimmed with ... is never WRONG for the rules that count items: they are not judged', () => {
  const trimmed = examples().find((example) => example.location === at('cookbook.md', 'GET /api', 'trimmed with'))!;
  expect(trimmed.notJudged).toContainEqual({
    rule: 'paging.short-page-is-the-last',
    section: '§4.3',
    why: 'the answer is trimmed with ...: what it leaves out is not shown',
  });
});

test('everything that looked like part of an example but was not read is listed, with why; --strict fails on it', () => {
  expect(results.flatMap((result) => result.notExamined.map(({ location, why }) => [location, why.split(':')[0]]))).toEqual([
    [at('cookbook.md', 'A request in prose'), 'a request in prose (`GET /api/v2/pages/?type=releases.ReleasePage&status=published`)'],
    [at('cookbook.md', '{ "meta": { "total_count": 3 }'), 'a json block after a bash block with no request in it'],
    [at('guide.rst', 'literalinclude:: ../'), "../../../../package.json lies outside the document's folder"],
    [at('guide.rst', 'missing.json'), 'examples/missing.json cannot be read'],
    [at('guide.rst', 'The published ones'), 'a request in prose (``GET /api/v2/pages/?type=releases.ReleasePage&status=published``)'],
    [at('third-party.yaml', 'externalValue: https'), 'an externalValue'],
  ]);
  expect(allExamined(results)).toBe(false);
});

test('the console names the rule, the section and the "now" of every finding, and never says "undefined"', () => {
  const report = textReport(results);
  expect(report).not.toContain('undefined');
  expect(report).toContain(`${at('cookbook.md', '$ curl')} WRONG\n  now: 2026-03-01T12:00:00Z (stated)\n`);
  expect(report).toContain(
    `  ${at('third-party.yaml', 'expected_time_period: morning')}: /items/0/expected_time_period must be one of "AM", "PM" or must be null [example.matches-openapi, §2.1–2.7, §7]`,
  );
});
