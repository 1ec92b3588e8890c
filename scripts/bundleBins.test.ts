// The commands' bundled mains as the build leaves them in dist/ (`npm test` builds first): each one
// file that requires none of the package's own modules by path (everything it runs is inside, but
// the vendor bundles it loads on first use), and each bin that loads one answers `--version` from it.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BUNDLED_MAINS } from './bundleBins';

const DIST = join(__dirname, '..', 'dist');
const BIN = join(DIST, 'bin');
const VERSION = (JSON.parse(readFileSync(join(__dirname, '..', 'package.json'), 'utf8')) as { version: string }).version;

test.each(BUNDLED_MAINS)('dist/%s holds the command whole: no require of a module of the package', (main) => {
  const text = readFileSync(join(DIST, main), 'utf8');
  expect(text.length).toBeGreaterThan(100_000);
  expect((text.match(/require\("\.{1,2}\/[^"]*"\)/g) ?? []).filter((required) => !required.startsWith('require("../vendor/'))).toEqual([]);
});

test.each(['release-pages-mock', 'release-pages-contract', 'release-pages-check-examples', 'release-pages-proxy'])(
  '%s --version prints the version and exits 0',
  (bin) => {
    expect(execFileSync(process.execPath, [join(BIN, `${bin}.js`), '--version'], { encoding: 'utf8' }).trim()).toBe(VERSION);
  },
);
