// Tests of `release-pages-check-examples`: its output, reports and exit codes.
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import type { FileResult } from './types';
import { readFileSync } from 'node:fs';
import { writeBrokenOpenApi, writeOpenApiWithLimitOne } from './testdata/brokenOpenApi';
import { SOURCE_FLAGS } from '../net/testing/sourceFlags';

jest.setTimeout(60_000);

const ROOT = join(__dirname, '..', '..');
const TESTDATA = 'src/check-examples/testdata';

/** Runs `npm run check-examples -- ...args` as the package script does, from the project's root. */
function run(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, [...SOURCE_FLAGS, 'src/bin/release-pages-check-examples.ts', ...args], { cwd: ROOT }, (error, stdout, stderr) =>
      resolve({ code: error ? Number(error.code) : 0, stdout, stderr }),
    );
  });
}

test('examples that hold: one line each, a count, exit code 0', async () => {
  const { code, stdout } = await run(`${TESTDATA}/correct.rst`, 'contract-tests/README.md');
  expect(stdout.trim().split('\n')).toEqual([
    `${TESTDATA}/correct.rst:9 ok`,
    `${TESTDATA}/correct.rst:39 ok`,
    `${TESTDATA}/correct.rst:73 ok`,
    `${TESTDATA}/correct.rst:84 ok`,
    'contract-tests/README.md: no example found',
    '4 examples: 4 ok, 0 WRONG',
    // Rules an example could not decide: counted, never WRONG (a quiet report told from a blind one).
    'not judged (what the examples show cannot decide these rules; no example is WRONG for it):',
    `  fields.subset-holds-requested-fields (§4.1); 1 not judged, the first: ${TESTDATA}/correct.rst:39: fields=_,title,expected_date,expected_time_period,target_date,status uses syntax or names beyond the documented field names`,
    `  status.announced-filter (§3); 1 not judged, the first: ${TESTDATA}/correct.rst:39: 2 of 2 items: whether the page is live is not in the API`,
    `  status.shown-code-matches-its-filter (§3); 1 not judged, the first: ${TESTDATA}/correct.rst:39: 2 of 2 items: whether the page is live is not in the API`,
    // What was not read is said, never passed over in silence; without --strict it leaves the exit code 0.
    'not examined (looked like part of an example but was not read as one; --strict fails the run on these):',
    '  contract-tests/README.md: no example found in it: nothing in it was checked',
    `  ${TESTDATA}/correct.rst:98: a sh block with a request but no answer after it (a json block, or the output of a console session)`,
    '  contract-tests/README.md:3: a request in prose (`GET /api/v2/pages/?type=releases.ReleasePage`): a claim in prose is not judged',
  ]);
  expect(code).toBe(0);
});

test('a wrong example gives exit code 1; --json prints an array of files and their examples', async () => {
  const { code, stdout } = await run('--json', '--profile', 'mock', `${TESTDATA}/wrong.rst`);
  expect(code).toBe(1);
  const results = JSON.parse(stdout) as FileResult[];
  expect(results.map((r) => [r.file, r.examples.map((e) => [e.location, e.verdict, e.problems.length])])).toEqual([
    [
      `${TESTDATA}/wrong.rst`,
      [
        [`${TESTDATA}/wrong.rst:9`, 'WRONG', 1],
        [`${TESTDATA}/wrong.rst:30`, 'WRONG', 1],
      ],
    ],
  ]);
});

test('an OpenAPI document named on the command line has its examples checked, problems under them; requests are judged by the request rules, not by --openapi', async () => {
  const broken = writeBrokenOpenApi();
  const limitOne = writeOpenApiWithLimitOne();
  try {
    const { code, stdout } = await run('--openapi', limitOne.path, broken.path, `${TESTDATA}/correct.md`);
    const limit = `${broken.path}:${readFileSync(broken.path, 'utf8').split('\n').indexOf('      example: 500') + 1}`;
    expect(stdout).toContain(
      `${limit} WRONG integer\n  now: none stated, and no rule found here depends on it\n  ${limit}: the value must be <= 200 [example.matches-openapi, §2.1–2.7, §7]\n`,
    );
    // A document allowing limit up to 1 does not make limit=2 a refused request: the spec's rules judge requests.
    expect(stdout).toContain(`${TESTDATA}/correct.md:8 ok\n`);
    expect(code).toBe(1);
  } finally {
    broken.remove();
    limitOne.remove();
  }
});

