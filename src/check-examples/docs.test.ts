// docs/check-examples.md shows one example of each form the checker reads: each is found and holds.
import { join } from 'node:path';
import { OPENAPI_PATH } from '../core/packageFiles';
import { checkFiles } from './checkFiles';

const DOC = join(__dirname, '..', '..', 'docs', 'check-examples.md');

// The forms are shown as a deployment's documents write them: judged by what the spec states.
test('docs/check-examples.md: every form it shows is read as an example, and every one holds', async () => {
  const [result] = await checkFiles([{ path: DOC, name: 'docs/check-examples.md' }], { path: OPENAPI_PATH, name: 'openapi.yaml' }, 'spec');
  expect(result.examples.map((example) => [example.location, example.verdict, example.problems])).toEqual(
    result.examples.map((example) => [example.location, 'ok', []]),
  );
  // Raw HTTP, curl, HTTPie with jsonc, fetch with json5, requests, a console session, a trimmed answer.
  expect(result.examples).toHaveLength(7);
  // Only the sample report is not examined: a text block that names the API, and says so.
  expect(result.notExamined.map((entry) => entry.why)).toEqual([
    'a text block that names the API but holds no request the checker reads (raw HTTP, curl, HTTPie, fetch, requests)',
  ]);
});
