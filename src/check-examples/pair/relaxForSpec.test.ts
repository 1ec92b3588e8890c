// Tests of the spec profile's relaxed schemas: what they tolerate and what they still refuse.
import { OPENAPI_PATH } from '../../core/packageFiles';
import { loadApiDocument, validatorAt } from './apiDocument';
import { relaxForSpec } from '../../core/openapi/relaxForSpec';

const spec = loadApiDocument(OPENAPI_PATH, 'openapi.yaml', 'spec');
const mock = loadApiDocument(OPENAPI_PATH, 'openapi.yaml', 'mock');
const listing = (document: typeof spec) => validatorAt(document, '/components/schemas/ReleasePageList');
const messageError = (document: typeof spec) => validatorAt(document, '/components/schemas/MessageError');

const item = {
  id: 1,
  meta: { type: 'releases.ReleasePage', detail_url: 'https://x.example/api/v2/pages/1/', html_url: null, slug: 'a', first_published_at: null },
  title: 'A',
  expected_date: '2026-03-12',
  expected_time_period: null,
  target_date: null,
  content_scheduled: false,
  status: { code: 'announced', label: 'Announced', color: '#0D6EFD', description: 'Expected on 2026-03-12.' },
  announcement_reports: [],
};
const page = (changed: object) => ({ meta: { total_count: 1 }, items: [{ ...item, ...changed }] });

test('extra fields, null meta fields and any error body: tolerated by the spec profile, refused by the mock profile', () => {
  const tolerated = [
    page({ summary: 'x', status: { ...item.status, icon: 'calendar' } }),
    page({ meta: { ...item.meta, type: null, detail_url: null } }),
    { meta: { total_count: 1, next: null }, items: [] },
  ];
  for (const body of tolerated) {
    expect(listing(spec)(body)).toBe(true);
    expect(listing(mock)(body)).toBe(false);
  }
  expect(messageError(spec)({ detail: 'Too high.' })).toBe(true);
  expect(messageError(mock)({ detail: 'Too high.' })).toBe(false);
});

test.each([
  ['a type', page({ id: '1' })],
  ['a required field of the status', page({ status: { code: 'announced', label: 'Announced', color: '#0D6EFD' } })],
  ['the status codes', page({ status: { ...item.status, code: 'postponed' } })],
  ['the #RRGGBB form', page({ status: { ...item.status, color: 'blue' } })],
  ['a date format', page({ expected_date: '2026-02-30' })],
  ['a date-time format', page({ target_date: '12 March 2026' })],
  ['the form of detail_url', page({ meta: { ...item.meta, detail_url: 'https://x.example/pages/1' } })],
])('the spec profile still refuses what the documentation states: %s', (_what, body) => {
  expect(listing(spec)(body)).toBe(false);
});

test('inline schemas are relaxed too; example values and the document itself are left as written', () => {
  const mediaType = { schema: { type: 'object', additionalProperties: false }, example: { additionalProperties: false } };
  const root = { paths: { '/a': { get: { responses: { '200': { content: { 'application/json': mediaType } } } } } } };
  const before = structuredClone(root);
  const relaxed = relaxForSpec(root) as typeof root;
  expect(relaxed.paths['/a'].get.responses['200']).toEqual({ content: { 'application/json': { ...mediaType, schema: { type: 'object' } } } });
  expect(root).toEqual(before);
});

test('any other 4xx is admitted with any body (§7 and §8 leave open which conditions are invalid, which give 403, and rate limits); a 4XX written is kept', () => {
  const responses = (document: { root: Record<string, unknown> }) =>
    (document.root.paths as Record<string, { get: { responses: Record<string, unknown> } }>)['/api/v2/pages/'].get.responses;
  expect(responses(spec)['4XX']).toEqual({ description: expect.stringContaining('§7 and §8'), content: { '*/*': { schema: {} } } });
  expect(responses(mock)['4XX']).toBeUndefined();
  const own = { description: 'theirs' };
  expect(
    (relaxForSpec({ paths: { '/a': { get: { responses: { '4XX': own } } } } }) as { paths: { '/a': { get: { responses: object } } } }).paths['/a'].get
      .responses,
  ).toEqual({ '4XX': own });
});
