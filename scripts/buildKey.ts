// What dist/ was built from, as one hash: `npm run build` records it, and the tests that pack the
// package build only when dist/ is not current (a second build empties dist/ under the suites reading it).
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

/** The build's inputs: the code it compiles and bundles, the scripts that do it, and what sets their versions. */
const INPUTS = ['src', 'scripts', 'package.json', 'package-lock.json', 'tsconfig.json', 'tsconfig.build.json'];
/** Not built: tests and their helpers and data. */
const NOT_BUILT = /\.test\.ts$|(^|\/)(testing|testdata)(\/|$)/;

/** Where the key of the last build is kept, and what else tracks the build: outside dist/, which is packed as it is. */
export const buildCache = (root: string): string => join(root, 'node_modules', '.cache', 'release-pages-mock');
const keyFile = (root: string) => join(buildCache(root), 'build-key');

/** The hash of the build's inputs under `root`, each file's path and contents. */
export function buildKey(root: string): string {
  const hash = createHash('sha256');
  const add = (path: string): void => {
    const name = relative(root, path);
    if (NOT_BUILT.test(name)) return;
    if (statSync(path).isDirectory()) {
      for (const entry of readdirSync(path).sort()) add(join(path, entry));
      return;
    }
    hash.update(`${name}\0`).update(readFileSync(path)).update('\0');
  };
  for (const input of INPUTS) if (existsSync(join(root, input))) add(join(root, input));
  return hash.digest('hex');
}

/** Records that dist/ is built from the inputs as they are now. */
export function recordBuildKey(root: string): void {
  mkdirSync(dirname(keyFile(root)), { recursive: true });
  writeFileSync(keyFile(root), buildKey(root));
}

/** Whether dist/ was built from the inputs as they are now. */
export const isBuildCurrent = (root: string): boolean => existsSync(keyFile(root)) && readFileSync(keyFile(root), 'utf8') === buildKey(root);
