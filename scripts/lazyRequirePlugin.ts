// An esbuild plugin for the mock's bundled bin: named CommonJS packages are loaded on first use
// instead of when the module that requires them loads. Express, accepts, type-is and send require
// mime-types at load, which builds its maps over mime-db's ~2,500 types; express-openapi-validator
// requires multer (with its own mime-types) though the mock uploads no files. Together that was
// about a sixth of the default start-up's CPU, for modules its first answer never calls.
import type { Plugin } from 'esbuild';
import { escapeRegExp } from './escapeRegExp';

const NAMESPACE = 'lazy-require';

/**
 * The stand-in's code: a function proxy, so that both a call (`multer(options)`) and a property
 * read (`mime.contentType`) load the real module and go on to it.
 */
const standIn = (specifier: string): string => `let real;
const load = () => (real ??= require(${JSON.stringify(specifier)}));
module.exports = new Proxy(function lazy() {}, {
  get: (_, key) => load()[key],
  has: (_, key) => key in load(),
  apply: (_, self, args) => load().apply(self, args),
  construct: (_, args) => new (load())(...args),
});
`;

/** Each of `packages` (bare names), wherever it is required from, is replaced by a stand-in that requires it on first use. */
export function lazyRequirePlugin(packages: readonly string[]): Plugin {
  const filter = new RegExp(`^(${packages.map(escapeRegExp).join('|')})$`);
  return {
    name: 'lazy-require',
    setup(build) {
      build.onResolve({ filter }, (args) =>
        // The stand-in's own require resolves as usual, from the folder of the module that asked (each copy of a package stays its own).
        args.namespace === NAMESPACE ? undefined : { path: `${args.resolveDir}\0${args.path}`, namespace: NAMESPACE },
      );
      build.onLoad({ filter: /.*/, namespace: NAMESPACE }, (args) => {
        const [resolveDir, specifier] = args.path.split('\0');
        return { contents: standIn(specifier), resolveDir, loader: 'js' };
      });
    },
  };
}
