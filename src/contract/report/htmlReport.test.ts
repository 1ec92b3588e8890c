// Tests of the HTML report: one self-contained document with the run's header, rules by section and failures.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { firstSection, htmlReport, writeHtmlReport } from './htmlReport';
import type { SuiteRun } from '../suite/runSuite';
import { handMadeRun, HOSTILE_LEFTOVERS, HOSTILE_PRINTED, hostileRun, SECRET, twoSectionRule } from './testing/runs';

/** The report of the hand-made run, with a rule of two sections, a warning and a time zone added. */
function fullRun(): SuiteRun {
  const run = handMadeRun();
  return {
    ...run,
    timezone: 'Europe/London',
    warnings: ['items hold a field the documentation does not name: extra', 'items hold a field the documentation does not name: extra'],
    results: [...run.results, { rule: twoSectionRule, outcome: 'passed', durationMs: 3 }],
  };
}

const page = htmlReport(fullRun());
/** The text of the markup as a reader sees it: a space between blocks, entities decoded, spaces collapsed. */
const textOf = (markup: string) =>
  markup
    .replace(/<\/?(?:header|section|h1|h2|p|dl|dt|dd|ul|li|div)\b[^>]*>/g, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
const sectionsOf = (markup: string) => [...markup.matchAll(/<section><h2>([^<]*)<\/h2>([\s\S]*?)<\/section>/g)].map((m) => ({ heading: m[1], body: m[2] }));
const ruleItems = (markup: string) => markup.match(/<li class="rule [\s\S]*?<\/li>/g) ?? [];

describe('htmlReport', () => {
  test('is one complete document', () => {
    expect(page.startsWith('<!doctype html>\n<html lang="en">')).toBe(true);
    expect(page).toContain('<meta charset="utf-8">');
    expect(page.trimEnd().endsWith('</html>')).toBe(true);
  });

  test('is self-contained: inline style, no script, nothing from the network', () => {
    expect(page).toMatch(/<style>[\s\S]+<\/style>/);
    expect(page).not.toMatch(/<script/i);
    expect(page).not.toMatch(/<link\b/i);
    expect(page).not.toMatch(/\b(src|href)\s*=\s*["']?\s*(https?:)?\/\//i);
    expect(page).not.toMatch(/@import|url\(/i);
    expect(page).toContain(`<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">`);
  });

  test('the header gives base URL, profile, server clock, time zone, start, counts, requests and duration', () => {
    const header = textOf(/<header>[\s\S]*<\/header>/.exec(page)![0]);
    for (const fact of [
      '2 passed, 1 failed, 1 skipped',
      'base URL http://127.0.0.1:4010',
      'profile spec',
      'server clock 2026-03-01T12:00:01.000Z',
      'time zone Europe/London',
      'started at 2026-03-01T12:00:00.000Z',
      'requests 17',
      'duration 2.3 s',
    ]) {
      expect(header).toContain(fact);
    }
  });

  test('without --timezone or a Date header, both are unknown', () => {
    const header = textOf(/<header>[\s\S]*<\/header>/.exec(htmlReport({ ...handMadeRun(), serverClock: undefined }))![0]);
    expect(header).toContain('time zone unknown');
    expect(header).toContain('server clock unknown (no Date header)');
  });

  test('the header lists each warning once', () => {
    const warnings = /<section class="warnings">([\s\S]*?)<\/section>/.exec(page)![1];
    expect(warnings.match(/<li>/g)).toHaveLength(1);
    expect(warnings).toContain('<li>items hold a field the documentation does not name: extra</li>');
    expect(htmlReport(handMadeRun())).not.toContain('class="warnings"');
  });

  test('a fault that ended the run is in the header, and the partial results are listed', () => {
    const faulted = htmlReport({ ...handMadeRun(), fault: 'the listing answered 502 to limit=200&offset=200' });
    const header = textOf(/<header>[\s\S]*<\/header>/.exec(faulted)![0]);
    expect(header).toContain('Fault: the listing answered 502 to limit=200&offset=200 (the run ended early; the rules not listed did not run)');
    expect(ruleItems(faulted)).toHaveLength(3);
    expect(page).not.toContain('class="fault"');
  });

  test("rules are grouped under their section's first § number, in section order", () => {
    expect(sectionsOf(page).map((s) => [s.heading, ruleItems(s.body).map((li) => /<code class="name">([^<]*)<\/code>/.exec(li)![1])])).toEqual([
      ['§4.1', ['invalid.limit-not-an-integer-is-refused']],
      ['§4.2', ['filters.status-published']],
      ['§4.3', ['paging.limit-caps-items']],
      ['§5.5', ['auth.missing-token-is-401']],
    ]);
  });

  test('each rule is a line with its outcome, full section and statement', () => {
    const passed = ruleItems(page).find((li) => li.includes('auth.missing-token-is-401'))!;
    expect(passed).toContain('class="rule passed"');
    expect(textOf(passed).trim()).toBe('✓ passed auth.missing-token-is-401 (§5.5): A request without a token is answered with 401.');
    expect(textOf(ruleItems(page).find((li) => li.includes('invalid.'))!)).toContain('(§4.1, §7)');
  });

  test('a failure is expanded: reason, expected, actual and the masked replay', () => {
    const failed = ruleItems(page).find((li) => li.includes('class="rule failed"'))!;
    expect(textOf(failed).trim()).toBe(
      "✗ failed paging.limit-caps-items (§4.3): No page holds more than limit items. limit=5 answered 7 items expected at most 5 items actual 7 items replay curl -i -H 'Authorization: Token 9b1e…' 'http://127.0.0.1:4010/api/v2/pages/?type=releases.ReleasePage&search=it'\\''s&limit=5'",
    );
  });

  test('the page opens with the failures: each failed rule, its count and first example, linked to its line, in red', () => {
    const main = /<main>([\s\S]*)<\/main>/.exec(page)![1];
    expect(main.indexOf('<section class="failures">')).toBe(1);
    const rows = [.../<tbody>([\s\S]*?)<\/tbody>/.exec(main)![1].matchAll(/<tr>([\s\S]*?)<\/tr>/g)].map((m) => textOf(m[1].replace(/<\/td>/g, ' | ')).trim());
    expect(rows).toEqual(['paging.limit-caps-items | 1 | 7 items |']);
    expect(main).toContain('<a href="#paging.limit-caps-items">');
    expect(main).toContain('<li class="rule failed" id="paging.limit-caps-items">');
    expect(page).toMatch(/\.failed code\.name, \.failures a \{ color: #cf222e/);
    const counted = handMadeRun();
    counted.results = counted.results.map((r) =>
      r.failure ? { ...r, failure: Object.assign(Object.create(Object.getPrototypeOf(r.failure)), r.failure, { count: 4 }) } : r,
    );
    expect(textOf(/<tbody>([\s\S]*?)<\/tbody>/.exec(htmlReport(counted))![1].replace(/<\/td>/g, ' | ')).trim()).toBe('paging.limit-caps-items | 4 | 7 items |');
    const allPassed = { ...handMadeRun(), results: handMadeRun().results.filter((r) => r.outcome !== 'failed') };
    expect(htmlReport(allPassed)).not.toContain('class="failures"');
  });

  test('a skipped rule shows its reason', () => {
    const skipped = ruleItems(page).find((li) => li.includes('class="rule skipped"'))!;
    expect(textOf(skipped)).toContain(
      '- skipped filters.status-published (§4.2): status=published returns only published pages. skipped: no published release in the data',
    );
  });

  test('server text is escaped: markup in a reason is shown, never run', () => {
    const run = handMadeRun();
    run.results[2] = { ...run.results[2], reason: 'no <script>alert(1)</script> <img src=x onerror=alert(2)> "quoted" & more' };
    const markup = htmlReport(run);
    expect(markup).not.toMatch(/<script|<img/i);
    expect(markup).toContain('no &lt;script&gt;alert(1)&lt;/script&gt; &lt;img src=x onerror=alert(2)&gt; &quot;quoted&quot; &amp; more');
  });

  test('no escape sequence or control character of a server reaches the page', () => {
    const markup = htmlReport(hostileRun());
    for (const leftover of HOSTILE_LEFTOVERS) expect(markup).not.toContain(leftover);
    const text = textOf(markup);
    for (const field of ['snapshot', 'warning', 'fault', 'reason', 'expected', 'actual', 'skipped']) expect(text).toContain(`${field} ${HOSTILE_PRINTED}`);
    expect(text).toContain(`search=${HOSTILE_PRINTED}`);
  });

  test('the token is not in the page', () => {
    expect(page).not.toContain(SECRET);
    expect(htmlReport(hostileRun())).not.toContain(SECRET.slice(0, 12));
  });
});

describe('firstSection', () => {
  test('is the first § number of a section', () => {
    expect(['§5.5', '§4.1, §7', '§4.2.1', '§2.1–2.7', '§7 (openapi.yaml)'].map(firstSection)).toEqual(['§5.5', '§4.1', '§4.2.1', '§2.1', '§7']);
  });
});

describe('writeHtmlReport', () => {
  test('writes the page to the file, making its folder', () => {
    const dir = mkdtempSync(join(tmpdir(), 'contract-html-'));
    try {
      const file = join(dir, 'reports', 'contract.html');
      writeHtmlReport(fullRun(), file);
      expect(readFileSync(file, 'utf8')).toBe(page);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
