// Tests of the console and JSON reports and of the outcome counts.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { consoleReport, countsOf } from './consoleReport';
import { writeJunitReport } from './junitReport';
import type { SuiteRun } from '../suite/runSuite';
import { RuleFailure } from '../suite/outcomes';
import { handMadeRun, HOSTILE_LEFTOVERS, HOSTILE_PRINTED, hostileRun, SECRET } from './testing/runs';

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
  test('prints each warning once, after the rule lines and before the failures', () => {
    const run: SuiteRun = {
      ...handMadeRun(),
      warnings: ['items hold a field the documentation does not name: extra', 'second', 'items hold a field the documentation does not name: extra'],
    };
    const text = consoleReport(run).split('\n');
    expect(text.filter((l) => l.startsWith('warning: '))).toEqual(['warning: items hold a field the documentation does not name: extra', 'warning: second']);
    const firstWarning = text.indexOf('warning: items hold a field the documentation does not name: extra');
    expect(firstWarning).toBeGreaterThan(text.indexOf('- filters.status-published (§4.2) (skipped: no published release in the data)'));
    expect(firstWarning).toBeLessThan(text.indexOf('✗ paging.limit-caps-items (§4.3): No page holds more than limit items.'));
  });

  test('a run without warnings prints no warning line', () => {
    expect(report).not.toContain('warning:');
  });

  test('a fault that ended the run gets a line before the closing line, which keeps its form', () => {
    const run: SuiteRun = { ...handMadeRun(), fault: 'the listing answered 502 to limit=200&offset=200' };
    const text = consoleReport(run).split('\n');
    expect(text.at(-3)).toBe('fault: the listing answered 502 to limit=200&offset=200 (the run ended early; the rules not listed did not run)');
    expect(text.at(-1)).toBe('contract: 1 passed, 1 failed, 1 skipped (17 requests in 2.3 s)');
  });

  test('a fault before any rule ran still gives the header, the fault and the closing line', () => {
    const run: SuiteRun = { ...handMadeRun(), results: [], serverClock: undefined, snapshotSummary: 'not read', fault: 'the token was refused: 401' };
    const text = consoleReport(run);
    expect(text).toContain('fault: the token was refused: 401 (');
    expect(text.split('\n').at(-1)).toBe('contract: 0 passed, 0 failed, 0 skipped (17 requests in 2.3 s)');
  });

  test('no escape sequence or control character of a server reaches the terminal', () => {
    const text = consoleReport(hostileRun());
    for (const leftover of HOSTILE_LEFTOVERS) expect(text).not.toContain(leftover);
    const lines = text.split('\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        `snapshot: snapshot ${HOSTILE_PRINTED}`,
        `- filters.status-published (§4.2) (skipped: skipped ${HOSTILE_PRINTED})`,
        `warning: warning ${HOSTILE_PRINTED}`,
        `  reason ${HOSTILE_PRINTED}`,
        `  expected: expected ${HOSTILE_PRINTED}`,
        `  actual:   actual ${HOSTILE_PRINTED}`,
        `  replay:   curl -i -H 'Authorization: Token 9b1e…' 'http://127.0.0.1:4010/api/v2/pages/?search=${HOSTILE_PRINTED}'`,
        expect.stringMatching(new RegExp(`^fault: fault ${HOSTILE_PRINTED} \\(`)),
      ]),
    );
    expect(text).not.toContain(SECRET);
  });
});

