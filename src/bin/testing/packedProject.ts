// The package as a team gets it: packed with `npm pack`, installed with `npm install --omit=dev`
// into an empty project. Needs the npm registry for the dependencies, as any install does.
import { execFile } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { buildCache, isBuildCurrent } from '../../../scripts/buildKey';

export const ROOT = join(__dirname, '..', '..', '..');
export const run = promisify(execFile);

/**
 * Packs a package into `dir`; the tarball's path. Another package's `prepare` builds it first; this
 * repository's dist/ is packed as it is when current (`npm test` builds first), and otherwise built
 * once, whichever suite packs first, while the others wait.
 */
export async function packTarball(dir: string, source = ROOT): Promise<string> {
  if (source === ROOT) await builtOnce();
  const scripts = source === ROOT ? ['--ignore-scripts'] : [];
  const { stdout } = await run('npm', ['pack', '--silent', ...scripts, '--pack-destination', dir], { cwd: source, maxBuffer: 16 * 1024 * 1024 });
  return join(dir, stdout.trim().split('\n').pop()!);
}

/** How long a suite waits for another's build of dist/. */
const BUILD_WAIT_MS = 300_000;

/** Whether the process that took a lock (its pid in the lock folder) has ended without removing it: a suite killed mid-build. */
export function heldByEnded(lock: string): boolean {
  let pid: number;
  try {
    pid = Number(readFileSync(join(lock, 'pid'), 'utf8'));
  } catch {
    // Taken a moment ago, its pid not written yet: held.
    return false;
  }
  try {
    process.kill(pid, 0);
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
}

/**
 * Builds this repository's dist/ unless it is current, one suite at a time (a lock folder beside
 * the build's key, holding the builder's pid: a lock left by a suite killed mid-build is taken over).
 */
async function builtOnce(): Promise<void> {
  if (isBuildCurrent(ROOT)) return;
  const lock = join(buildCache(ROOT), 'build.lock');
  mkdirSync(buildCache(ROOT), { recursive: true });
  for (const started = Date.now(); ;) {
    try {
      mkdirSync(lock);
      writeFileSync(join(lock, 'pid'), String(process.pid));
      break;
    } catch {
      if (heldByEnded(lock)) {
        rmSync(lock, { recursive: true, force: true });
        continue;
      }
      if (Date.now() - started > BUILD_WAIT_MS) throw new Error(`${lock} held for ${BUILD_WAIT_MS} ms: remove it if no build runs`);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
  try {
    if (!isBuildCurrent(ROOT)) await run('npm', ['run', 'build', '--silent'], { cwd: ROOT, maxBuffer: 16 * 1024 * 1024 });
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

/**
 * A fresh project `dir/name` with the tarball installed without dev dependencies, beside `others`
 * (exact `name@version`s); `--prefer-offline` takes what npm's cache already holds.
 */
export async function installedProject(dir: string, name: string, tarball: string, others: readonly string[] = []): Promise<string> {
  const project = join(dir, name);
  mkdirSync(project);
  writeFileSync(join(project, 'package.json'), JSON.stringify({ name, version: '1.0.0', private: true }));
  await run('npm', ['install', '--omit=dev', '--prefer-offline', '--no-audit', '--no-fund', '--silent', tarball, ...others], {
    cwd: project,
    maxBuffer: 16 * 1024 * 1024,
  });
  return project;
}

/** `tsc` (this repository's) run in `project`: its output, empty when it compiled. */
export const tscIn = (project: string) => (args: readonly string[]) =>
  run(process.execPath, [join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc'), ...args], { cwd: project }).then(
    ({ stdout }) => stdout,
    (error: { stdout: string }) => error.stdout,
  );
