// The package's own files (openapi.yaml and its kin, fixtures/) found from the sources or the installed package.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * The package's own files, found the same way from `src/` (Jest, ts-node) and from `dist/` (the
 * built and installed package): both sit one level below the package root, which is the nearest
 * folder above this file holding `openapi.yaml`.
 */
function findPackageRoot(start: string): string {
  for (let dir = start; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'openapi.yaml')) && existsSync(join(dir, 'package.json'))) return dir;
    if (dirname(dir) === dir) throw new Error(`release-pages-mock: no openapi.yaml above ${start}; the package is incomplete`);
  }
}

export const PACKAGE_ROOT = findPackageRoot(__dirname);

/** `openapi.yaml`: the one description of the API. */
export const OPENAPI_PATH = join(PACKAGE_ROOT, 'openapi.yaml');

/** `openapi.spec.yaml`: openapi.yaml as the documentation states it (the spec profile), generated from it for third-party validators. */
export const OPENAPI_SPEC_PATH = join(PACKAGE_ROOT, 'openapi.spec.yaml');

/** `admin.openapi.yaml`: the mock's admin routes (`--admin`), which are not part of the API. */
export const ADMIN_OPENAPI_PATH = join(PACKAGE_ROOT, 'admin.openapi.yaml');

/** `fixtures/`: the curated edge cases and the generator's word lists. */
export const FIXTURES_DIR = join(PACKAGE_ROOT, 'fixtures');

/** Whether this code runs compiled (from `dist/`) rather than from the TypeScript sources. */
export const COMPILED = __filename.endsWith('.js');

/**
 * A module started by path (a thread's, a helper process's), `path` under src/ without extension: its
 * compiled file in the package's dist/, or its source under ts-node or Jest. Found from the package's
 * root, not from the caller's folder: a bundled command runs from dist/bin/.
 */
export const startedByPath = (path: string): string => (COMPILED ? join(PACKAGE_ROOT, 'dist', `${path}.js`) : join(PACKAGE_ROOT, 'src', `${path}.ts`));

/** The files of swagger-ui-dist that `/docs` loads. The rest (among them a demo page that loads the petstore) is not served. */
export const SWAGGER_UI_ASSETS: readonly string[] = ['swagger-ui.css', 'swagger-ui-bundle.js', 'favicon-32x32.png', 'favicon-16x16.png'];

/**
 * Swagger UI's files for `/docs`. The build copies the few it needs into `dist/swagger-ui/`, so
 * the installed package does not depend on swagger-ui-dist (whose install script phones home);
 * from the sources they are read from the development dependency.
 */
export function swaggerUiDir(): string {
  return COMPILED ? join(PACKAGE_ROOT, 'dist', 'swagger-ui') : dirname(require.resolve('swagger-ui-dist/package.json'));
}

/** The package's version, which every command's `--version` prints. */
export const PACKAGE_VERSION: string = (JSON.parse(readFileSync(join(PACKAGE_ROOT, 'package.json'), 'utf8')) as { version: string }).version;
