// Fails when src/core/generated/openapi.ts is not what openapi-typescript makes of openapi.yaml now.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = join(__dirname, '..');
const committed = join(root, 'src', 'core', 'generated', 'openapi.ts');
const fresh = join(mkdtempSync(join(tmpdir(), 'openapi-types-')), 'openapi.ts');
execFileSync(join(root, 'node_modules', '.bin', 'openapi-typescript'), [join(root, 'openapi.yaml'), '-o', fresh], { stdio: 'ignore' });
if (readFileSync(fresh, 'utf8') !== readFileSync(committed, 'utf8')) {
  console.error('src/core/generated/openapi.ts is out of date with openapi.yaml: run `npm run gen:types` and commit the result.');
  process.exit(1);
}
console.log('src/core/generated/openapi.ts matches openapi.yaml');
