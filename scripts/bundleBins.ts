// The commands' bins as one file each. Node spends a large share of a command's start-up finding,
// reading and wrapping its hundreds of modules one by one; bundled, it reads one: dist/bin/<main>.js,
// which the bin loads once its compiled-code cache has started (src/bin/compileCache.ts). The
// library's entry points stay one module per file (one copy of each class for `require` and
// `import`, esmEntries.ts). The proxy's checks thread is a bundle of its own, at the place the
// unbundled code starts it from too. The modules required on first use (the mock's cli.ts, the
// suite's local mock) stay so: esbuild runs a bundled module's code when it is first required, not
// when the bundle loads.
import { build } from 'esbuild';
import { join } from 'node:path';
import { lazyRequirePlugin } from './lazyRequirePlugin';

/**
 * The files under dist/ that the build replaces with their bundles: each bin's `main`, and the
 * proxy's checks thread, which its command starts by path (startedByPath) in a thread of its own.
 */
export const BUNDLED_MAINS = ['bin/mockMain.js', 'bin/contractMain.js', 'bin/checkExamplesMain.js', 'bin/proxyMain.js', 'proxy/checkThread.js'];

/** Replaces each of `BUNDLED_MAINS`, as tsc wrote it, with it and everything it requires in one file at the same place. */
export async function bundleBins(dist: string): Promise<void> {
  for (const name of BUNDLED_MAINS) {
    const main = join(dist, name);
    // Asynchronous: esbuild runs plugins only in its asynchronous build.
    await build({
      entryPoints: [main],
      outfile: main,
      allowOverwrite: true,
      bundle: true,
      platform: 'node',
      target: 'node20',
      format: 'cjs',
      // Without comments and indentation the file is smaller and plain ASCII (the comments held the only
      // other characters), which Node reads, hashes for the compile cache and keeps as one byte a
      // character. Names are kept, so a stack trace still names functions.
      minifyWhitespace: true,
      // Dependencies the default start never loads (faker generates only a dataset other than the shipped one,
      // yaml is read by --admin): required from the package's node_modules when used, not read with the bundle.
      // jsonc-parser's CommonJS build requires its parts by computed paths, which a bundle cannot hold.
      external: ['@faker-js/faker', 'yaml', 'jsonc-parser'],
      plugins: [lazyRequirePlugin(['mime-types', 'multer'])],
      // Read where the file runs (the package's own folder, found from the bin's: packageFiles.ts): left to Node.
      logOverride: { 'require-resolve-not-external': 'silent' },
      logLevel: 'warning',
    });
  }
}
