// Tests of reading `ordering` as Wagtail does and of the comparators.
import { openApiDocument } from '../../core/openapi/document';
import { release } from '../testing/records';
import { ORDERING_VALUES, comparatorFor, orderingValue, parseOrdering, type Ordering } from './ordering';
import type { StoredRelease } from '../../core/types';

const SUPPORTED = 'expected_date, -expected_date, id, -id, title, -title, first_published_at, -first_published_at';

describe('parseOrdering', () => {
  test.each<[string, Ordering]>([
    ['expected_date', { key: 'expected_date', descending: false }],
    ['-expected_date', { key: 'expected_date', descending: true }],
    ['id', { key: 'id', descending: false }],
    ['-id', { key: 'id', descending: true }],
    ['title', { key: 'title', descending: false }],
    ['-title', { key: 'title', descending: true }],
    ['first_published_at', { key: 'first_published_at', descending: false }],
    ['-first_published_at', { key: 'first_published_at', descending: true }],
  ])('%j', (value, expected) => {
    expect(parseOrdering(value)).toEqual(expected);
  });

  test.each([
    ['zz', 'zz'],
    ['-zz', 'zz'],
    ['--id', '-id'],
    ['Title', 'Title'],
    ['status', 'status'],
    ['', ''],
    ['-', ''],
  ])("rejects %j, naming '%s' as Wagtail does (one leading dash stripped)", (value, named) => {
    expect(() => parseOrdering(value)).toThrow(new Error(`cannot order by '${named}' (unknown field); supported values: ${SUPPORTED}`));
  });

  test("the supported values are openapi.yaml's enum, in its order", () => {
    const parameter = openApiDocument().components.parameters.ordering;
    expect(ORDERING_VALUES).toEqual(parameter.schema?.enum);
  });
});

/** Ids in the order a value sorts the records, after checking that the order of the input does not matter. */
function sortedIds(records: StoredRelease[], value: string): number[] {
  const compare = comparatorFor(parseOrdering(value));
  const ids = (input: StoredRelease[]) => [...input].sort(compare).map((r) => r.id);
  const forward = ids(records);
  expect(ids([...records].reverse())).toEqual(forward);
  return forward;
}

describe('comparatorFor', () => {
  const byId = [3, 1, 4, 2].map((id) => release({ id }));
  const byDate = [
    release({ id: 3, expected_date: '2026-03-12' }),
    release({ id: 1, expected_date: '2026-03-12' }),
    release({ id: 4, expected_date: '2026-03-11' }),
    release({ id: 2, expected_date: '2026-03-10' }),
  ];
  const byTitle = [
    release({ id: 1, title: 'banana' }),
    release({ id: 2, title: 'apple' }),
    release({ id: 3, title: 'Cherry' }),
    release({ id: 4, title: 'Apple' }),
    release({ id: 5, title: 'Zeta' }),
    release({ id: 6, title: 'alpha' }),
  ];
  const byFirstPublished = [
    release({ id: 1, first_published_at: '2026-01-02T00:00:00+00:00' }),
    release({ id: 2, first_published_at: null }),
    release({ id: 3, first_published_at: '2026-01-01T00:00:00+00:00' }),
    release({ id: 4, first_published_at: null }),
    // The same instant as id 1, written at another offset.
    release({ id: 5, first_published_at: '2026-01-02T09:00:00+09:00' }),
    // 2026-01-02T01:00Z: after id 1 although its text sorts before.
    release({ id: 6, first_published_at: '2026-01-01T20:00:00-05:00' }),
  ];

  test.each<[string, StoredRelease[], string, number[]]>([
    ['ascending id', byId, 'id', [1, 2, 3, 4]],
    ['descending id', byId, '-id', [4, 3, 2, 1]],
    ['expected_date, ties by ascending id', byDate, 'expected_date', [2, 4, 1, 3]],
    ['-expected_date, ties still by ascending id', byDate, '-expected_date', [1, 3, 4, 2]],
    ['title, case-insensitive, ties by ascending id', byTitle, 'title', [6, 2, 4, 1, 3, 5]],
    ['-title, ties still by ascending id', byTitle, '-title', [5, 3, 1, 2, 4, 6]],
    ['first_published_at by instant, nulls last', byFirstPublished, 'first_published_at', [3, 1, 5, 6, 2, 4]],
    ['-first_published_at, nulls first, ties by ascending id', byFirstPublished, '-first_published_at', [2, 4, 6, 1, 5, 3]],
  ])('%s', (_description, records, value, expected) => {
    expect(sortedIds(records, value)).toEqual(expected);
  });
});

test('every accepted ordering value is written back as it was read', () => {
  expect(ORDERING_VALUES.map((value) => orderingValue(parseOrdering(value)))).toEqual(ORDERING_VALUES);
});