describe('writeJunitReport', () => {
  let dir: string;
  let xml: string;

  /** Writes the run as JUnit XML and reads the file back. */
  function junitOf(run: SuiteRun): string {
    const file = join(dir, `report-${Math.random().toString(36).slice(2)}.xml`);
    writeJunitReport(run, file);
    return readFileSync(file, 'utf8');
  }

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'contract-junit-'));
    xml = junitOf(handMadeRun());
  });

  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const testcasesOf = (text: string): string[] => text.match(/<testcase\b[^>]*?(\/>|>[\s\S]*?<\/testcase>)/g) ?? [];
  const testcases = () => testcasesOf(xml);
  /** The text of an element, its character references decoded. */
  const textOf = (element: string, name: string) =>
    new RegExp(`<${name}\\b[^>]*>([\\s\\S]*?)</${name}>`)
      .exec(element)?.[1]
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&amp;/g, '&');
  const properties = (element: string) => [...element.matchAll(/<property name="([^"]*)" value="([^"]*)"\/>/g)].map((m) => [m[1], m[2]]);

  test('is an XML document with one suite of three test cases', () => {
    expect(xml.startsWith('<?xml')).toBe(true);
    expect(xml).toMatch(/<testsuite [^>]*name="release-pages-contract \(spec\)"[^>]*tests="3" failures="1" errors="0" skipped="1"/);
    expect(xml.match(/<testcase\b/g)).toHaveLength(3);
    expect(xml.trimEnd().endsWith('</testsuites>')).toBe(true);
  });

  test('test cases are named as the rules, without sections, and classed by family', () => {
    expect(testcases().map((tc) => tc.match(/ name="([^"]*)"/)?.[1])).toEqual([
      'auth.missing-token-is-401',
      'paging.limit-caps-items',
      'filters.status-published',
    ]);
    expect(testcases().map((tc) => tc.match(/ classname="([^"]*)"/)?.[1])).toEqual(['auth', 'paging', 'filters']);
  });

  test("each test case has its rule's section and statement as properties", () => {
    expect(testcases().map(properties)).toEqual([
      [
        ['section', '§5.5'],
        ['statement', 'A request without a token is answered with 401.'],
      ],
      [
        ['section', '§4.3'],
        ['statement', 'No page holds more than limit items.'],
      ],
      [
        ['section', '§4.2'],
        ['statement', 'status=published returns only published pages.'],
      ],
    ]);
  });

  test('the suite has the base URL, profile, server clock and time zone as properties, and startedAt as its timestamp', () => {
    const suite = /<testsuite [^>]*>\s*<properties>[\s\S]*?<\/properties>/.exec(xml)![0];
    expect(suite).toContain('timestamp="2026-03-01T12:00:00.000Z"');
    expect(properties(suite)).toEqual(
      expect.arrayContaining([
        ['baseUrl', 'http://127.0.0.1:4010'],
        ['profile', 'spec'],
        ['serverClock', '2026-03-01T12:00:01.000Z'],
        ['timezone', 'unknown'],
      ]),
    );
    const zoned = junitOf({ ...handMadeRun(), timezone: 'Europe/London' });
    expect(zoned).toContain('<property name="timezone" value="Europe/London"/>');
  });

  test("the failure's body holds the reason, expected, actual and the masked replay", () => {
    const [passed, failed, skipped] = testcases();
    expect(passed).not.toContain('<failure');
    expect(skipped).not.toContain('<failure');
    expect(xml.match(/<failure\b/g)).toHaveLength(1);
    expect(failed).toContain('<failure message="limit=5 answered 7 items"');
    expect(textOf(failed, 'failure')?.split('\n')).toEqual([
      'limit=5 answered 7 items',
      'expected: at most 5 items',
      'actual:   7 items',
      `replay:   curl -i -H 'Authorization: Token 9b1e…' 'http://127.0.0.1:4010/api/v2/pages/?type=releases.ReleasePage&search=it'\\''s&limit=5'`,
    ]);
  });

  test('the skipped case has <skipped message="reason">', () => {
    const [passed, failed, skipped] = testcases();
    expect(xml.match(/<skipped\b/g)).toHaveLength(1);
    expect(skipped).toContain('<skipped message="no published release in the data"/>');
    expect(passed).not.toContain('<skipped');
    expect(failed).not.toContain('<skipped');
  });

  test('a fault that ended the run is a test case in error, after the partial results', () => {
    const text = junitOf({ ...handMadeRun(), fault: 'the listing answered 502 to limit=200&offset=200' });
    expect(text).toMatch(/<testsuite [^>]*tests="4" failures="1" errors="1" skipped="1"/);
    const last = testcasesOf(text).at(-1)!;
    expect(last).toMatch(/^<testcase classname="run" name="run\.completes">/);
    expect(last).toContain('<error message="the listing answered 502 to limit=200&amp;offset=200" type="fault">');
    expect(textOf(last, 'error')).toBe('the listing answered 502 to limit=200&offset=200\nthe run ended early; the rules not listed did not run');
  });

  test('a fault before any rule ran is written too: one test case, in error', () => {
    const text = junitOf({ ...handMadeRun(), results: [], serverClock: undefined, snapshotSummary: 'not read', fault: 'the token was refused: 401' });
    expect(text).toMatch(/<testsuite [^>]*tests="1" failures="0" errors="1" skipped="0"/);
    expect(text).toContain('<property name="serverClock" value="unknown (no Date header)"/>');
    expect(text).toContain('<error message="the token was refused: 401" type="fault">');
  });

  test('a run without a fault has no <error>', () => {
    expect(xml).not.toContain('<error');
  });

  test('server text cannot end a CDATA section and become markup', () => {
    const run = handMadeRun();
    run.results[1] = { ...run.results[1], failure: new RuleFailure('m', 'e', 'first ]]> then ]]><injected/>') };
    const text = junitOf(run);
    expect(text).not.toContain('<injected');
    expect(textOf(text, 'failure')).toContain('actual:   first ]]> then ]]><injected/>');
  });

  test('no escape sequence or control character of a server reaches the file', () => {
    const text = junitOf(hostileRun());
    for (const leftover of HOSTILE_LEFTOVERS) expect(text).not.toContain(leftover);
    const [failed, skipped] = testcasesOf(text);
    expect(textOf(failed, 'failure')).toContain(`expected: expected ${HOSTILE_PRINTED}\nactual:   actual ${HOSTILE_PRINTED}\nreplay:   curl`);
    expect(skipped).toContain(`<skipped message="skipped ${HOSTILE_PRINTED}"/>`);
    expect(text).toContain(`<property name="warning" value="warning ${HOSTILE_PRINTED}"/>`);
    expect(text).toContain(`<error message="fault ${HOSTILE_PRINTED}" type="fault">`);
    expect(text).not.toContain(SECRET);
  });

  test('times are in seconds, rounded to milliseconds', () => {
    expect(testcases().map((tc) => tc.match(/ time="([^"]*)"/)?.[1])).toEqual(['0.012', '0.34', '0.002']);
  });

  test('the token is not in the file', () => {
    expect(xml).not.toContain(SECRET);
    expect(xml).not.toContain(SECRET.slice(0, 12));
  });
});
