// Tests that openapi.yaml is valid and agrees with the code that serves it.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { ORDERING_VALUES } from '../../mock/domain/ordering';
import { openApiDocument, queryParametersOf } from './document';
import { schemaValidator } from './schemaValidator';
import { BODY_FIELDS, LISTING_PATH, MAX_LIMIT, META_FIELDS, STATUS_CODES } from '../spec';
import { schemaErrorLines } from './describeSchemaErrors';

const document = openApiDocument();
type Schema = { properties: Record<string, unknown>; enum?: string[] };
const schema = (name: string) => document.components.schemas[name] as Schema;
const parameter = (name: string) => queryParametersOf(LISTING_PATH).get(name)!;

test('openapi.yaml is a valid OpenAPI 3.1 document (npm run lint:openapi)', () => {
  const root = join(__dirname, '..', '..', '..');
  const output = execFileSync(process.execPath, ['-r', 'ts-node/register/transpile-only', join(root, 'scripts', 'validate-openapi.ts')], {
    cwd: root,
    encoding: 'utf8',
  });
  expect(output).toContain('openapi.yaml is a valid OpenAPI 3.1 document');
});

describe('openapi.yaml agrees with the code that serves it', () => {
  test('the listing declares exactly the query parameters of spec §4.1', () => {
    expect([...queryParametersOf(LISTING_PATH).keys()].sort()).toEqual(
      [
        'type',
        'limit',
        'offset',
        'fields',
        'search',
        'search_operator',
        'expected_date_after',
        'expected_date_before',
        'expected_date',
        'status',
        'ordering',
      ].sort(),
    );
  });

  test('ordering values, status codes and the page size limit are the ones the store implements', () => {
    expect(parameter('ordering').schema?.enum).toEqual(ORDERING_VALUES);
    expect(schema('StatusCode').enum).toEqual(STATUS_CODES);
    expect(parameter('limit').schema).toMatchObject({ maximum: MAX_LIMIT, default: MAX_LIMIT, minimum: 0 });
  });

  test('the fields the serializer writes are the properties of the schemas', () => {
    expect(Object.keys(schema('ReleasePageItem').properties)).toEqual(['id', 'meta', ...BODY_FIELDS.filter((f) => f !== 'id')]);
    expect(Object.keys(schema('PageMeta').properties)).toEqual([...META_FIELDS]);
  });
});

describe('the examples of openapi.yaml are valid against their schemas', () => {
  const examples = document.components.examples as Record<string, { value: unknown }>;
  test.each([
    ['FullItem', 'ReleasePage'],
    ['DefaultFieldsItem', 'ReleasePageItem'],
  ])('component example %s is a valid %s', (example, schemaName) => {
    const validate = schemaValidator(schemaName);
    expect(schemaErrorLines(validate(examples[example].value) ? [] : validate.errors)).toEqual([]);
  });

  const listingExamples = Object.entries(
    (
      document.paths[LISTING_PATH] as unknown as {
        get: { responses: Record<string, { content: Record<string, { examples: Record<string, { value: unknown }> }> }> };
      }
    ).get.responses['200'].content['application/json'].examples,
  );
  test.each(listingExamples)('listing example %s is a valid ReleasePageList', (_name, example) => {
    const validate = schemaValidator('ReleasePageList');
    expect(schemaErrorLines(validate(example.value) ? [] : validate.errors)).toEqual([]);
  });

  const responses = document.components.responses as Record<
    string,
    { content: Record<string, { schema: { $ref: string }; examples?: Record<string, { value: unknown }>; example?: unknown }> }
  >;
  // JSON answers only: the HTML error pages are held to the mock's by its own test (errorPages.test.ts).
  const responseExamples = Object.entries(responses).flatMap(([name, response]) => {
    const media = response.content['application/json'];
    if (!media) return [];
    const values = media.examples ? Object.entries(media.examples).map(([key, e]) => [`${name}.${key}`, e.value] as const) : [[name, media.example] as const];
    return values.map(([label, value]) => [label, media.schema.$ref.split('/').pop()!, value] as const);
  });
  test.each(responseExamples)('response example %s is a valid %s', (_label, schemaName, value) => {
    const validate = schemaValidator(schemaName);
    expect(schemaErrorLines(validate(value) ? [] : validate.errors)).toEqual([]);
  });
});
