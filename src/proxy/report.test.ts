// Tests of the proxy's report: violation lines, counts and answers passed on unchecked.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ProxyReport, reportedRequest } from './report';

test('each violation is a JSON line on the output and in the file, the token masked; the summary counts by rule', () => {
  const dir = mkdtempSync(join(tmpdir(), 'proxy-report-'));
  try {
    const file = join(dir, 'report.jsonl');
    const lines: string[] = [];
    const report = new ProxyReport((line) => lines.push(line), file);
    const request = reportedRequest('GET', '/api/v2/pages/?type=releases.ReleasePage&limit=2', 'Token 0123456789abcdef');
    report.answer(request, {
      violations: [{ rule: 'paging.limit-bounds-the-page', section: '§4.1', expected: 'at most 2 items', actual: '3 items', pointer: '/items' }],
      unjudged: [{ rule: 'status.draft-filter', why: '1 of 1 items: liveness is unknown' }],
    });
    report.answer(request, { violations: [], unjudged: [{ rule: 'status.draft-filter', why: '2 of 2 items: another reason' }] });
    expect(readFileSync(file, 'utf8')).toBe(`${lines[0]}\n`);
    expect(JSON.parse(lines[0])).toMatchObject({ kind: 'violation', rule: 'paging.limit-bounds-the-page', request: { authorization: 'Token 0123…' } });
    expect(lines[0]).not.toContain('0123456789abcdef');
    expect(report.violationCount).toBe(1);
    expect(report.summary()).toMatch(/2 answers checked, 1 violations[\s\S]*1 {2}violated {6}paging\.limit-bounds-the-page/);
    // A quiet report told from a blind one: each rule not judged, how often, and why the first time.
    expect(report.summary()).toContain('     2  not judged    status.draft-filter; 2 not judged, the first: 1 of 1 items: liveness is unknown');
    expect(report.counts).toMatchObject({
      unjudged: { 'status.draft-filter': 2 },
      unjudgedWhy: { 'status.draft-filter': '1 of 1 items: liveness is unknown' },
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

describe('answers passed on unchecked', () => {
  beforeEach(() => jest.useFakeTimers({ now: new Date('2026-03-01T12:00:00Z') }));
  afterEach(() => jest.useRealTimers());

  const FULL = '64 answers were already waiting for the checks (--max-queued-checks): passed on unjudged';
  const LARGE = 'the answer is larger than 8388608 bytes once inflated (--max-inflated-size): the checks stopped there';
  const request = (n: number) => reportedRequest('GET', `/api/v2/pages/?type=releases.ReleasePage&offset=${n}`, 'Token 0123456789abcdef');

  test('are counted at once, and told in one line per reason at most once a second, with the count and the first request', () => {
    const written: { at: number; record: { kind: string; count: number; why: string; first: { url: string; authorization: string } } }[] = [];
    const report = new ProxyReport((line) => written.push({ at: Date.now(), record: JSON.parse(line) as (typeof written)[number]['record'] }));
    // A flood: 2,500 answers over 2.5 s past the queue's bound, one too large to inflate among them.
    for (let n = 0; n < 2500; n += 1) {
      report.unchecked(request(n), n === 1200 ? LARGE : FULL);
      expect(report.counts.uncheckedAnswers).toBe(n + 1);
      jest.advanceTimersByTime(1);
    }
    report.flush();
    const full = written.filter(({ record }) => record.why === FULL);
    // Not a line per answer: the timer's lines of one reason are a second apart, and the counts add up.
    expect(full.map(({ at, record }) => [at - Date.parse('2026-03-01T12:00:00Z'), record.count, record.first.url.split('offset=')[1]])).toEqual([
      [1000, 1000, '0'],
      [2000, 999, '1000'],
      [2500, 500, '2000'],
    ]);
    expect(written.filter(({ record }) => record.why === LARGE).map(({ record }) => [record.count, record.first.url.split('offset=')[1]])).toEqual([
      [1, '1200'],
    ]);
    expect(written.every(({ record }) => record.kind === 'unchecked-answers' && record.first.authorization === 'Token 0123…')).toBe(true);
    expect(report.summary()).toContain(', 0 refused requests, 2500 answers not checked');
  });

  test('a quiet second writes nothing, and nothing is held once flushed', () => {
    const lines: string[] = [];
    const report = new ProxyReport((line) => lines.push(line));
    report.unchecked(request(1), FULL);
    expect(lines).toEqual([]);
    jest.advanceTimersByTime(999);
    expect(lines).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(lines.map((line) => JSON.parse(line) as object)).toEqual([{ kind: 'unchecked-answers', count: 1, why: FULL, first: request(1) }]);
    jest.advanceTimersByTime(5000);
    report.flush();
    expect(lines).toHaveLength(1);
  });
});
