// docs/in-process.md's Vitest recipe (setupServer, the typed client) run as written, under this
// project's own runner: Jest, with `vitest` resolved to Jest's test functions (scripts/jest/vitestAsJest.js),
// the package's subpaths to their sources and MSW's ES modules through the esbuild transform. Running
// Vitest itself would add Vite and Vitest to the dev dependencies for one recipe; the recipe imports
// nothing else of Vitest's. src/msw/packedRecipe.test.ts runs it from the packed package too.
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { markdownBlocks } from '../src/check-examples/documents/markdownBlocks';

jest.setTimeout(180_000);

const ROOT = join(__dirname, '..');
const CACHE = join(ROOT, 'node_modules', '.cache', 'vitest-recipe');
const recipe = markdownBlocks(readFileSync(join(ROOT, 'docs', 'in-process.md'), 'utf8')).find(
  (block) => block.language === 'ts-recipe' && block.text.includes("from 'vitest'"),
)!;

let dir: string;
beforeAll(() => {
  // Inside the project, so that `msw/node` and the rest resolve from its node_modules.
  mkdirSync(CACHE, { recursive: true });
  dir = mkdtempSync(join(CACHE, 'run-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

test('the recipe imports its test functions from vitest, as Vitest without globals needs', () => {
  expect(recipe.text).toMatch(/^import \{ afterAll, beforeAll, expect, test \} from 'vitest';$/m);
});

test('the recipe passes as written: a filtered page through MSW, and the provoked 503', async () => {
  writeFileSync(join(dir, 'releases.test.ts'), recipe.text);
  // MSW 3 asks for Node 22's Promise.withResolvers (docs/in-process.md says so for Node 20).
  writeFileSync(join(dir, 'withResolvers.js'), 'Promise.withResolvers ??= () => { let resolve, reject; const promise = new Promise((a, b) => { resolve = a; reject = b; }); return { promise, resolve, reject }; };\n');
  const config = {
    // The run's folder is under node_modules/.cache, which Jest's file map and test paths leave out by default.
    haste: { retainAllFiles: true },
    rootDir: dir,
    roots: [dir],
    testEnvironment: 'node',
    testMatch: ['**/releases.test.ts'],
    testPathIgnorePatterns: [],
    transform: {
      '^.+\\.ts$': [join(ROOT, 'node_modules', 'ts-jest'), { diagnostics: false, tsconfig: { isolatedModules: true, esModuleInterop: true, rootDir: ROOT } }],
      '^.+\\.m?js$': join(ROOT, 'scripts', 'jest', 'esmToCommonJs.js'),
    },
    transformIgnorePatterns: [],
    moduleNameMapper: {
      '^vitest$': join(ROOT, 'scripts', 'jest', 'vitestAsJest.js'),
      '^release-pages-mock/(client|msw)$': join(ROOT, 'src', '$1', 'index.ts'),
    },
    setupFiles: [join(dir, 'withResolvers.js')],
    cacheDirectory: join(CACHE, 'jest'),
  };
  const outputFile = join(dir, 'result.json');
  await promisify(execFile)(process.execPath, [join(ROOT, 'node_modules', 'jest', 'bin', 'jest.js'), '--config', JSON.stringify(config), '--json', '--outputFile', outputFile], { cwd: dir }).catch(() => undefined);
  const result = JSON.parse(readFileSync(outputFile, 'utf8')) as { numPassedTests: number; numFailedTests: number; testResults: { message: string }[] };
  expect({ passed: result.numPassedTests, failed: result.numFailedTests, messages: result.testResults.map((file) => file.message).join('\n') }).toEqual({ passed: 2, failed: 0, messages: '' });
});
