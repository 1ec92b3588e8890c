// Tests that the presorted orders equal a comparator sort, sorted at once or in steps.
import fc from 'fast-check';
import { comparatorFor, ORDERING_KEYS } from '../domain/ordering';
import { generateDataset } from '../data/generateDataset';
import { createClock, momentOf } from '../domain/clock';
import { ReleaseStore } from './releaseStore';
import { release } from '../testing/records';
import { sortedOrders } from './sortedOrders';
import type { StoredRelease } from '../../core/types';

/** What the store sorted by before: the comparator over every pair it meets. */
function comparatorOrder(records: readonly StoredRelease[], key: (typeof ORDERING_KEYS)[number], descending: boolean): number[] {
  const compare = comparatorFor({ key, descending });
  return Array.from(records.keys()).sort((a, b) => compare(records[a], records[b]));
}

function expectComparatorOrders(records: readonly StoredRelease[]): void {
  for (const key of ORDERING_KEYS) {
    const { ascending, descending } = sortedOrders(records, key);
    expect({ key, order: Array.from(ascending) }).toEqual({ key, order: comparatorOrder(records, key, false) });
    expect({ key, order: Array.from(descending) }).toEqual({ key, order: comparatorOrder(records, key, true) });
  }
}

// Titles from a small alphabet that the collator and a plain code-unit order disagree on: case,
// accents, spaces, punctuation and digits, so that ties and near-ties are common.
const titleChars = fc.constantFrom('a', 'A', 'b', 'B', 'é', 'É', 'e', ' ', '-', "'", '1', '2', '.', 'ß', 'ss', 'z');
const records = fc
  .array(
    fc.record({
      title: fc.array(titleChars, { maxLength: 5 }).map((cs) => cs.join('')),
      expected_date: fc.constantFrom('2026-03-10', '2026-03-11', '2026-04-01', '2025-12-31'),
      first_published_at: fc.constantFrom(
        null,
        '2026-01-02T00:00:00+00:00',
        '2026-01-02T09:00:00+09:00',
        '2026-01-01T20:00:00-05:00',
        '2025-06-01T00:00:00+00:00',
      ),
    }),
    { maxLength: 60 },
  )
  .map((fields) => fields.map((f, i) => release({ id: 10 + 3 * i, ...f })));

describe('sortedOrders', () => {
  test('both directions of every key equal the comparator sort (ties by ascending id)', () => {
    fc.assert(
      fc.property(records, (rs) => {
        expectComparatorOrders(rs);
      }),
      { seed: 23, numRuns: 300 },
    );
  });

  test('the same on a generated dataset of 5,000 releases', () => {
    const dataset = generateDataset({ seed: 7, count: 5000, clock: createClock({ now: '2026-03-10T12:00:00Z' }) });
    expectComparatorOrders([...dataset].sort((a, b) => a.id - b.id));
  });
});

test('orderings sorted between requests are the ones a query sorts on demand, and a query during the slicing finishes the sort it needs', async () => {
  const clock = createClock({ now: '2026-03-01T12:00:00Z' });
  const releases = generateDataset({ seed: 7, count: 3000, clock });
  const moment = momentOf(clock);
  const ids = (store: ReleaseStore, ordering: string) => store.query({ ordering, limit: 200, offset: 1000 }, moment).releases.map((r) => r.id);
  const onDemand = new ReleaseStore(releases);
  const prepared = new ReleaseStore(releases);
  const slicing = prepared.prepareOrdersInSlices(1);
  // Asked before the slices are through: the query finishes its sort at once, the slicing goes on with the others.
  expect(ids(prepared, '-title')).toEqual(ids(onDemand, '-title'));
  await expect(slicing).resolves.toBe(true);
  for (const ordering of ['title', 'first_published_at', '-first_published_at', 'expected_date'])
    expect(ids(prepared, ordering)).toEqual(ids(onDemand, ordering));
});
