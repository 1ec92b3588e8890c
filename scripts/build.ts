// `npm run build`: compiles src/ to dist/ (same depth, so packageFiles finds the package root from
// either), then copies the few Swagger UI files /docs serves, so that the installed package does
// not depend on swagger-ui-dist and its install-time script. Last, each entry point's ESM face
// (esmEntries.ts), the commands' bins bundled into one file each (bundleBins.ts), the server
// side's dependencies bundled into dist/vendor/, where the compiled code then requires them
// (vendorBundles.ts): the bins' bundles first, as they take those packages from node_modules; and the key
// of what was built recorded (buildKey.ts). The validators
// compiled ahead of time are JavaScript already (gen:embedded): copied beside the compiled code
// with their declarations.
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { SWAGGER_UI_ASSETS } from '../src/core/packageFiles';
import { recordBuildKey } from './buildKey';
import { bundleBins } from './bundleBins';
import { writeEsmEntries } from './esmEntries';
import { requireVendored, writeVendorBundles } from './vendorBundles';

const ROOT = join(__dirname, '..');
const DIST = join(ROOT, 'dist');
/** What /docs loads, and the licence and notice that must travel with it. */
const SWAGGER_UI_FILES = [...SWAGGER_UI_ASSETS, 'LICENSE', 'NOTICE'];

rmSync(DIST, { recursive: true, force: true });
execFileSync(process.execPath, [require.resolve('typescript/bin/tsc'), '-p', join(ROOT, 'tsconfig.build.json')], { stdio: 'inherit' });
const from = dirname(require.resolve('swagger-ui-dist/package.json'));
mkdirSync(join(DIST, 'swagger-ui'));
for (const file of SWAGGER_UI_FILES) copyFileSync(join(from, file), join(DIST, 'swagger-ui', file));
const GENERATED = join(ROOT, 'src', 'core', 'generated');
for (const file of readdirSync(GENERATED).filter((name) => name.endsWith('.js') || name.endsWith('.d.ts')))
  copyFileSync(join(GENERATED, file), join(DIST, 'core', 'generated', file));
writeEsmEntries(DIST);
bundleBins(DIST)
  .then(() => writeVendorBundles(ROOT, DIST))
  .then(() => requireVendored(DIST))
  .then(() => recordBuildKey(ROOT))
  .catch((error: Error) => {
    console.error(error.message);
    process.exit(1);
  });
