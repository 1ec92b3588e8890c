// The core and the fetch handler must run in a browser: no Node built-in on their import path.
// Two known exceptions remain, for the browser build to cut (issue 21 item 4); a new one fails here.
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
    const modules = [...text.matchAll(/^import (?!type )[^;]*? from '([^']+)'/gm)].map((m) => m[1]).filter((name) => name.startsWith('node:') || builtinModules.includes(name));
    const found = [...modules, ...(/\bBuffer\./.test(text) ? ['Buffer'] : [])];
    if (found.length > 0) uses[file] = found;
  }
  return uses;
}

/**
 * Known: `storedReleasesOf`'s default validator reads openapi.yaml from disk (the core passes its
 * own, but the module is on the path), and the service assembles listing bytes with Buffer.
 */
const KNOWN = {
  'src/core/openapi/document.ts': ['node:fs'],
  'src/core/packageFiles.ts': ['node:fs', 'node:path'],
  'src/mock/service/itemBytesCache.ts': ['Buffer'],
  'src/mock/service/releaseService.ts': ['Buffer'],
};

test.each(['src/mock/core/createCore.ts', 'src/fetch/createFetchHandler.ts'])('%s reaches no Node built-in but the known ones', async (entry) => {
  expect(await nodeUses(entry)).toEqual(KNOWN);
}, 60_000);
