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
    report.answer(request, { violations: [{ rule: 'paging.limit-bounds-the-page', section: '§4.1', expected: 'at most 2 items', actual: '3 items', pointer: '/items' }], unjudged: [{ rule: 'status.draft-filter', why: '1 of 1 items: liveness is unknown' }] });
    report.answer(request, { violations: [], unjudged: [{ rule: 'status.draft-filter', why: '2 of 2 items: another reason' }] });
    expect(readFileSync(file, 'utf8')).toBe(`${lines[0]}\n`);
    expect(JSON.parse(lines[0])).toMatchObject({ kind: 'violation', rule: 'paging.limit-bounds-the-page', request: { authorization: 'Token 0123…' } });
    expect(lines[0]).not.toContain('0123456789abcdef');
    expect(report.violationCount).toBe(1);
    expect(report.summary()).toMatch(/2 answers checked, 1 violations[\s\S]*1 {2}violated {6}paging\.limit-bounds-the-page/);
    // A quiet report told from a blind one: each rule not judged, how often, and why the first time.
    expect(report.summary()).toContain('     2  not judged    status.draft-filter; 2 not judged, the first: 1 of 1 items: liveness is unknown');
    expect(report.counts).toMatchObject({ unjudged: { 'status.draft-filter': 2 }, unjudgedWhy: { 'status.draft-filter': '1 of 1 items: liveness is unknown' } });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
