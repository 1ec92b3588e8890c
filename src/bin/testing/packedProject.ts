// The package as a team gets it: packed with `npm pack`, installed with `npm install --omit=dev`
// into an empty project. Needs the npm registry for the dependencies, as any install does.
import { execFile } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';

export const ROOT = join(__dirname, '..', '..', '..');
export const run = promisify(execFile);

/** Packs a package (this repository by default: its `prepare` builds it first) into `dir`; the tarball's path. */
export async function packTarball(dir: string, source = ROOT): Promise<string> {
  const { stdout } = await run('npm', ['pack', '--silent', '--pack-destination', dir], { cwd: source, maxBuffer: 16 * 1024 * 1024 });
  return join(dir, stdout.trim().split('\n').pop()!);
}

/**
 * A fresh project `dir/name` with the tarball installed without dev dependencies, beside `others`
 * (exact `name@version`s); `--prefer-offline` takes what npm's cache already holds.
 */
export async function installedProject(dir: string, name: string, tarball: string, others: readonly string[] = []): Promise<string> {
  const project = join(dir, name);
  mkdirSync(project);
  writeFileSync(join(project, 'package.json'), JSON.stringify({ name, version: '1.0.0', private: true }));
  await run('npm', ['install', '--omit=dev', '--prefer-offline', '--no-audit', '--no-fund', '--silent', tarball, ...others], { cwd: project, maxBuffer: 16 * 1024 * 1024 });
  return project;
}

/** `tsc` (this repository's) run in `project`: its output, empty when it compiled. */
export const tscIn = (project: string) => (args: readonly string[]) =>
  run(process.execPath, [join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc'), ...args], { cwd: project }).then(
    ({ stdout }) => stdout,
    (error: { stdout: string }) => error.stdout,
  );
