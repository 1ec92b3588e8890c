// npm run bench:dependency-weight: what a frontend that imports only `/client`, `/fetch` and `/msw`
// installs: the packed tarball installed with `--omit=dev` into an empty project, then the packages
// npm placed (`npm ls --all`) and the megabytes of its node_modules (`du`), the package's own
// included. MSW, an optional peer, is not installed. Packages named on the command line
// (`name@version`) are installed beside it: a former dependency list, to compare. Needs the npm
// registry, as any install does.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { installedProject, packTarball, run } from '../src/bin/testing/packedProject';

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'install-weight-'));
  try {
    const project = await installedProject(dir, 'frontend', await packTarball(dir), process.argv.slice(2));
    const { stdout: listed } = await run('npm', ['ls', '--all', '--parseable', '--omit=dev'], { cwd: project, maxBuffer: 16 * 1024 * 1024 });
    const packages = new Set(listed.trim().split('\n').slice(1)).size;
    const { stdout: du } = await run('du', ['-sk', join(project, 'node_modules')]);
    const { stdout: own } = await run('du', ['-sk', join(project, 'node_modules', 'release-pages-mock')]);
    const mb = (kb: string) => (Number(kb.split('\t')[0]) / 1024).toFixed(1);
    console.log(`installed with --omit=dev: ${packages} packages, ${mb(du)} MB of node_modules (the package itself ${mb(own)} MB)`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
