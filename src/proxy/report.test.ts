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
    report.answer(request, { violations: [{ rule: 'paging.limit-bounds-the-page', section: '§4.1', expected: 'at most 2 items', actual: '3 items', pointer: '/items' }], unjudged: ['status.draft-filter'] });
    expect(readFileSync(file, 'utf8')).toBe(`${lines[0]}\n`);
    expect(JSON.parse(lines[0])).toMatchObject({ kind: 'violation', rule: 'paging.limit-bounds-the-page', request: { authorization: 'Token 0123…' } });
    expect(lines[0]).not.toContain('0123456789abcdef');
    expect(report.violationCount).toBe(1);
    expect(report.summary()).toMatch(/1 answers checked, 1 violations[\s\S]*1 {2}violated {6}paging\.limit-bounds-the-page[\s\S]*1 {2}not judged {4}status\.draft-filter/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
