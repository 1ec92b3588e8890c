// A Jest transform for the ES-module-only packages Jest (CommonJS here) cannot load: MSW 3 and
// its dependencies. esbuild rewrites each file to CommonJS, nothing else. jest.config.js says which
// packages go through it (every other file of node_modules is loaded as it is). `import.meta.url`,
// which CommonJS lacks, becomes the file's own URL.
const { createHash } = require('node:crypto');
const { readFileSync } = require('node:fs');
const { pathToFileURL } = require('node:url');
const { transformSync } = require('esbuild');

// Jest caches a transformed file by its text; this file's own text is in the key, so a change here renews it.
const SELF = readFileSync(require.resolve('./esmToCommonJs.js'), 'utf8');

module.exports = {
  getCacheKey(source, path) {
    return createHash('sha256').update(SELF).update(path).update(source).digest('hex');
  },
  process(source, path) {
    const { code, map } = transformSync(source, {
      loader: 'js',
      format: 'cjs',
      target: 'node20',
      sourcefile: path,
      sourcemap: 'external',
      define: { 'import.meta.url': JSON.stringify(pathToFileURL(path).href) },
    });
    return { code, map };
  },
};
