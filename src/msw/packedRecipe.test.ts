// The recipes of docs/in-process.md as a frontend team meets them: the packed package installed
// with --omit=dev in a fresh project beside MSW 3 and, in another, MSW 2 (exact versions), the
// Jest recipe run as written (the typed client through setupServer: a filtered page, a provoked
// 503), and every recipe compiled under strict against what was installed. One pack for both.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { markdownBlocks } from '../check-examples/documents/markdownBlocks';
import { installedProject, packTarball, ROOT, run, tscIn } from '../bin/testing/packedProject';

jest.setTimeout(600_000);

const MSW_3 = 'msw@3.0.5';
const MSW_2 = 'msw@2.15.0';
/** The polyfill docs/in-process.md names for MSW 3 on Node 20, and the Playwright the recipe imports. */
const POLYFILL = 'core-js@3.51.0';
const POLYFILL_MODULE = 'core-js/actual/promise/with-resolvers';
const PLAYWRIGHT = '@playwright/test@1.65.1';

const recipes = markdownBlocks(readFileSync(join(ROOT, 'docs', 'in-process.md'), 'utf8')).filter((block) => block.language === 'ts-recipe');
/** The recipe importing `from`, as the document writes it. */
const recipe = (from: string) => recipes.find((block) => block.text.includes(`from '${from}'`))!.text;

let dir: string;
const projects: Record<string, string> = {};

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'release-pages-recipe-'));
  const tarball = await packTarball(dir);
  [projects[MSW_3], projects[MSW_2]] = await Promise.all([
    installedProject(dir, 'msw3', tarball, [MSW_3, POLYFILL, PLAYWRIGHT]),
    installedProject(dir, 'msw2', tarball, [MSW_2]),
  ]);
  for (const project of Object.values(projects)) {
    writeFileSync(join(project, 'releases.test.ts'), recipe('msw/node'));
    // The recipe imports Vitest's test functions; compiled and run here against Jest's.
    writeFileSync(join(project, 'vitest.d.ts'), readFileSync(join(ROOT, 'scripts', 'jest', 'vitestAsJest.d.ts')));
    writeFileSync(join(project, 'preview.ts'), recipe('msw/browser'));
    writeFileSync(join(project, 'releases.spec.ts'), recipe('@playwright/test'));
  }
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

interface JestRun {
  passed: number;
  failed: number;
  messages: string;
}

/**
 * Jest (this repository's) in the project, configured as docs/in-process.md says: TypeScript
 * through ts-jest, and every ES module file of node_modules through the esbuild transform.
 */
async function jestIn(project: string, setupFiles: string[]): Promise<JestRun> {
  const config = {
    rootDir: project,
    testEnvironment: 'node',
    testMatch: ['**/releases.test.ts'],
    transform: {
      '^.+\\.ts$': [join(ROOT, 'node_modules', 'ts-jest'), { tsconfig: { isolatedModules: true, esModuleInterop: true } }],
      '^.+\\.m?js$': join(ROOT, 'scripts', 'jest', 'esmToCommonJs.js'),
    },
    transformIgnorePatterns: [],
    // The recipe is written for Vitest: its `vitest` import is Jest's test functions here.
    moduleNameMapper: { '^vitest$': join(ROOT, 'scripts', 'jest', 'vitestAsJest.js') },
    setupFiles,
    cacheDirectory: join(dir, 'jest-cache'),
  };
  const outputFile = join(project, 'jest-result.json');
  await run(
    process.execPath,
    [join(ROOT, 'node_modules', 'jest', 'bin', 'jest.js'), '--config', JSON.stringify(config), '--json', '--outputFile', outputFile],
    { cwd: project },
  ).catch(() => undefined);
  const result = JSON.parse(readFileSync(outputFile, 'utf8')) as { numPassedTests: number; numFailedTests: number; testResults: { message: string }[] };
  return { passed: result.numPassedTests, failed: result.numFailedTests, messages: result.testResults.map((file) => file.message).join('\n') };
}

describe('the Jest recipe (setupServer and the typed client), run as written', () => {
  test(`with ${MSW_2}`, async () => {
    expect(await jestIn(projects[MSW_2], [])).toEqual({ passed: 2, failed: 0, messages: '' });
  });

  test(`with ${MSW_3} and the Promise.withResolvers polyfill the document names for Node 20`, async () => {
    expect(await jestIn(projects[MSW_3], [POLYFILL_MODULE])).toEqual({ passed: 2, failed: 0, messages: '' });
  });

  // What the document says a Node 20 user needs: MSW 3 calls Promise.withResolvers (Node 22) on every answer.
  test(`with ${MSW_3} and no polyfill: passes exactly where Node has Promise.withResolvers`, async () => {
    const bare = await jestIn(projects[MSW_3], []);
    if (typeof (Promise as unknown as Record<string, unknown>).withResolvers === 'function') expect(bare).toEqual({ passed: 2, failed: 0, messages: '' });
    else expect(bare).toMatchObject({ passed: 0, failed: 2, messages: expect.stringContaining('Promise.withResolvers is not a function') });
  });
});

/** The compiler options of a Vite or Storybook project, with this repository's @types for Jest's globals. */
const BUNDLER = ['--strict', '--noEmit', '--module', 'esnext', '--moduleResolution', 'bundler', '--target', 'es2022', '--skipLibCheck'];
const TYPES = ['--typeRoots', join(ROOT, 'node_modules', '@types'), '--types'];

describe.each([MSW_3, MSW_2])('the recipes compile under strict with %s', (msw) => {
  test('Jest', async () => {
    expect(await tscIn(projects[msw])([...BUNDLER, '--lib', 'es2022', ...TYPES, 'jest,node', 'releases.test.ts', 'vitest.d.ts'])).toBe('');
  });

  test('Storybook (setupWorker, in the browser)', async () => {
    expect(await tscIn(projects[msw])([...BUNDLER, '--lib', 'es2022,dom', 'preview.ts'])).toBe('');
  });
});

test('the Playwright recipe compiles under strict against @playwright/test', async () => {
  expect(await tscIn(projects[MSW_3])([...BUNDLER, '--lib', 'es2022,dom', ...TYPES, 'node', 'releases.spec.ts'])).toBe('');
});
