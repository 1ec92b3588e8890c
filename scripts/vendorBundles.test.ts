// The vendor bundles as the build leaves them in dist/ (`npm test` builds first): no compiled file
// requires a vendored package from node_modules (an install has none of them), and the modules of
// express-openapi-validator the mock patches are the bundle's own, the copy its code runs.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { escapeRegExp } from './escapeRegExp';
import { VENDORED } from './vendorBundles';

const DIST = join(__dirname, '..', 'dist');

/** The compiled files under dist/, the vendor folder aside. */
const compiled = (folder: string): string[] =>
  readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? (entry.name === 'vendor' ? [] : compiled(join(folder, entry.name))) : entry.name.endsWith('.js') ? [join(folder, entry.name)] : [],
  );

test('no compiled file requires a vendored package, or a module in one, by name', () => {
  const names = [
    ...new Set(
      VENDORED.map(({ specifier }) =>
        specifier
          .split('/')
          .slice(0, specifier.startsWith('@') ? 2 : 1)
          .join('/'),
      ),
    ),
  ];
  const byName = new RegExp(`require\\(["'](${names.map(escapeRegExp).join('|')})(/[^"']*)?["']\\)`, 'g');
  const found = compiled(DIST).flatMap((file) =>
    (readFileSync(file, 'utf8').match(byName) ?? []).map((required) => `${file.slice(DIST.length + 1)}: ${required}`),
  );
  expect(found).toEqual([]);
});

test("the mock's patch of express-openapi-validator's document check reaches the bundled validator", () => {
  /* eslint-disable @typescript-eslint/no-require-imports -- the built files, as an install loads them */
  const vendored = require(join(DIST, 'vendor', 'express-openapi-validator.js')) as (specifier: string) => { OpenAPISchemaValidator: { name: string } };
  const { specCheckOnlyWhenAsked } = require(
    join(DIST, 'mock', 'http', 'specCheckOnlyWhenAsked.js'),
  ) as typeof import('../src/mock/http/specCheckOnlyWhenAsked');
  /* eslint-enable @typescript-eslint/no-require-imports */
  specCheckOnlyWhenAsked();
  expect(vendored('express-openapi-validator/dist/framework/openapi.schema.validator').OpenAPISchemaValidator.name).toBe('OnlyWhenAsked');
});
