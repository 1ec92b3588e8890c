// The server side's dependencies bundled into dist/vendor/, one file each, and the compiled code's
// requires of them pointed there: they are dev dependencies, so that a frontend installing the
// package for `/client`, `/fetch` or `/msw` gets only what those require, while `/server`, the main
// entry and the commands run as before. Each bundle is the package's own code (faker's tree-shaken to
// the English faker the mock uses), with the licences of everything in it beside it (LICENSES.md).
import { build, type Metafile } from 'esbuild';
import { copyFileSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { escapeRegExp } from './escapeRegExp';
import { lazyRequirePlugin } from './lazyRequirePlugin';

/**
 * A required specifier, the vendor file (under dist/vendor/, no extension) that stands for it, the
 * bundle's entry code and, for a package whose types the public entries' declarations name, the
 * declaration file (from the repository's root) shipped beside the bundle.
 */
interface Vendored {
  specifier: string;
  file: string;
  entry: string;
  types?: string;
  platform?: 'node' | 'browser';
  /**
   * The package's own modules the compiled code requires by path, and patches (its exports name
   * them by path only): the bundle gives each by name, the very copy the package's code uses.
   */
  modules?: readonly string[];
}

/** A package bundled as it is required, into the vendor file of its own name. */
const commonJs = (specifier: string, types?: string): Vendored => ({
  specifier,
  file: specifier,
  entry: `module.exports = require(${JSON.stringify(specifier)});`,
  types,
});

/** A package whose `modules` the compiled code requires too: the bundle is a function from a specifier to its module, each loaded on first use. */
const withModules = (specifier: string, modules: readonly string[]): Vendored => ({
  specifier,
  file: specifier,
  modules,
  entry: `const modules = { ${[specifier, ...modules].map((name) => `${JSON.stringify(name)}: () => require(${JSON.stringify(name)})`).join(', ')} };\nmodule.exports = (name) => modules[name]();`,
});

/** A package the browser build requires too, bundled in its browser form (which runs on Node as well): its Node form requires Node's modules. */
const forBothPlatforms = (specifier: string): Vendored => ({ ...commonJs(specifier), platform: 'browser' });

export const VENDORED: readonly Vendored[] = [
  // Its types are @types/express's, which a user may not have: the few the declarations name, written for them.
  commonJs('express', 'scripts/vendorTypes/express.d.ts'),
  // The mock replaces the class of its document check, and reads its response checks' helpers (specCheckOnlyWhenAsked.ts, precompiledResponseChecks.ts).
  withModules('express-openapi-validator', [
    'express-openapi-validator/dist/framework/openapi.schema.validator',
    'express-openapi-validator/dist/middlewares/util',
  ]),
  commonJs('pino'),
  commonJs('undici'),
  // Its declarations are one file that imports nothing: shipped as they are.
  commonJs('commander', 'node_modules/commander/typings/index.d.ts'),
  commonJs('luxon'),
  // Their Node forms require node:diagnostics_channel and worker_threads, for tracing and workers the mock does not use.
  forBothPlatforms('lru-cache'),
  forBothPlatforms('flexsearch'),
  commonJs('yaml'),
  // Its ES modules, so that esbuild leaves out the other locales and whatever the English faker never reaches.
  { specifier: '@faker-js/faker/locale/en', file: 'faker-en', entry: "export { faker } from '@faker-js/faker/locale/en';" },
];

/** The packages that stay dependencies, required from node_modules by a bundle rather than copied into it. */
const stillDependencies = (root: string): string[] => {
  const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
  return Object.keys(manifest.dependencies).flatMap((name) => [name, `${name}/*`]);
};

/** Where a bundled input file's package lives (the innermost node_modules/<name>/), or none for the entry and a plugin's stand-ins (`namespace:path`). */
function packageFolder(input: string): string | undefined {
  if (/^[\w-]+:/.test(input)) return undefined;
  const parts = input.split(/[\\/]/);
  const at = parts.lastIndexOf('node_modules');
  if (at < 0) return undefined;
  return parts.slice(0, at + (parts[at + 1].startsWith('@') ? 3 : 2)).join(sep);
}

/** Each bundled package's name, version, licence and licence text, as one Markdown file. */
function licences(root: string, inputs: Iterable<string>): string {
  const folders = [...new Set([...inputs].map(packageFolder).filter((folder): folder is string => folder !== undefined))].sort();
  const sections = folders.map((folder) => {
    const manifest = JSON.parse(readFileSync(join(root, folder, 'package.json'), 'utf8')) as {
      name: string;
      version: string;
      license?: string;
      licenses?: { type: string }[];
    };
    // Older packages name theirs in a `licenses` list.
    const licence = manifest.license ?? manifest.licenses?.map(({ type }) => type).join(' OR ');
    const file = readdirSync(join(root, folder)).find((name) => /^(licen[cs]e|copying)/i.test(name) && statSync(join(root, folder, name)).isFile());
    const text = file ? readFileSync(join(root, folder, file), 'utf8').trim() : `(no licence file in the package; its package.json says ${licence})`;
    return `## ${manifest.name}@${manifest.version} (${licence})\n\n\`\`\`\n${text}\n\`\`\`\n`;
  });
  return `# Licences of the code bundled into dist/vendor/\n\n${sections.join('\n')}`;
}

/** Bundles each of `VENDORED` into `dist/vendor/`, with the licences of what went in. */
export async function writeVendorBundles(root: string, dist: string): Promise<void> {
  const inputs = new Set<string>();
  for (const { file, entry, types, platform = 'node' } of VENDORED) {
    const result = await build({
      stdin: { contents: entry, resolveDir: root, sourcefile: `${file}.vendor.js` },
      outfile: join(dist, 'vendor', `${file}.js`),
      bundle: true,
      platform,
      target: 'node20',
      format: 'cjs',
      // As the bins: names kept, so that a stack trace still names functions.
      minifyWhitespace: true,
      external: stillDependencies(root),
      // Express and the validator require mime-types and multer at load for routes the mock's first answer never takes.
      plugins: [lazyRequirePlugin(['mime-types', 'multer'])],
      metafile: true,
      legalComments: 'none',
      logOverride: { 'require-resolve-not-external': 'silent' },
      logLevel: 'warning',
    });
    for (const input of Object.keys((result.metafile as Metafile).inputs)) inputs.add(input);
    if (types) copyFileSync(join(root, types), join(dist, 'vendor', `${file}.d.ts`));
  }
  writeFileSync(join(dist, 'vendor', 'LICENSES.md'), licences(root, inputs));
}

/** The vendor file for a specifier, relative to the folder of the file that requires it ('./x' form). */
const vendorPath = (dist: string, from: string, file: string) => {
  const path = relative(dirname(from), join(dist, 'vendor', `${file}.js`))
    .split(sep)
    .join('/');
  return path.startsWith('.') ? path : `./${path}`;
};

/** Each specifier the compiled code may require of a vendored package, and the package's entry. */
const bySpecifier = new Map(
  VENDORED.flatMap((vendored) => [vendored.specifier, ...(vendored.modules ?? [])].map((specifier) => [specifier, vendored] as const)),
);
/** `require("x")` of each vendored specifier (tsc's form), and `from 'x'` / `import("x")` of those whose types are shipped. */
const requires = new RegExp(`require\\((["'])(${[...bySpecifier.keys()].map(escapeRegExp).join('|')})\\1\\)`, 'g');
const typeImports = new RegExp(
  `(from |import\\()(['"])(${VENDORED.filter(({ types }) => types)
    .map(({ specifier }) => escapeRegExp(specifier))
    .join('|')})\\2`,
  'g',
);

/**
 * Every compiled file under `dist` (the vendor folder aside) pointed at the vendor files: its requires
 * of a vendored package at the bundle, its declarations' imports at the shipped declarations.
 */
export function requireVendored(dist: string): void {
  const walk = (folder: string): string[] =>
    readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? (entry.name === 'vendor' ? [] : walk(join(folder, entry.name))) : [join(folder, entry.name)],
    );
  for (const path of walk(dist)) {
    const declarations = path.endsWith('.d.ts');
    if (!declarations && !path.endsWith('.js')) continue;
    const text = readFileSync(path, 'utf8');
    const changed = declarations
      ? text.replace(
          typeImports,
          (_, head: string, quote: string, specifier: string) =>
            `${head}${quote}${vendorPath(dist, path, bySpecifier.get(specifier)!.file).replace(/\.js$/, '')}${quote}`,
        )
      : text.replace(requires, (_, _quote: string, specifier: string) => {
          const { file, modules } = bySpecifier.get(specifier)!;
          const bundle = `require(${JSON.stringify(vendorPath(dist, path, file))})`;
          return modules ? `${bundle}(${JSON.stringify(specifier)})` : bundle;
        });
    if (changed !== text) writeFileSync(path, changed);
  }
}
