// docs/in-process.md's Vitest recipe (setupServer, the typed client) run as written by Vitest itself,
// in a folder that sees the built package as installed (linkedConsumer.ts): `release-pages-mock/msw`
// and `/client` resolved through `exports` to what `import` gets in Node. src/msw/packedRecipe.test.ts
// runs the recipe from the packed package too.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { markdownBlocks } from '../src/check-examples/documents/markdownBlocks';
import { escapeRegExp } from './escapeRegExp';
import { linkedConsumer, ROOT, runTool } from './testing/linkedConsumer';

jest.setTimeout(180_000);

const recipe = markdownBlocks(readFileSync(join(ROOT, 'docs', 'in-process.md'), 'utf8')).find(
  (block) => block.language === 'ts-recipe' && block.text.includes("from 'vitest'"),
)!;

/**
 * Vitest's settings for the run. The link leads out of node_modules (to this repository's dist/),
 * which Vite would otherwise take for the project's own source and run through its transform;
 * installed, the package is loaded by Node as any dependency: `external` says so. MSW 3 asks for
 * Node 22's Promise.withResolvers (docs/in-process.md says so for Node 20): a setup file adds it where it is missing.
 */
const DIST = `^${escapeRegExp(join(ROOT, 'dist', '/'))}`;
const CONFIG = `export default { test: { include: ['releases.test.ts'], setupFiles: ['./withResolvers.js'], server: { deps: { external: [new RegExp(${JSON.stringify(DIST)})] } } } };\n`;
const WITH_RESOLVERS =
  'Promise.withResolvers ??= () => { let resolve, reject; const promise = new Promise((a, b) => { resolve = a; reject = b; }); return { promise, resolve, reject }; };\n';

let run: ReturnType<typeof linkedConsumer>;
beforeAll(() => (run = linkedConsumer('vitest-recipe')));
afterAll(() => run.remove());

test('the recipe imports its test functions from vitest, as Vitest without globals needs', () => {
  expect(recipe.text).toMatch(/^import \{ afterAll, beforeAll, expect, test \} from 'vitest';$/m);
});

test('Vitest runs the recipe as written and both its tests pass: a filtered page through MSW, and the provoked 503', async () => {
  writeFileSync(join(run.dir, 'releases.test.ts'), recipe.text);
  writeFileSync(join(run.dir, 'withResolvers.js'), WITH_RESOLVERS);
  writeFileSync(join(run.dir, 'vitest.config.mjs'), CONFIG);
  await runTool(run.dir, 'vitest/vitest.mjs', ['run', '--root', '.', '--reporter=json', '--outputFile=result.json']);
  const result = JSON.parse(readFileSync(join(run.dir, 'result.json'), 'utf8')) as {
    numPassedTests: number;
    numFailedTests: number;
    testResults: { message: string }[];
  };
  expect({ passed: result.numPassedTests, failed: result.numFailedTests, messages: result.testResults.map((file) => file.message).join('\n') }).toEqual({
    passed: 2,
    failed: 0,
    messages: '',
  });
});
