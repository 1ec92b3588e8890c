// The mock's bin as one file (issue 23: `npx release-pages-mock` to its first answer). Node spent
// about a quarter of the mock's start-up finding, reading and wrapping its ~530 modules one by one;
// bundled, it reads one: dist/bin/mockMain.js, which the bin loads once its compiled-code cache
// has started (src/bin/compileCache.ts). Only this bin: the library's entry points stay one module per file (one
// copy of each class for `require` and `import`, esmEntries.ts), and the proxy's checks thread is
// loaded from its own file. The modules required on first use (cli.ts) stay so: esbuild runs a
// bundled module's code when it is first required, not when the bundle loads.
import { build } from 'esbuild';
import { join } from 'node:path';
import { lazyRequirePlugin } from './lazyRequirePlugin';

/** Replaces dist/bin/mockMain.js, as tsc wrote it, with it and everything it requires in one file at the same place. */
export async function bundleMockBin(dist: string): Promise<void> {
  const main = join(dist, 'bin', 'mockMain.js');
  // Asynchronous: esbuild runs plugins only in its asynchronous build.
  await build({
    entryPoints: [main],
    outfile: main,
    allowOverwrite: true,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'cjs',
    // Without comments and indentation the file is 3.0 MB instead of 5.2 and plain ASCII (the comments held
    // the only other characters), which Node reads, hashes for the compile cache and keeps as one byte a
    // character: ~50 ms less CPU to the first answer. Names are kept, so a stack trace still names functions.
    minifyWhitespace: true,
    // Dependencies the default start never loads (faker generates only a dataset other than the shipped one,
    // yaml is read by --admin): required from the package's node_modules when used, not read with the bundle.
    external: ['@faker-js/faker', 'yaml'],
    plugins: [lazyRequirePlugin(['mime-types', 'multer'])],
    // Read where the file runs (the package's own folder, found from the bin's: packageFiles.ts): left to Node.
    logOverride: { 'require-resolve-not-external': 'silent' },
    logLevel: 'warning',
  });
}
