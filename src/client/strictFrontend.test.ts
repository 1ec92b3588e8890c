// The client as a frontend project meets it: testdata/frontend.ts is compiled under `strict`
// against the package's entry point, then run against the mock.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import ts from 'typescript';
import { strictDiagnosticsOf as diagnosticsOf } from './testing/strictCompile';
import { listenLocally } from '../net/testing/listenLocally';
import { SOURCE_FLAGS } from '../net/testing/sourceFlags';
import { testApp } from '../mock/testing/testApp';

const FRONTEND = path.join(__dirname, 'testdata', 'frontend.ts');
const FIELDS_TYPE_CASES = path.join(__dirname, 'testdata', 'fieldsTypeCases.ts');
const EXPECT_ERROR = /^[ \t]*\/\/ @ts-expect-error.*\n/m;

describe('compiled under strict', () => {
  test('the frontend program and the fields type cases compile without a diagnostic', () => {
    expect(diagnosticsOf(FRONTEND)).toEqual([]);
    expect(diagnosticsOf(FIELDS_TYPE_CASES)).toEqual([]);
  });

  test('without its @ts-expect-error, reading a field the defaults leave out is an error', () => {
    const source = ts.sys.readFile(FRONTEND)!;
    // With the directive's line gone, the line it guarded takes its number.
    const line = source.slice(0, source.search(EXPECT_ERROR)).split('\n').length;
    expect(diagnosticsOf(FRONTEND, source.replace(EXPECT_ERROR, ''))).toEqual([
      expect.stringMatching(new RegExp(`^${line}: Property 'expected_date' does not exist on type`)),
    ]);
  });
});

test('the frontend program runs against the mock', async () => {
  const server = await listenLocally(testApp({ count: 230 }).app);
  try {
    const { stdout } = await promisify(execFile)(process.execPath, [...SOURCE_FLAGS, FRONTEND, server.url], {
      cwd: path.join(__dirname, '..', '..'),
    });
    const lines = stdout.trim().split('\n');
    expect(lines).toHaveLength(9);
    expect(lines[0]).toMatch(/^every field: \d+ (draft|announced|scheduled|published) \d{4}-\d\d-\d\d [a-z0-9-]+$/);
    expect(lines.slice(2)).toEqual([
      expect.stringMatching(new RegExp(`^defaults: .+ ${server.url}/api/v2/pages/\\d+/$`)),
      'not selected: undefined',
      expect.stringMatching(/^calendar: \d{4}-\d\d-\d\d (Draft|Announced|Scheduled|Published) [a-z0-9-]+$/),
      'walked: 230',
      'detail: true true',
      'not found: 404 No Page matches the given query.',
      'unauthorized: Token Invalid token.',
    ]);
  } finally {
    await server.close();
  }
}, 60_000);
