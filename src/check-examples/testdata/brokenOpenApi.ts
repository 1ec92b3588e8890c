// Copies of openapi.yaml with one thing changed, for the tests of the OpenAPI examples check and of the command.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse, stringify } from 'yaml';
import { OPENAPI_PATH } from '../../core/packageFiles';

/** Where the broken examples are reported: limit's own example, and the detail example that refers to the component FullItem. */
export const BROKEN_LIMIT = '/components/parameters/limit/example';
export const BROKEN_FULL_ITEM = '/paths/~1api~1v2~1pages~1{id}~1/get/responses/200/content/application~1json/examples/full';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a test edits the parsed YAML freely
type Change = (document: any) => void;

/** Writes a changed copy of openapi.yaml in a fresh folder. */
export function writeOpenApiCopy(change: Change): { path: string; remove: () => void } {
  const document = parse(readFileSync(OPENAPI_PATH, 'utf8'));
  change(document);
  const folder = mkdtempSync(join(tmpdir(), 'openapi-copy-'));
  const path = join(folder, 'openapi.yaml');
  writeFileSync(path, stringify(document));
  return { path, remove: () => rmSync(folder, { recursive: true, force: true }) };
}

/** `limit`'s example is 500 (above its maximum), FullItem's status color is `blue`. */
export const writeBrokenOpenApi = () =>
  writeOpenApiCopy((document) => {
    document.components.parameters.limit.example = 500;
    // A copy: the listing's allFields example shares this item through a YAML anchor, and must stay valid.
    const fullItem = structuredClone(document.components.examples.FullItem.value);
    fullItem.status.color = 'blue';
    document.components.examples.FullItem.value = fullItem;
    document.paths['/api/v2/pages/{id}/'].get.responses['200'].content['application/json'].examples.full = { $ref: '#/components/examples/FullItem' };
  });

/** A document that allows at most one item a page. */
export const writeOpenApiWithLimitOne = () =>
  writeOpenApiCopy((document) => {
    document.components.parameters.limit.schema.maximum = 1;
  });
