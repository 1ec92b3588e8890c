// Tests of the field order and of `fields` selections.
import { DETAIL_DEFAULT_FIELDS, LISTING_DEFAULT_FIELDS, selectFields, type BodyField, type FieldSelection, type MetaField } from './fieldSelection';
import { QueryError } from './queryError';
import { BODY_FIELDS, META_FIELDS } from '../../core/spec';
import { wagtailFieldSelection } from '../../rules';

const ALL_META: MetaField[] = ['type', 'detail_url', 'html_url', 'slug', 'first_published_at'];
const ALL_BODY: BodyField[] = ['id', 'title', 'expected_date', 'expected_time_period', 'target_date', 'content_scheduled', 'status', 'announcement_reports'];
const withoutMeta = (...removed: MetaField[]) => ALL_META.filter((name) => !removed.includes(name));
const withoutBody = (...removed: BodyField[]) => ALL_BODY.filter((name) => !removed.includes(name));

const listing = (fields: string | undefined) => selectFields(fields, LISTING_DEFAULT_FIELDS);

describe('field order constants', () => {
  test('body fields follow spec table 2.2 and meta fields table 2.3', () => {
    expect(BODY_FIELDS).toEqual(ALL_BODY);
    expect(META_FIELDS).toEqual(ALL_META);
  });
});

describe('selectFields for the listing', () => {
  test.each<[string, string | undefined, FieldSelection]>([
    ['no parameter: id, title and every meta field', undefined, { body: ['id', 'title'], meta: ALL_META }],
    ['an empty parameter: the defaults', '', { body: ['id', 'title'], meta: ALL_META }],
    ["the spec's id,title,meta: the defaults", 'id,title,meta', { body: ['id', 'title'], meta: ALL_META }],
    ['* selects every field', '*', { body: ALL_BODY, meta: ALL_META }],
    ['_ selects nothing', '_', { body: [], meta: [] }],
    ['_ then names selects only those', '_,title,status', { body: ['title', 'status'], meta: [] }],
    ['a name is added to the defaults', 'expected_date', { body: ['id', 'title', 'expected_date'], meta: ALL_META }],
    ['a name already selected changes nothing', 'title', { body: ['id', 'title'], meta: ALL_META }],
    ['-name removes a default', '-title', { body: ['id'], meta: ALL_META }],
    ['id can be removed', '-id', { body: ['title'], meta: ALL_META }],
    ['removing a field that is not selected is ignored', '-status', { body: ['id', 'title'], meta: ALL_META }],
    ['* then -name removes from every field', '*,-announcement_reports', { body: withoutBody('announcement_reports'), meta: ALL_META }],
    ['-meta removes every meta field', '-meta', { body: ['id', 'title'], meta: [] }],
    ['*,-meta keeps every body field', '*,-meta', { body: ALL_BODY, meta: [] }],
    ['_,meta selects every meta field and nothing else', '_,meta', { body: [], meta: ALL_META }],
    ['a single meta field can be removed', '-html_url', { body: ['id', 'title'], meta: withoutMeta('html_url') }],
    ['single meta fields can be chosen', '_,slug,type', { body: [], meta: ['type', 'slug'] }],
    ['names apply in order: -meta then slug keeps slug', '-meta,slug', { body: ['id', 'title'], meta: ['slug'] }],
    ['names apply in order: slug then -meta removes slug', 'slug,-meta', { body: ['id', 'title'], meta: [] }],
    // Wagtail checks sub-fields only for the fields finally selected.
    ['sub-fields of a field removed afterwards are not checked', 'status(code),-status', { body: ['id', 'title'], meta: ALL_META }],
  ])('%s (%j)', (_description, fields, expected) => {
    expect(listing(fields)).toEqual(expected);
  });

  test.each([
    ['status,title,id', ['id', 'title', 'status']],
    ['_,announcement_reports,status,content_scheduled,target_date,expected_time_period,expected_date,title,id', ALL_BODY],
  ])('writes fields in the fixed output order whatever the request order (%j)', (fields, body) => {
    expect(listing(fields).body).toEqual(body);
  });

  test('writes meta fields in the fixed order whatever the request order', () => {
    expect(listing('_,first_published_at,slug,html_url,detail_url,type').meta).toEqual(ALL_META);
  });

  test.each([
    ['one unknown name', 'colour', 'unknown fields: colour'],
    ['sorted', 'title,size,colour', 'unknown fields: colour, size'],
    ['de-duplicated', 'b,a,b', 'unknown fields: a, b'],
    ['negated unknown names too', '-zz,-aa', 'unknown fields: aa, zz'],
    ['negated and plain together', 'yy,-yy,-xx', 'unknown fields: xx, yy'],
    ['after *', '*,-colour', 'unknown fields: colour'],
    ['after _', '_,title,colour', 'unknown fields: colour'],
    ['unknown before nested: an unknown name with sub-fields', 'foo(bar)', 'unknown fields: foo'],
    ['names are case-sensitive', 'Title', 'unknown fields: Title'],
  ])('unknown names are a QueryError: %s (%j)', (_description, fields, message) => {
    expect(() => listing(fields)).toThrow(new Error(message));
  });

  test.each([
    ['announcement_reports(title)', "'announcement_reports' does not support nested fields"],
    ['*,status(code)', "'status' does not support nested fields"],
    ['_,meta(slug)', "'meta' does not support nested fields"],
  ])('nested selection is a QueryError (%j)', (fields, message) => {
    expect(() => listing(fields)).toThrow(new Error(message));
  });

  test('syntax errors come from the fields parser', () => {
    expect(() => listing('title,*')).toThrow(new Error("fields error: '*' must be in the first position"));
  });
});

describe('selectFields for the detail endpoint', () => {
  const detail = (fields: string | undefined) => selectFields(fields, DETAIL_DEFAULT_FIELDS);

  test.each<[string | undefined, FieldSelection]>([
    [undefined, { body: ALL_BODY, meta: ALL_META }],
    ['', { body: ALL_BODY, meta: ALL_META }],
    ['-announcement_reports,-slug', { body: withoutBody('announcement_reports'), meta: withoutMeta('slug') }],
    ['_,title', { body: ['title'], meta: [] }],
  ])('%j', (fields, expected) => {
    expect(detail(fields)).toEqual(expected);
  });
});

describe('selections read once', () => {
  test('the same value gives the same frozen selection, per defaults list', () => {
    const first = listing('_,title,status');
    expect(listing('_,title,status')).toBe(first);
    expect(first).toEqual({ body: ['title', 'status'], meta: [] });
    expect(Object.isFrozen(first) && Object.isFrozen(first.body) && Object.isFrozen(first.meta)).toBe(true);
    expect(selectFields(undefined, DETAIL_DEFAULT_FIELDS)).not.toEqual(listing(undefined));
    expect(listing('')).toBe(listing(undefined));
  });

  test('a refused value is refused every time, and many distinct values are each read right', () => {
    for (let round = 0; round < 2; round++) expect(() => listing('title,nonsense')).toThrow(QueryError);
    // 200 distinct values, past what is kept: each as the rulebook's reading gives it.
    const names = ['title', 'status', 'expected_date', '-slug', 'meta', '-id'];
    for (let i = 0; i < 200; i++) {
      const fields = [...names.filter((_, bit) => i & (1 << bit)), ...Array.from({ length: i >> 6 }, () => 'title')].join(',');
      expect(listing(fields)).toEqual(wagtailFieldSelection(fields, LISTING_DEFAULT_FIELDS));
    }
  });
});
