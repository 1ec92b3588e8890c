// The published documents load in the tools peers read them with: no YAML alias (a tool may read
// `*name` as the string "name"), no pattern a tool takes for /regex/ delimiters, every pattern an
// ECMA-262 regular expression; Prism's loader and Redocly's linter take each. Specmatic (Java) runs
// its contract tests from each against the mock when SPECMATIC_JAR names its jar and Java is here;
// otherwise its test is skipped with a title that says why.
import { execFile, execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { getHttpOperationsFromSpec } from '@stoplight/prism-cli/dist/operations';
import { isAlias, parseDocument, visit } from 'yaml';
import { ADMIN_OPENAPI_PATH, OPENAPI_PATH, OPENAPI_SPEC_PATH } from '../src/core/packageFiles';
import { listenLocally } from '../src/net/testing/listenLocally';
import { testApp } from '../src/mock/testing/testApp';

jest.setTimeout(120_000);

const ROOT = join(__dirname, '..');
const DOCUMENTS = [OPENAPI_PATH, OPENAPI_SPEC_PATH, ADMIN_OPENAPI_PATH];
const run = promisify(execFile);

/** Every `pattern` of a parsed document, with where it is. */
function patternsOf(node: unknown, at = ''): [string, string][] {
  if (node === null || typeof node !== 'object') return [];
  return Object.entries(node).flatMap(([key, value]) =>
    key === 'pattern' && typeof value === 'string' ? [[`${at}/pattern`, value] as [string, string]] : patternsOf(value, `${at}/${key}`),
  );
}

describe.each(DOCUMENTS.map((path) => [path.slice(ROOT.length + 1), path]))('%s', (_name, path) => {
  const document = parseDocument(readFileSync(path, 'utf8'));

  test('holds no YAML alias', () => {
    const aliases: string[] = [];
    visit(document, { Alias: (_key, node) => void aliases.push(isAlias(node) ? node.source : '') });
    expect(aliases).toEqual([]);
  });

  test('every pattern is an ECMA-262 regular expression that neither starts nor ends with /', () => {
    const patterns = patternsOf(document.toJS());
    expect(patterns.length).toBeGreaterThan(0);
    for (const [where, pattern] of patterns) {
      expect([where, pattern.startsWith('/') || pattern.endsWith('/')]).toEqual([where, false]);
      expect(() => new RegExp(pattern, 'u')).not.toThrow();
    }
  });

  test("Prism's loader reads its operations", async () => {
    expect((await getHttpOperationsFromSpec(path)).length).toBeGreaterThan(0);
  });
});

test("Redocly's linter takes the documents with the house rules (the spec profile's any-body answers are */*)", async () => {
  const redocly = join(ROOT, 'node_modules', '.bin', 'redocly');
  await expect(run(redocly, ['lint', '--format=stylish', OPENAPI_PATH, ADMIN_OPENAPI_PATH], { cwd: ROOT })).resolves.toBeDefined();
  await expect(run(redocly, ['lint', '--format=stylish', '--skip-rule=response-mime-type', OPENAPI_SPEC_PATH], { cwd: ROOT })).resolves.toBeDefined();
});

/** Why Specmatic cannot run here, or undefined when it can. */
function specmaticMissing(): string | undefined {
  if (!process.env.SPECMATIC_JAR) return 'SPECMATIC_JAR does not name specmatic.jar (npm i specmatic, outside this project: 89 MB)';
  try {
    execFileSync('java', ['-version'], { stdio: 'ignore' });
    return undefined;
  } catch {
    return 'no Java on this machine (Specmatic needs Java 17)';
  }
}

const missing = specmaticMissing();
(missing ? test.skip : test)(
  `Specmatic's contract tests from openapi.yaml and openapi.spec.yaml pass against the mock${missing ? ` (not run: ${missing})` : ''}`,
  async () => {
    const mock = await listenLocally(testApp().app);
    // Specmatic writes its reports under the folder it runs in (build/reports): a folder of its own.
    const cwd = mkdtempSync(join(tmpdir(), 'specmatic-'));
    try {
      for (const [path, flags] of [
        [OPENAPI_PATH, []],
        [OPENAPI_SPEC_PATH, ['--lenient']],
      ] as const) {
        const { stdout } = await run('java', ['-jar', process.env.SPECMATIC_JAR!, 'test', path, `--testBaseURL=${mock.url}`, ...flags], {
          cwd,
          env: { ...process.env, tokenAuth: 'Token dev-token' },
          maxBuffer: 64 * 1024 * 1024,
        }).catch((error: { stdout: string }) => error);
        const summary = /Tests run: (\d+), Successes: (\d+), Failures: (\d+)/.exec(stdout);
        expect([path, summary?.[3]]).toEqual([path, '0']);
        expect(Number(summary?.[1])).toBeGreaterThan(0);
      }
    } finally {
      await mock.close();
      rmSync(cwd, { recursive: true, force: true });
    }
  },
  300_000,
);