test('an unreadable file or a bad option is a usage error: exit code 2, a line on stderr, no report', async () => {
  const [missing, option, profile] = await Promise.all([run('nowhere.md'), run('--colour'), run('--profile', 'strict')]);
  expect(missing).toEqual({ code: 2, stdout: '', stderr: expect.stringMatching(/^check-examples: RPE_FILE_UNREADABLE: cannot read nowhere\.md: ENOENT/) });
  expect(option).toMatchObject({ code: 2, stdout: '', stderr: expect.stringContaining("unknown option '--colour'") });
  expect(profile).toMatchObject({ code: 2, stdout: '', stderr: expect.stringContaining("argument 'strict' is invalid. Allowed choices are spec, mock.") });
});

test("--profile: spec by default passes a deployment's own presentation, mock refuses it", async () => {
  const document = `${TESTDATA}/other-deployment.md`;
  const [byDefault, mock] = await Promise.all([run(document), run('--profile', 'mock', document)]);
  expect(byDefault).toMatchObject({ code: 0, stdout: expect.stringContaining('6 examples: 6 ok, 0 WRONG') });
  expect(mock).toMatchObject({ code: 1, stdout: expect.stringContaining('6 examples: 0 ok, 6 WRONG') });
});

// npm test runs the mock profile on the project's own documents, which describe the mock; they hold in both.
test.each(['spec', 'mock'])("with no files, profile %s: openapi.yaml and the project's own documents, all holding", async (profile) => {
  const { code, stdout } = await run('--profile', profile);
  const lines = stdout.trim().split('\n');
  expect(lines.filter((line) => /^\S/.test(line) && !/ ok( |$)|no example found|^\d+ examples:|^not judged \(|^not examined \(/.test(line))).toEqual([]);
  expect(lines.some((line) => /^openapi\.yaml:\d+ ok/.test(line))).toBe(true);
  expect(lines.some((line) => line.startsWith('README.md'))).toBe(true);
  expect(lines.some((line) => line.startsWith('contract-tests/README.md'))).toBe(true);
  expect(code).toBe(0);
});

test('--only serach. is a usage error naming search., exit code 2, before any file is read', async () => {
  const { code, stdout, stderr } = await run('--only', 'serach.', 'no-such-file.md');
  expect(code).toBe(2);
  expect(stdout).toBe('');
  expect(stderr).toBe("check-examples: RP_RULE_PATTERN_UNKNOWN: --only serach.: no rule's name starts so; the closest: search.\n");
});

test("--json carries each example's rules not judged, --only filters them like findings, and they leave the exit code 0", async () => {
  const notJudgedOf = (stdout: string) => (JSON.parse(stdout) as FileResult[])[0].examples.map((e) => e.notJudged.map((n) => n.rule));
  const all = await run('--json', `${TESTDATA}/not-judged.md`);
  expect(notJudgedOf(all.stdout)).toEqual([['status.draft-filter', 'status.shown-code-matches-its-filter'], ['filter.expected-date-after-is-inclusive']]);
  expect(all.code).toBe(0);
  const only = await run('--json', `${TESTDATA}/not-judged.md`, '--only', 'status.draft');
  expect(notJudgedOf(only.stdout)).toEqual([['status.draft-filter'], []]);
  const skipped = await run(`${TESTDATA}/not-judged.md`, '--skip', 'status.', 'filter.');
  expect(skipped.stdout.trim().split('\n').pop()).toBe('2 examples: 2 ok, 0 WRONG');
  expect(skipped.code).toBe(0);
});

test('a document with no example is named and "nothing was checked" said; --strict fails the run on it and on anything not examined', async () => {
  const [plain, strict, forms] = await Promise.all([
    run('contract-tests/README.md'),
    run('--strict', 'contract-tests/README.md'),
    run('--strict', `${TESTDATA}/correct.md`),
  ]);
  expect(plain.stdout).toContain('contract-tests/README.md: no example found\n0 examples: nothing was checked\n');
  expect(plain.code).toBe(0);
  expect(strict.code).toBe(1);
  // Every example of correct.md holds and nothing in it was passed over: --strict leaves it 0.
  expect(forms.code).toBe(0);
});
