// Tests that serialized releases reproduce openapi.yaml's examples, in their key order.
import { openApiDocument } from '../../core/openapi/document';
import { product, release, report } from '../testing/records';
import type { Moment } from './clock';
import { type FieldSelection } from './fieldSelection';
import { serializeRelease, type SerializeContext } from './serializeRelease';
import { BODY_FIELDS, META_FIELDS } from '../../core/spec';

const ORIGIN = 'http://127.0.0.1:4010';
const MARCH_1: Moment = { nowMs: Date.parse('2026-03-01T12:00:00Z'), today: '2026-03-01' };
const CONTEXT: SerializeContext = { origin: ORIGIN, moment: MARCH_1 };
const EVERY_FIELD: FieldSelection = { body: [...BODY_FIELDS], meta: [...META_FIELDS] };

/** The release of openapi.yaml's examples `FullItem` and `DefaultFieldsItem`. */
const acme = release({
  id: 100002,
  title: 'Acme Q3 Earnings Release',
  slug: 'acme-q3-earnings-release',
  html_url: 'https://www.example.com/releases/acme-q3-earnings-release/',
  first_published_at: '2026-02-11T09:15:00+00:00',
  expected_date: '2026-03-12',
  expected_time_period: 'AM',
  announcement_reports: [
    report({
      id: 311,
      title: 'Equity Research Daily',
      slug: 'equity-research-daily',
      url: 'https://www.example.com/reports/equity-research-daily/',
      from_name: 'Acme Research Team',
      model_group_slug: 'equity-research',
      products: [product({ id: 77, name: 'Acme Global Equity Monitor', short_name: 'AGEM', status: null })],
    }),
  ],
});

const openApiExample = (name: string): unknown => (openApiDocument().components.examples as Record<string, { value: unknown }>)[name].value;

describe("serializeRelease reproduces openapi.yaml's examples", () => {
  test('every field (FullItem)', () => {
    expect(serializeRelease(acme, EVERY_FIELD, CONTEXT)).toStrictEqual(openApiExample('FullItem'));
  });

  test('the listing defaults (DefaultFieldsItem)', () => {
    const selection: FieldSelection = { body: ['id', 'title'], meta: [...META_FIELDS] };
    expect(serializeRelease(acme, selection, CONTEXT)).toStrictEqual(openApiExample('DefaultFieldsItem'));
  });
});

describe('key order', () => {
  test('every field: id, meta, then the order of spec table 2.2; meta in the order of table 2.3', () => {
    const item = serializeRelease(acme, EVERY_FIELD, CONTEXT);
    expect(Object.keys(item)).toEqual([
      'id',
      'meta',
      'title',
      'expected_date',
      'expected_time_period',
      'target_date',
      'content_scheduled',
      'status',
      'announcement_reports',
    ]);
    expect(Object.keys(item.meta ?? {})).toEqual(['type', 'detail_url', 'html_url', 'slug', 'first_published_at']);
  });

  test.each<[FieldSelection, string[]]>([
    [{ body: ['id', 'title', 'status'], meta: ['slug'] }, ['id', 'meta', 'title', 'status']],
    [{ body: ['title', 'announcement_reports'], meta: ['type'] }, ['meta', 'title', 'announcement_reports']],
    [{ body: ['id', 'content_scheduled'], meta: [] }, ['id', 'content_scheduled']],
    [{ body: [], meta: ['first_published_at'] }, ['meta']],
    [{ body: ['id'], meta: [] }, ['id']],
    [{ body: [], meta: [] }, []],
  ])('selection %j gives keys %j', (selection, keys) => {
    expect(Object.keys(serializeRelease(acme, selection, CONTEXT))).toEqual(keys);
  });
});

describe('values', () => {
  test('only the selected fields, and no meta key when no meta field is selected', () => {
    const selection: FieldSelection = { body: ['id', 'title', 'target_date'], meta: [] };
    expect(serializeRelease(acme, selection, CONTEXT)).toStrictEqual({ id: 100002, title: 'Acme Q3 Earnings Release', target_date: null });
  });

  test('only the selected meta fields', () => {
    const selection: FieldSelection = { body: [], meta: ['type', 'slug'] };
    expect(serializeRelease(acme, selection, CONTEXT)).toStrictEqual({
      meta: { type: 'releases.ReleasePage', slug: 'acme-q3-earnings-release' },
    });
  });

  test.each([
    ['http://127.0.0.1:4010', 7, 'http://127.0.0.1:4010/api/v2/pages/7/'],
    ['https://mock.example.com', 100042, 'https://mock.example.com/api/v2/pages/100042/'],
  ])('detail_url on origin %s for id %d is %s', (origin, id, detailUrl) => {
    const item = serializeRelease(release({ id }), { body: [], meta: ['detail_url'] }, { origin, moment: MARCH_1 });
    expect(item).toStrictEqual({ meta: { detail_url: detailUrl } });
  });

  test('a draft that was never published has a null first_published_at', () => {
    const draft = release({ id: 5, live: false, first_published_at: null });
    const item = serializeRelease(draft, { body: ['status'], meta: ['first_published_at'] }, CONTEXT);
    expect(item).toStrictEqual({
      meta: { first_published_at: null },
      status: { code: 'draft', label: 'Draft', color: '#6C757D', description: 'Not yet published.' },
    });
  });

  test('status is computed from the moment of the context', () => {
    const scheduledRelease = release({ id: 9, expected_date: '2026-03-12', target_date: '2026-03-11T09:00:00+00:00' });
    const statusAt = (nowIso: string, today: string) =>
      serializeRelease(scheduledRelease, { body: ['status'], meta: [] }, { origin: ORIGIN, moment: { nowMs: Date.parse(nowIso), today } });

    expect(statusAt('2026-03-11T08:59:59Z', '2026-03-11')).toStrictEqual({
      status: { code: 'scheduled', label: 'Scheduled', color: '#FD7E14', description: 'Scheduled for 2026-03-11T09:00:00+00:00.' },
    });
    expect(statusAt('2026-03-11T09:00:01Z', '2026-03-11')).toStrictEqual({
      status: { code: 'published', label: 'Published', color: '#198754', description: 'Published on 2026-03-11.' },
    });
  });
});
