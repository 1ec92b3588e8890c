// A Jest transform for the ES modules Jest (CommonJS here) cannot load: MSW 3 and the packages it
// (and recent MSW 2) depend on. esbuild rewrites an ES module file to CommonJS, nothing else; any
// other file passes unchanged, so the transform may be given every file of node_modules
// (`transformIgnorePatterns: []`) without a list of packages to keep current. `import.meta.url`,
// which CommonJS lacks, becomes the file's own URL.
const { createHash } = require('node:crypto');
const { existsSync, readFileSync } = require('node:fs');
const { dirname, join } = require('node:path');
const { pathToFileURL } = require('node:url');
const { transformSync } = require('esbuild');

// Jest caches a transformed file by its text; this file's own text is in the key, so a change here renews it.
const SELF = readFileSync(require.resolve('./esmToCommonJs.js'), 'utf8');

/** The `type` of the package.json nearest the file, as Node reads it to tell a `.js` file's kind. */
function packageType(file) {
  for (let dir = dirname(file); ; dir = dirname(dir)) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest)) return JSON.parse(readFileSync(manifest, 'utf8')).type;
    if (dirname(dir) === dir) return undefined;
  }
}

/** Whether Node would load the file as an ES module. */
const isEsModule = (file) => file.endsWith('.mjs') || (file.endsWith('.js') && packageType(file) === 'module');

module.exports = {
  getCacheKey(source, path) {
    return createHash('sha256').update(SELF).update(path).update(source).digest('hex');
  },
  process(source, path) {
    if (!isEsModule(path)) return { code: source };
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
