// Tests of the bins' compile cache: written when ready, harmless when unwritable, off from the sources.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// In a process of its own: Jest's `require('node:module')` is a stand-in, whose hooks Node's require never calls.
jest.setTimeout(30_000);

let dir: string;
beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'compile-cache-'))));
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** Node 22.1+ caches with its own `module.enableCompileCache`, Node 20 with v8-compile-cache-lib. */
const BUILT_IN = Number(process.versions.node.split('.')[0]) >= 22;

/**
 * A process that starts the cache in `cacheDir` (the library's folder on Node 20, the system's
 * temporary folder on 22+, where Node's own cache goes), loads a new module and saves: what it prints,
 * and the files whose code the cache then holds. Node 22+ names them in its own debug log
 * (`NODE_DEBUG_NATIVE=COMPILE_CACHE`); v8-compile-cache-lib in its map files (ts-node keeps its own
 * there too).
 */
function loadAndSave(cacheDir: string, asBuilt = true): { printed: string; cached: string[] } {
  const file = join(dir, 'loaded.js');
  writeFileSync(file, 'module.exports = function answer() { return 42; };');
  const script = `const save = require(${JSON.stringify(join(__dirname, 'compileCache'))}).startCompileCache(${asBuilt ? 'false' : ''});
    console.log(require(${JSON.stringify(file)})()); save();`;
  const env: NodeJS.ProcessEnv = { ...process.env, V8_COMPILE_CACHE_CACHE_DIR: cacheDir, TMPDIR: cacheDir, NODE_DEBUG_NATIVE: 'COMPILE_CACHE' };
  delete env.NODE_COMPILE_CACHE;
  const run = spawnSync(process.execPath, ['-r', 'ts-node/register/transpile-only', '-e', script], { env, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`the process failed: ${run.stderr}`);
  const cached = BUILT_IN
    ? [...run.stderr.matchAll(/^\[compile cache\] writing cache for (?:CommonJS )?(\S+) .*success$/gm)].map((match) => match[1])
    : existsSync(cacheDir)
      ? readdirSync(cacheDir)
          .filter((name) => name.endsWith('MAP'))
          .flatMap((name) => Object.keys(JSON.parse(readFileSync(join(cacheDir, name), 'utf8'))))
      : [];
  return { printed: run.stdout, cached };
}

test('the compiled code of what loads after the start is written when the command is ready', () => {
  expect(loadAndSave(join(dir, 'cache'))).toEqual({ printed: '42\n', cached: expect.arrayContaining([join(dir, 'loaded.js')]) });
});

test('a cache folder that cannot be written costs nothing but the cache', () => {
  writeFileSync(join(dir, 'a-file'), '');
  expect(loadAndSave(join(dir, 'a-file', 'cache'))).toEqual({ printed: '42\n', cached: [] });
});

test('run from the sources (ts-node), nothing is cached', () => {
  const { printed, cached } = loadAndSave(join(dir, 'cache'), false);
  expect(printed).toBe('42\n');
  expect(cached).not.toContain(join(dir, 'loaded.js'));
});
