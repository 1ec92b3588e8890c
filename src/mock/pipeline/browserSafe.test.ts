// The core, the fetch handler and the browser build (src/browser) must run in a browser: no Node
// built-in on their import path (the bundle test, src/browser/bundle.test.ts, checks what esbuild makes of them).
import madge from 'madge';
import { readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join } from 'node:path';

const ROOT = join(__dirname, '..', '..', '..');

/** What each file on the path uses of Node: built-in modules it imports, and the `Buffer` global. */
async function nodeUses(entry: string): Promise<Record<string, string[]>> {
  const graph = await madge(join(ROOT, entry), { fileExtensions: ['ts'], tsConfig: join(ROOT, 'tsconfig.json'), baseDir: ROOT });
  const uses: Record<string, string[]> = {};
  for (const file of Object.keys(graph.obj())) {
    const text = readFileSync(join(ROOT, file), 'utf8');
    const modules = [...text.matchAll(/^import (?!type )[^;]*? from '([^']+)'/gm)]
      .map((m) => m[1])
      .filter((name) => name.startsWith('node:') || builtinModules.includes(name));
    const found = [...modules, ...(/\bBuffer\./.test(text) ? ['Buffer'] : [])];
    if (found.length > 0) uses[file] = found;
  }
  return uses;
}

test.each([
  'src/mock/pipeline/createCore.ts',
  'src/fetch/fetchHandlerOf.ts',
  'src/fetch/assembleFetchHandler.ts',
  'src/browser/index.ts',
  'src/browser/msw.ts',
])(
  '%s reaches no Node built-in',
  async (entry) => {
    expect(await nodeUses(entry)).toEqual({});
  },
  60_000,
);
