import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { consoleReport, countsOf } from './consoleReport';
import { writeJunitReport } from './junitReport';
import { rule } from '../suite/rule';
import type { SuiteRun } from '../suite/runSuite';
import { RuleFailure } from '../suite/outcomes';

const SECRET = '9b1e6f2c7d4a3e8b0f5c1a9d6e2b7f4c3a8d0e5b';
const URL_OF_FAILURE = "http://127.0.0.1:4010/api/v2/pages/?type=releases.ReleasePage&search=it's&limit=5";

const noop = async () => undefined;
const passedRule = rule({ name: 'auth.missing-token-is-401', section: '§5.5', statement: 'A request without a token is answered with 401.', check: noop });
const failedRule = rule({ name: 'paging.limit-caps-items', section: '§4.3', statement: 'No page holds more than limit items.', check: noop });
const skippedRule = rule({ name: 'filters.status-published', section: '§4.2', statement: 'status=published returns only published pages.', check: noop, profile: 'mock' });

const failure = new RuleFailure('limit=5 answered 7 items', 'at most 5 items', '7 items', {
  method: 'GET',
  url: URL_OF_FAILURE,
  authorization: `Token ${SECRET}`,
});

function handMadeRun(): SuiteRun {
  return {
    baseUrl: 'http://127.0.0.1:4010',
    profile: 'spec',
    snapshotSummary: '200 releases; server clock 2026-03-01T12:00:00.000Z',
    results: [
      { rule: passedRule, outcome: 'passed', durationMs: 12 },
      { rule: failedRule, outcome: 'failed', reason: failure.message, failure, durationMs: 340 },
      { rule: skippedRule, outcome: 'skipped', reason: 'no published release in the data', durationMs: 1.5 },
    ],
    requests: 17,
    durationMs: 2345,
  };
}

describe('countsOf', () => {
  test('counts each outcome', () => {
    expect(countsOf(handMadeRun())).toEqual({ passed: 1, failed: 1, skipped: 1 });
  });
});

describe('consoleReport', () => {
  const report = consoleReport(handMadeRun());
  const lines = report.split('\n');

  test('opens with the profile, the server and the snapshot', () => {
    expect(lines.slice(0, 2)).toEqual([
      'Release Pages contract suite, profile spec, against http://127.0.0.1:4010',
      'snapshot: 200 releases; server clock 2026-03-01T12:00:00.000Z',
    ]);
  });

  test('one line per rule, in order, with its mark and section, and the reason of a skip', () => {
    expect(lines.slice(3, 6)).toEqual([
      '✓ auth.missing-token-is-401 (§5.5)',
      '✗ paging.limit-caps-items (§4.3)',
      '- filters.status-published (§4.2) (skipped: no published release in the data)',
    ]);
  });

  test('a failure shows its statement, reason, expected, actual and a replay with the token masked', () => {
    const start = lines.indexOf('✗ paging.limit-caps-items (§4.3): No page holds more than limit items.');
    expect(start).toBeGreaterThan(5);
    expect(lines.slice(start + 1, start + 5)).toEqual([
      '  limit=5 answered 7 items',
      '  expected: at most 5 items',
      '  actual:   7 items',
      `  replay:   curl -i -H 'Authorization: Token 9b1e…' 'http://127.0.0.1:4010/api/v2/pages/?type=releases.ReleasePage&search=it'\\''s&limit=5'`,
    ]);
  });

  test('the token is not in the report', () => {
    expect(report).not.toContain(SECRET);
  });

  test('passed and skipped rules get no failure block', () => {
    expect(lines.filter((l) => l.includes('auth.missing-token-is-401'))).toEqual(['✓ auth.missing-token-is-401 (§5.5)']);
    expect(lines.filter((l) => l.startsWith('  expected:'))).toHaveLength(1);
    expect(lines.filter((l) => l.startsWith('  replay:'))).toHaveLength(1);
  });

  test('closes with the counts, requests and time', () => {
    expect(lines[lines.length - 1]).toBe('contract: 1 passed, 1 failed, 1 skipped (17 requests in 2.3 s)');
    expect(lines[lines.length - 2]).toBe('');
  });

  test('a failure without a request has no replay line', () => {
    const run = handMadeRun();
    run.results[1] = { ...run.results[1], failure: new RuleFailure('m', 'e', 'a') };
    const text = consoleReport(run);
    expect(text).toContain('  expected: e\n  actual:   a\n');
    expect(text).not.toContain('replay:');
  });

  test('a run where everything passed closes with zero failures', () => {
    const run: SuiteRun = { ...handMadeRun(), results: [handMadeRun().results[0]], requests: 4, durationMs: 50 };
    const text = consoleReport(run);
    expect(text.split('\n').at(-1)).toBe('contract: 1 passed, 0 failed, 0 skipped (4 requests in 0.1 s)');
    expect(text).not.toContain('✗');
  });
});

describe('writeJunitReport', () => {
  let dir: string;
  let xml: string;

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'contract-junit-'));
    const file = join(dir, 'report.xml');
    writeJunitReport(handMadeRun(), file);
    xml = readFileSync(file, 'utf8');
  });

  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const testcases = () => xml.match(/<testcase\b[^>]*?(\/>|>[\s\S]*?<\/testcase>)/g) ?? [];

  test('is an XML document with one suite of three test cases', () => {
    expect(xml.startsWith('<?xml')).toBe(true);
    expect(xml).toMatch(/<testsuite [^>]*name="release-pages-contract \(spec\)"[^>]*tests="3" failures="1" errors="0" skipped="1"/);
    expect(xml.match(/<testcase\b/g)).toHaveLength(3);
    expect(xml.trimEnd().endsWith('</testsuites>')).toBe(true);
  });

  test('test cases are named with their sections and classed by family', () => {
    expect(testcases().map((tc) => tc.match(/ name="([^"]*)"/)?.[1])).toEqual([
      'auth.missing-token-is-401 (§5.5)',
      'paging.limit-caps-items (§4.3)',
      'filters.status-published (§4.2)',
    ]);
    expect(testcases().map((tc) => tc.match(/ classname="([^"]*)"/)?.[1])).toEqual(['auth', 'paging', 'filters']);
  });

  test('the failed case has a <failure> with the reason and the masked replay', () => {
    const [passed, failed, skipped] = testcases();
    expect(passed).not.toContain('<failure');
    expect(skipped).not.toContain('<failure');
    expect(xml.match(/<failure\b/g)).toHaveLength(1);
    expect(failed).toContain('<failure message="limit=5 answered 7 items"');
    expect(failed).toContain('expected: at most 5 items');
    expect(failed).toContain('actual: 7 items');
    expect(failed).toContain("replay: curl -i -H 'Authorization: Token 9b1e…'");
  });

  test('the skipped case has <skipped/> and its reason', () => {
    const [passed, failed, skipped] = testcases();
    expect(xml.match(/<skipped\b/g)).toHaveLength(1);
    expect(skipped).toContain('<skipped/>');
    expect(skipped).toContain('no published release in the data');
    expect(passed).not.toContain('<skipped');
    expect(failed).not.toContain('<skipped');
  });

  test('times are in seconds', () => {
    expect(testcases().map((tc) => tc.match(/ time="([^"]*)"/)?.[1])).toEqual(['0.012', '0.34', '0.0015']);
  });

  test('the token is not in the file', () => {
    expect(xml).not.toContain(SECRET);
    expect(xml).not.toContain(SECRET.slice(0, 12));
  });
});
