// Tests that openapi.spec.yaml is openapi.yaml relaxed for the spec profile.
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { OPENAPI_PATH } from '../packageFiles';
import { relaxForSpec } from './relaxForSpec';
import { specDocumentText } from './specDocument';

const strict = parse(readFileSync(OPENAPI_PATH, 'utf8'));
const spec = parse(specDocumentText(readFileSync(OPENAPI_PATH, 'utf8')));

test('openapi.spec.yaml is relaxForSpec of openapi.yaml, its title and description saying so', () => {
  expect({ ...spec, info: undefined }).toEqual({ ...relaxForSpec(strict), info: undefined });
  expect(spec.info.title).toBe(`${strict.info.title} (spec profile)`);
  expect(spec.info.description.endsWith(strict.info.description)).toBe(true);
});

test('it allows what the documentation leaves open and keeps what it states', () => {
  const schemas = spec.components.schemas;
  expect(schemas.ReleasePageItem.additionalProperties).toBeUndefined();
  expect(schemas.MessageError).toEqual({});
  expect(schemas.Status.properties.color.pattern).toBe('^#[0-9A-Fa-f]{6}$');
  expect(schemas.StatusCode.enum).toEqual(['draft', 'announced', 'scheduled', 'published']);
  expect(schemas.ReleasePageList.required).toEqual(['meta', 'items']);
});
