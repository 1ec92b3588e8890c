// Holds every source file to the house rules for comments (scripts/commentStyle.ts), and pins what the rules catch and let pass.
import {
  commentFindings,
  commentLines,
  measurements,
  narratesHistory,
  opensWithPurpose,
  readProjectFile,
  sourceFiles,
  type Allowed,
  type CommentFinding,
} from './commentStyle';

/** Comment lines that hold a figure on purpose, each with the reason it is not a measurement. */
const ALLOWED: Allowed[] = [
  { file: 'bench/serverProcess.ts', holds: 'clock ticks of 10 ms', why: "the unit /proc's fields are counted in, a fact of Linux" },
  { file: 'contract-tests/serverFaults.test.ts', holds: 'would be 0.25 s', why: "the client's first back-off, the value the test is timed against" },
  { file: 'src/mock/options.ts', holds: 'Kubernetes (30 s)', why: "other systems' documented defaults, which the default grace stays under" },
  { file: 'src/net/server/connectionLimits.ts', holds: 'needs 10 s to send', why: "the timeouts' values, stated with the reason for each" },
  { file: 'src/proxy/testing/attacks.ts', holds: 'one declaring 4.4 GB', why: "an attack's parameter: the length it declares, far past every bound" },
  { file: 'src/proxy/testing/attacks.ts', holds: '2,000 in 2 s', why: "an attack's parameters: the rate one attacking machine opens connections at" },
  { file: 'src/mock/testing/mockAttacks.ts', holds: 'chunks of about 1 MB', why: "an attack's parameters: the size of the pieces its body is written in" },
  { file: 'src/mock/service/groupBytes.test.ts', holds: 'items of about 1 KB', why: "the test's data, sized to span several chunks" },
  { file: 'src/mock/auth/tokensFile.test.ts', holds: 'about 1.3 MB', why: "the test's data, named by the size that puts it past the bound" },
  { file: 'src/mock/auth/tokensFile.test.ts', holds: 'about 3.5 KB', why: "the test's data, named by the size that puts it past the bound" },
];

const listed = (findings: CommentFinding[]) => findings.map(({ file, line, rule, text }) => `${file}:${line} ${rule}: ${text}`);

const findings = commentFindings(sourceFiles(), readProjectFile, ALLOWED);

test('every file opens with what it is for, and no comment holds a measurement, history or an issue number', () => {
  expect(listed(findings)).toEqual([]);
});

test('each allowed line is still there to allow', () => {
  const stale = ALLOWED.filter(({ file, holds }) => !commentLines(readProjectFile(file), file).some((line) => line.text.includes(holds)));
  expect(stale).toEqual([]);
});

test('a measurement is caught; a setting, a limit, a section or a status is not', () => {
  for (const figure of [
    'compiling costs start-up ~40 ms',
    'held the event loop 0.6-0.9 s',
    '~12% of a rotating request',
    'filtered 1.6× of bare Express',
    'it took 170 ms',
    'about 0.5 MiB of JSON',
    'the slowest went from 37 to 107 ms',
  ]) {
    expect([figure, measurements(figure)]).toEqual([figure, expect.arrayContaining([expect.any(String)])]);
  }
  for (const setting of [
    '`limit=200` is the maximum',
    'spec §4.1 and §7',
    'RFC 9112 §3.2.2',
    'a 404 for the missing page, 5xx never',
    "Node's default, 16 KiB",
    'checking every 50 ms',
    'after 100 ms, doubling',
    'the `GET /path 200 3.1ms` line',
    'at most 1 MiB by default',
    '0x10 is not digits',
  ]) {
    expect([setting, measurements(setting)]).toEqual([setting, []]);
  }
});

test('history and issue numbers are caught; a word that only looks like them is not', () => {
  for (const history of [
    'as issue 23 asked',
    'closes #23',
    'Before, each key was hashed',
    'the index used to be sorted',
    'now marked in bits instead of sorted',
    'the first answer was 37 ms',
    'its share was 12%',
    "it froze main's mock",
    'as previously written',
  ]) {
    expect([history, narratesHistory(history)]).toEqual([history, true]);
  }
  for (const intent of [
    'the map is used to find a slot',
    'a release before, at or after its date',
    'a colour #RRGGBB',
    'the data before the change or after it',
    '§4.1',
  ]) {
    expect([intent, narratesHistory(intent)]).toEqual([intent, false]);
  }
});

test('the opening line: a comment of prose first, after a shebang; not an import or a directive', () => {
  expect(opensWithPurpose('// The mock in one process.\nimport x from "y";\n')).toBe(true);
  expect(opensWithPurpose('#!/usr/bin/env node\n// Starts the mock command.\n')).toBe(true);
  expect(opensWithPurpose('/**\n * The client of the API.\n */\n')).toBe(true);
  expect(opensWithPurpose('import x from "y";\n// Too late.\n')).toBe(false);
  expect(opensWithPurpose('// eslint-disable-next-line no-console\nconsole.log(1);\n')).toBe(false);
  expect(opensWithPurpose('#!/usr/bin/env node\nimport x from "y";\n')).toBe(false);
});

test('comments are read off the syntax tree: `//` in a string, a template or a regular expression is none', () => {
  const text = [
    "const url = 'http://a.test/x'; // a comment",
    'const re = /\\/\\/ not a comment/;',
    'const t = `// nor this ${url}`;',
    '/* two',
    '   lines */',
  ].join('\n');
  expect(commentLines(text).map(({ line, text: comment }) => [line, comment])).toEqual([
    [1, 'a comment'],
    [4, 'two'],
    [5, 'lines'],
  ]);
});
