// The package is compiled to CommonJS once; `import` gets each entry point through a small ES
// module that re-exports the CommonJS one by name. One build, so one copy of each class: an error
// thrown by code loaded with `require` is `instanceof` the class an `import` gave (a second, ESM
// build would make two). The names are read from the built module, so the wrapper cannot drift
// from it; package.json's `exports` maps `import` to these files.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/** Entry point name (the file under dist/esm/) and its CommonJS file under dist/. */
export const ENTRIES: Readonly<Record<string, string>> = {
  index: 'index.js',
  client: 'client/index.js',
  fetch: 'fetch/index.js',
  msw: 'msw/index.js',
  playwright: 'playwright/index.js',
  browser: 'browser/index.js',
  'browser-msw': 'browser/msw.js',
  server: 'server.js',
};

export function writeEsmEntries(dist: string): void {
  const folder = join(dist, 'esm');
  mkdirSync(folder, { recursive: true });
  for (const [name, file] of Object.entries(ENTRIES)) {
    // The names as `require` gives them (an `import` of it would go through Node's guess at them).
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const names = Object.keys(require(join(dist, file)) as object).filter((key) => key !== '__esModule' && key !== 'default');
    const from = relative(folder, join(dist, file));
    const text = `// Written by scripts/esmEntries.ts: ${file} to ES module importers.\nimport entry from '${from}';\n\nexport const { ${names.join(', ')} } = entry;\n`;
    writeFileSync(join(folder, `${name}.mjs`), text);
  }
}
