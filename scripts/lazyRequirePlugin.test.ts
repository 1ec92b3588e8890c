// Tests of the bundler plugin that loads named packages on first use.
import { build, type Plugin } from 'esbuild';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { lazyRequirePlugin } from './lazyRequirePlugin';

let dir: string;

/** A package that counts its loads in `globalThis.loads` under its own `name`, exporting a function with a property. */
function writePackage(at: string, name: string, tag: string): void {
  mkdirSync(join(at, 'node_modules', name), { recursive: true });
  writeFileSync(
    join(at, 'node_modules', name, 'index.js'),
    `globalThis.loads.push(${JSON.stringify(tag)});
module.exports = function heavy(x) { return ${JSON.stringify(tag)} + ':' + x; };
module.exports.prop = ${JSON.stringify(tag)};
module.exports.Made = class { constructor(x) { this.x = x; } };`,
  );
}

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'lazy-require-'));
  writePackage(dir, 'heavy', 'top');
  // A second copy of the same package, required from another folder, stays its own module.
  mkdirSync(join(dir, 'node_modules', 'other'), { recursive: true });
  writePackage(join(dir, 'node_modules', 'other'), 'heavy', 'nested');
  writeFileSync(join(dir, 'node_modules', 'other', 'index.js'), "module.exports = require('heavy');");
  writeFileSync(
    join(dir, 'entry.js'),
    `const heavy = require('heavy');
const nested = require('other');
const seen = [globalThis.loads.join()];
seen.push(heavy.prop, globalThis.loads.join());
seen.push(heavy(1), new heavy.Made(2).x, 'prop' in heavy);
seen.push(nested(3), globalThis.loads.join());
module.exports = seen;`,
  );
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The entry bundled with `plugins` and run: what it exports. */
async function bundledExports(plugins: Plugin[]): Promise<unknown[]> {
  const { outputFiles } = await build({
    entryPoints: [join(dir, 'entry.js')],
    bundle: true,
    write: false,
    platform: 'node',
    format: 'cjs',
    logLevel: 'silent',
    plugins,
  });
  const module = { exports: [] as unknown[] };
  runInNewContext(outputFiles[0].text, { module, exports: module.exports, globalThis: { loads: [] as string[] } });
  return module.exports;
}

test('a named package loads on its first use, each copy its own, and calls, reads and constructs reach it', async () => {
  expect(await bundledExports([lazyRequirePlugin(['heavy'])])).toEqual(['', 'top', 'top', 'top:1', 2, true, 'nested:3', 'top,nested']);
});

test('without the plugin the same bundle loads the package when it is required (the test above can tell)', async () => {
  expect((await bundledExports([]))[0]).toBe('top,nested');
});
