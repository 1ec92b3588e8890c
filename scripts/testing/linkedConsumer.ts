// A folder where a frontend's tool (Vitest, Vite) runs on this package as a project that installed
// it would: under node_modules/.cache (so that msw and the tools resolve from the project's
// node_modules), with node_modules/release-pages-mock linked to the built package, so that its
// subpaths resolve through package.json's `exports` and their conditions. Needs `npm run build` first.
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';

export const ROOT = join(__dirname, '..', '..');

/** A fresh folder under node_modules/.cache/<tool>/ that sees the package as installed; remove it when done. */
export function linkedConsumer(tool: string): { dir: string; remove: () => void } {
  const cache = join(ROOT, 'node_modules', '.cache', tool);
  const installed = join(cache, 'node_modules', 'release-pages-mock');
  mkdirSync(join(cache, 'node_modules'), { recursive: true });
  rmSync(installed, { force: true });
  symlinkSync(ROOT, installed, 'dir');
  const dir = mkdtempSync(join(cache, 'run-'));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** Runs a tool's command line (its file under node_modules/) by this Node in `cwd`; a failing exit is returned, not thrown. */
export const runTool = (cwd: string, script: string, args: readonly string[]) =>
  promisify(execFile)(process.execPath, [join(ROOT, 'node_modules', script), ...args], { cwd, maxBuffer: 16 * 1024 * 1024 }).catch(
    (failed: { stdout: string; stderr: string }) => failed,
  );
