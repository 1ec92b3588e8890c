// Tests of checking an OpenAPI document's examples against its schemas and the spec's rules.
import { readFileSync } from 'node:fs';
import { OPENAPI_PATH } from '../core/packageFiles';
import { loadApiDocument } from './pair/apiDocument';
import { checkOpenApiExamples } from './checkOpenApiExamples';
import { writeBrokenOpenApi } from './testdata/brokenOpenApi';
import type { Profile } from '../core/profile';

const PROFILES: Profile[] = ['spec', 'mock'];

/** The examples of an OpenAPI document, checked against its own schemas and by the spec's rules (openapi.yaml as the profile reads it). */
const examplesOf = (path: string, name: string, profile: Profile) =>
  checkOpenApiExamples(loadApiDocument(path, name, profile), loadApiDocument(OPENAPI_PATH, 'openapi.yaml', profile), path).examples;

/** The 1-based line of a file that holds `text`, after the lines holding each of `after` in turn. */
function lineHolding(path: string, text: string, ...after: string[]): number {
  const lines = readFileSync(path, 'utf8').split('\n');
  const start = after.reduce((from, anchor) => lines.findIndex((line, i) => i >= from && line.includes(anchor)), 0);
  const index = lines.findIndex((line, i) => i >= start && line.includes(text));
  if (index === -1) throw new Error(`${path} holds no ${text}`);
  return index + 1;
}

test.each(PROFILES)("profile %s: every example of the project's openapi.yaml holds, each reported at its line with its schema", (profile) => {
  const results = examplesOf(OPENAPI_PATH, 'openapi.yaml', profile);
  expect(results.filter((r) => r.verdict !== 'ok')).toEqual([]);
  expect(results).toContainEqual(
    expect.objectContaining({
      file: 'openapi.yaml',
      location: `openapi.yaml:${lineHolding(OPENAPI_PATH, 'allFields:', '/api/v2/pages/:')}`,
      verdict: 'ok',
      schema: 'ReleasePageList',
      problems: [],
    }),
  );
  // Parameters, inline responses and shared responses are all visited; shared ones once, where they are written.
  const locations = results.map((r) => r.location);
  expect(locations.filter((l) => l === `openapi.yaml:${lineHolding(OPENAPI_PATH, 'limitTooHigh:')}`)).toHaveLength(1);
  expect(new Set(locations).size).toBe(locations.length);
});

// A limit above its maximum and a color not of the form #RRGGBB break what the documentation states: both profiles find them.
describe.each(PROFILES)('profile %s: a copy with broken examples', (profile) => {
  const copy = writeBrokenOpenApi();
  afterAll(copy.remove);
  const results = examplesOf(copy.path, 'broken.yaml', profile);
  const limit = `broken.yaml:${lineHolding(copy.path, 'example: 500')}`;
  // The detail's `id` parameter has an example named full too: the answer's is the one under responses.
  const full = `broken.yaml:${lineHolding(copy.path, 'full:', '/api/v2/pages/{id}/:', 'responses:')}`;

  test('only the broken examples are WRONG', () => {
    expect(results.filter((r) => r.verdict === 'WRONG').map((r) => r.location)).toEqual([limit, full]);
  });

  test("a parameter's example is checked against the parameter's schema", () => {
    expect(results.find((r) => r.location === limit)).toEqual({
      file: 'broken.yaml',
      location: limit,
      verdict: 'WRONG',
      notJudged: [],
      schema: 'integer',
      problems: [
        { check: 'schema', rule: 'example.matches-openapi', location: limit, pointer: '', message: 'the value must be <= 200' },
        // The spec's own rule too (§4.1, §8), whatever the document's schema says.
        {
          check: 'request',
          rule: 'request.limit-within-maximum',
          location: limit,
          message: 'request.limit-within-maximum (§8): limit=500; expected limit at most 200',
        },
      ],
    });
  });

  test('a component example is checked where it is referenced, and the problem points into the component', () => {
    expect(results.find((r) => r.location === full)).toMatchObject({
      file: 'broken.yaml',
      location: full,
      verdict: 'WRONG',
      schema: 'ReleasePage or ReleasePageItem',
      problems: [
        {
          check: 'schema',
          rule: 'example.matches-openapi',
          location: `broken.yaml:${lineHolding(copy.path, 'color: blue')}`,
          pointer: '/status/color',
          message: '/status/color must match pattern "^#[0-9A-Fa-f]{6}$"',
        },
      ],
    });
  });
});
