// The generate scripts' two modes: write the files, or (`--check`, in `npm test`) fail with one
// line naming the stale ones and the command that refreshes them.
import { readFileSync, writeFileSync } from 'node:fs';
import { relative } from 'node:path';

const ROOT = `${__dirname}/..`;

/** Writes `files` (path → text), or with `--check` exits 1 when one on disk differs. */
export function writeOrCheck(files: Record<string, string>, source: string, command: string): void {
  const names = (paths: string[]) => paths.map((path) => relative(ROOT, path)).join(', ');
  if (!process.argv.includes('--check')) {
    for (const [path, text] of Object.entries(files)) writeFileSync(path, text);
    return;
  }
  const stale = Object.keys(files).filter((path) => {
    try {
      return readFileSync(path, 'utf8') !== files[path];
    } catch {
      return true;
    }
  });
  if (stale.length > 0) {
    console.error(`${names(stale)} out of date with ${source}: run \`${command}\` and commit the result.`);
    process.exit(1);
  }
  console.log(`${names(Object.keys(files))} ${Object.keys(files).length === 1 ? 'matches' : 'match'} ${source}`);
}
