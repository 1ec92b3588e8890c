// Every report of the suite says, per rule, how many cases it could not decide and why the first
// could not (so that a quiet report is told from a blind one); and the JSON report as a whole.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { consoleReport } from './consoleReport';
import { htmlReport } from './htmlReport';
import { jsonReport, writeJsonReport } from './jsonReport';
import { writeJunitReport } from './junitReport';
import type { SuiteRun } from '../suite/runSuite';
import { handMadeRun, HOSTILE, HOSTILE_LEFTOVERS, HOSTILE_PRINTED, hostileRun, SECRET } from './testing/runs';

const WHY = 'release 12: cannot tell whether target_date is later than the current moment (target_date 2026-03-01T12:00:30+00:00)';

/** The hand-made run, its passed rule unable to decide 3 cases, its failed rule 1 (a hostile reason). */
function blindRun(): SuiteRun {
  const run = handMadeRun();
  const [passed, failed, skipped] = run.results;
  return { ...run, results: [{ ...passed, notJudged: { count: 3, why: WHY } }, { ...failed, notJudged: { count: 1, why: `why ${HOSTILE}` } }, skipped] };
}

function junitOf(run: SuiteRun): string {
  const dir = mkdtempSync(join(tmpdir(), 'contract-not-judged-'));
  try {
    writeJunitReport(run, join(dir, 'r.xml'));
    return readFileSync(join(dir, 'r.xml'), 'utf8');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

test('the console puts the count and the first reason on the rule line, made printable', () => {
  const lines = consoleReport(blindRun()).split('\n');
  expect(lines).toContain(`✓ auth.missing-token-is-401 (§5.5); 3 not judged, the first: ${WHY}`);
  expect(lines).toContain(`✗ paging.limit-caps-items (§4.3); 1 not judged, the first: why ${HOSTILE_PRINTED}`);
  // A rule that decided every case says nothing more.
  expect(consoleReport(handMadeRun()).split('\n')).toContain('✓ auth.missing-token-is-401 (§5.5)');
});

test('JUnit carries them as test-case properties', () => {
  const xml = junitOf(blindRun());
  const passedCase = /<testcase[^>]*name="auth\.missing-token-is-401"[\s\S]*?<\/testcase>/.exec(xml)![0];
  expect(passedCase).toContain('<property name="notJudged" value="3"/>');
  expect(passedCase).toContain(`<property name="notJudgedFirst" value="${WHY}"/>`);
  expect(junitOf(handMadeRun())).not.toContain('notJudged');
  for (const leftover of HOSTILE_LEFTOVERS) expect(xml).not.toContain(leftover);
});

test('HTML shows them under the rule, passed rules included', () => {
  const page = htmlReport(blindRun());
  const passedLine = /<li class="rule passed" id="auth\.missing-token-is-401">[\s\S]*?<\/li>/.exec(page)![0];
  expect(passedLine).toContain(`<p class="not-judged">3 not judged, the first: ${WHY}</p>`);
  expect(htmlReport(handMadeRun())).not.toContain('class="not-judged"');
});

test("JSON holds the run's facts, counts and each rule, a rule's cases not judged among them", () => {
  const report = jsonReport(blindRun()) as { profile: string; counts: object; requests: number; rules: Record<string, unknown>[] };
  expect(report).toMatchObject({
    baseUrl: 'http://127.0.0.1:4010',
    profile: 'spec',
    counts: { passed: 1, failed: 1, skipped: 1 },
    requests: 17,
    durationMs: 2345,
  });
  expect(report.rules[0]).toEqual({
    rule: 'auth.missing-token-is-401',
    section: '§5.5',
    outcome: 'passed',
    notJudged: { count: 3, first: WHY },
    durationMs: 12,
  });
  expect(report.rules[1]).toMatchObject({ outcome: 'failed', reason: 'limit=5 answered 7 items', expected: 'at most 5 items', actual: '7 items', count: 1 });
  expect(report.rules[2]).toMatchObject({ outcome: 'skipped', reason: 'no published release in the data' });
  expect(JSON.stringify(report)).not.toContain(SECRET);
});

test('the JSON file of a hostile run ended by a fault holds the fault and no escape sequence', () => {
  const dir = mkdtempSync(join(tmpdir(), 'contract-json-'));
  try {
    const file = join(dir, 'nested', 'contract.json');
    writeJsonReport(hostileRun(), file);
    const text = readFileSync(file, 'utf8');
    expect(JSON.parse(text)).toMatchObject({ fault: `fault ${HOSTILE_PRINTED}`, warnings: [`warning ${HOSTILE_PRINTED}`] });
    for (const leftover of HOSTILE_LEFTOVERS) expect(text).not.toContain(leftover);
    expect(text).not.toContain(SECRET);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
