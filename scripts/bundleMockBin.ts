// The mock's bin as one file (issue 23: `npx release-pages-mock` to its first answer). Node spent
// about a quarter of the mock's start-up finding, reading and wrapping its ~530 modules one by one;
// bundled, it reads one: dist/bin/mockMain.js, which the bin loads once its compiled-code cache
// has started (src/bin/compileCache.ts). Only this bin: the library's entry points stay one module per file (one
// copy of each class for `require` and `import`, esmEntries.ts), and the proxy's checks thread is
// loaded from its own file. The modules required on first use (cli.ts) stay so: esbuild runs a
// bundled module's code when it is first required, not when the bundle loads.
import { buildSync } from 'esbuild';
import { join } from 'node:path';

/** Replaces dist/bin/mockMain.js, as tsc wrote it, with it and everything it requires in one file at the same place. */
export function bundleMockBin(dist: string): void {
  const main = join(dist, 'bin', 'mockMain.js');
  buildSync({
    entryPoints: [main],
    outfile: main,
    allowOverwrite: true,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'cjs',
    // Read where the file runs (the package's own folder, found from the bin's: packageFiles.ts): left to Node.
    logOverride: { 'require-resolve-not-external': 'silent' },
    logLevel: 'warning',
  });
}
