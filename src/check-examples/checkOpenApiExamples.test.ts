import { OPENAPI_PATH } from '../core/packageFiles';
import { loadApiDocument } from './pair/apiDocument';
import { checkOpenApiExamples } from './checkOpenApiExamples';
import { BROKEN_FULL_ITEM, BROKEN_LIMIT, writeBrokenOpenApi } from './testdata/brokenOpenApi';
import type { Profile } from '../core/profile';

const PROFILES: Profile[] = ['spec', 'mock'];

test.each(PROFILES)("profile %s: every example of the project's openapi.yaml holds, each reported by its pointer and schema", (profile) => {
  const results = checkOpenApiExamples(loadApiDocument(OPENAPI_PATH, 'openapi.yaml', profile));
  expect(results.filter((r) => r.verdict !== 'ok')).toEqual([]);
  expect(results).toContainEqual({
    file: 'openapi.yaml',
    location: 'openapi.yaml#/paths/~1api~1v2~1pages~1/get/responses/200/content/application~1json/examples/allFields',
    verdict: 'ok',
    schema: 'ReleasePageList',
    problems: [],
    notJudged: [],
  });
  // Parameters, inline responses and shared responses are all visited; shared ones once, where they are written.
  const locations = results.map((r) => r.location);
  expect(locations).toEqual(expect.arrayContaining([`openapi.yaml#${BROKEN_LIMIT}`, `openapi.yaml#${BROKEN_FULL_ITEM}`]));
  expect(locations.filter((l) => l.endsWith('/BadRequest/content/application~1json/examples/limitTooHigh'))).toHaveLength(1);
  expect(new Set(locations).size).toBe(locations.length);
});

// A limit above its maximum and a color not of the form #RRGGBB break what the documentation states: both profiles find them.
describe.each(PROFILES)('profile %s: a copy with broken examples', (profile) => {
  const copy = writeBrokenOpenApi();
  afterAll(copy.remove);
  const results = checkOpenApiExamples(loadApiDocument(copy.path, 'broken.yaml', profile));

  test('only the broken examples are WRONG', () => {
    expect(results.filter((r) => r.verdict === 'WRONG').map((r) => r.location)).toEqual([`broken.yaml#${BROKEN_LIMIT}`, `broken.yaml#${BROKEN_FULL_ITEM}`]);
  });

  test("a parameter's example is checked against the parameter's schema", () => {
    expect(results.find((r) => r.location === `broken.yaml#${BROKEN_LIMIT}`)).toEqual({
      file: 'broken.yaml',
      location: `broken.yaml#${BROKEN_LIMIT}`,
      verdict: 'WRONG',
      notJudged: [],
      schema: 'integer',
      problems: [{ check: 'schema', rule: 'example.matches-openapi', location: `broken.yaml#${BROKEN_LIMIT}`, pointer: '', message: 'must be <= 200' }],
    });
  });

  test('a component example is checked where it is referenced, and the problem points into the component', () => {
    expect(results.find((r) => r.location === `broken.yaml#${BROKEN_FULL_ITEM}`)).toEqual({
      file: 'broken.yaml',
      location: `broken.yaml#${BROKEN_FULL_ITEM}`,
      verdict: 'WRONG',
      notJudged: [],
      schema: 'ReleasePage or ReleasePageItem',
      problems: [
        { check: 'schema', rule: 'example.matches-openapi', location: 'broken.yaml#/components/examples/FullItem/value/status/color', pointer: '/status/color', message: 'must match pattern "^#[0-9A-Fa-f]{6}$"' },
      ],
    });
  });
});
