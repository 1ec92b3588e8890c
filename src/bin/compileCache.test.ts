import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// In a process of its own: Jest's `require('node:module')` is a stand-in, whose hooks Node's require never calls.
jest.setTimeout(30_000);

let dir: string;
beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'compile-cache-'))));
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** What a process prints that starts the cache in `cacheDir`, loads a new module and saves (it throws if the process fails). */
function loadAndSave(cacheDir: string, asBuilt = true): string {
  const file = join(dir, 'loaded.js');
  writeFileSync(file, 'module.exports = function answer() { return 42; };');
  const script = `const save = require(${JSON.stringify(join(__dirname, 'compileCache'))}).startCompileCache(${asBuilt ? 'false' : ''});
    console.log(require(${JSON.stringify(file)})()); save();`;
  return execFileSync(process.execPath, ['-r', 'ts-node/register/transpile-only', '-e', script], { env: { ...process.env, V8_COMPILE_CACHE_CACHE_DIR: cacheDir }, encoding: 'utf8' });
}

/** The files whose code a cache folder holds (ts-node keeps its own there too). */
const cachedFiles = (cacheDir: string) =>
  existsSync(cacheDir) ? readdirSync(cacheDir).filter((name) => name.endsWith('MAP')).flatMap((name) => Object.keys(JSON.parse(readFileSync(join(cacheDir, name), 'utf8')))) : [];

test('the compiled code of what loads after the start is written when the command is ready', () => {
  expect(loadAndSave(join(dir, 'cache'))).toBe('42\n');
  expect(cachedFiles(join(dir, 'cache'))).toContain(join(dir, 'loaded.js'));
});

test('a cache folder that cannot be written costs nothing but the cache', () => {
  writeFileSync(join(dir, 'a-file'), '');
  expect(loadAndSave(join(dir, 'a-file', 'cache'))).toBe('42\n');
});

test('run from the sources (ts-node), nothing is cached', () => {
  expect(loadAndSave(join(dir, 'cache'), false)).toBe('42\n');
  expect(cachedFiles(join(dir, 'cache'))).not.toContain(join(dir, 'loaded.js'));
});
