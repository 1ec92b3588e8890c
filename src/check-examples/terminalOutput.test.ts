// The checker's report reaches a terminal sanitized: an escape sequence in a document is not printed raw.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkExamples } from './cli';

// eslint-disable-next-line no-control-regex -- the test looks for control characters
const CONTROLS = /[\x00-\x09\x0b-\x1f\x7f-\x9f]/;

let folder = '';
beforeAll(() => {
  folder = mkdtempSync(join(tmpdir(), 'check-examples-terminal-'));
});
afterAll(() => rmSync(folder, { recursive: true, force: true }));
afterEach(() => jest.restoreAllMocks());

test('a request whose query holds an OSC title sequence and a CSI screen clear: the report prints the example without them', async () => {
  const document = join(folder, 'hostile.md');
  writeFileSync(
    document,
    [
      '```http',
      'GET /api/v2/pages/?type=releases.ReleasePage&fields=\u001b]0;PWNED\u0007title\u001b[2J',
      'Authorization: Token dev-token',
      '',
      'HTTP/1.1 200 OK',
      '```',
      '',
      '```json',
      '{"meta": {"total_count": 1}, "items": [{"id": 1, "meta": {"type": "releases.ReleasePage"}, "title": "A"}]}',
      '```',
      '',
    ].join('\n'),
  );
  let printed = '';
  jest.spyOn(process.stdout, 'write').mockImplementation((text) => ((printed += String(text)), true));
  jest.spyOn(process.stderr, 'write').mockImplementation((text) => ((printed += String(text)), true));
  await checkExamples([document]);
  jest.restoreAllMocks();
  expect(printed).toContain('hostile.md');
  expect(printed).not.toMatch(CONTROLS);
});
