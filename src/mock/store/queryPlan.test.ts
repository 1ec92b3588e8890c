// Tests of the query plans: streaming, selecting and the budget they give up at.
import fc from 'fast-check';
import { release } from '../testing/records';
import type { Filter } from './filter';
import * as queryPlan from './queryPlan';
import { ReleaseStore } from './releaseStore';

const { choosePlan, selectPage, streamPage } = queryPlan;

/** A filter accepting exactly `members` (positions), listed in ascending position. */
function filterOf(members: number[]): Filter {
  const set = new Set(members);
  return { estimate: members.length, candidates: () => Int32Array.from(members), accepts: (p) => set.has(p), idOrdered: true };
}

const N = 1000;
const identity = Int32Array.from({ length: N }, (_, i) => i);
/** An order whose matches all stand at its end: the last 10 positions of 1,000. */
const late = filterOf(Array.from({ length: 10 }, (_, i) => N - 10 + i));

test("a stream with a known total gets twice the select's candidates as its budget", () => {
  // Evenly spread, 10 matches of 1,000 would fill a page of 2 after ~200 positions, more than the 10 candidates: select.
  expect(choosePlan([{ candidates: identity }], [late], 10, 2)).toEqual({ name: 'select', narrowest: late });
  const common = filterOf(Array.from({ length: 600 }, (_, i) => N - 600 + i));
  expect(choosePlan([{ candidates: identity }], [common], 600, 20)).toEqual({
    name: 'stream',
    stream: { candidates: identity },
    fallback: { narrowest: common, budget: 1200 },
  });
  // An unknown total is a whole pass of the list, as estimated: no budget.
  expect(choosePlan([{ candidates: identity }], [common, late], undefined, 20)).toEqual({ name: 'select', narrowest: late });
  expect(choosePlan([{ candidates: identity.subarray(0, 5) }], [common, late], undefined, 20)).toEqual({
    name: 'stream',
    stream: { candidates: identity.subarray(0, 5) },
  });
});

test('a stream that spends its budget before the page is full gives up, and selecting gives the same page', () => {
  expect(streamPage({ candidates: identity }, [late], 2, 3, 10, 500)).toBeUndefined();
  const streamed = streamPage({ candidates: identity }, [late], 2, 3, 10);
  expect(streamed).toEqual({ total: 10, positions: [992, 993, 994] });
  expect(selectPage(late, [late], { order: identity, rank: identity }, 2, 3)).toEqual(streamed);
  // Within its budget (the page is full at the 995th position), the stream answers.
  expect(streamPage({ candidates: identity }, [late], 2, 3, 10, 995)).toEqual(streamed);
});

test('a stream without filters left to test reads its page at once, whatever the budget', () => {
  expect(streamPage({ candidates: identity, covered: late }, [late], 0, 3, 1000, 1)).toEqual({ total: 1000, positions: [0, 1, 2] });
});

test('a store whose matches bunch at the end of the order streams, gives up and selects the same page', () => {
  // 300 early releases titled "A ...", then 100 late ones titled "Z ...": by title, every late release comes after every early one.
  const records = Array.from({ length: 400 }, (_, i) =>
    release({ id: i + 1, expected_date: i < 300 ? '2025-01-01' : '2026-06-01', title: `${i < 300 ? 'A' : 'Z'} ${i + 1}` }),
  );
  const store = new ReleaseStore(records);
  const streamed = jest.spyOn(queryPlan, 'streamPage');
  try {
    const { total, releases } = store.query(
      { expectedDateAfter: '2026-01-01', ordering: 'title', limit: 20, offset: 5 },
      { nowMs: Date.parse('2026-03-01T12:00:00Z'), today: '2026-03-01' },
    );
    // Evenly spread, 100 matches of 400 fill 25 after 100 positions: a stream, budget 200, spent on the 300 early ones.
    expect(streamed.mock.results.map((result) => result.value)).toEqual([undefined]);
    const expected = records.slice(300).sort((a, b) => a.title.localeCompare(b.title, 'en', { sensitivity: 'accent' }) || a.id - b.id);
    expect({ total, ids: releases.map((r) => r.id) }).toEqual({ total: 100, ids: expected.slice(5, 25).map((r) => r.id) });
  } finally {
    streamed.mockRestore();
  }
});

describe('a stream slow to fill its page looks ahead once', () => {
  const M = 10_000;
  const line = Int32Array.from({ length: M }, (_, i) => i);
  /** 400 matches from `first` on, and a count of the tests they get. */
  const bunchFrom = (first: number) => {
    const members = filterOf(Array.from({ length: 400 }, (_, i) => first + i));
    let tests = 0;
    return { filter: { ...members, accepts: (p: number) => (tests++, members.accepts(p)) }, tests: () => tests };
  };

  test('past its budget: it gives up after the look ahead, long before the budget, and selecting gives the same page', () => {
    const { filter, tests } = bunchFrom(9_000);
    // Evenly spread, 400 of 10,000 fill a page of 20 after 500 positions: the look ahead comes after 2,000.
    expect(streamPage({ candidates: line }, [filter], 0, 20, 400, 5_000)).toBeUndefined();
    expect(tests()).toBeLessThanOrEqual(2_000 + 256);
    const page = { total: 400, positions: Array.from({ length: 20 }, (_, i) => 9_000 + i) };
    expect(streamPage({ candidates: line }, [filter], 0, 20, 400)).toEqual(page);
    expect(selectPage(filter, [filter], { order: line, rank: line }, 0, 20)).toEqual(page);
  });

  test('before its budget: it reads on to its page', () => {
    const { filter } = bunchFrom(3_000);
    expect(streamPage({ candidates: line }, [filter], 5, 20, 400, 5_000)).toEqual({ total: 400, positions: Array.from({ length: 20 }, (_, i) => 3_005 + i) });
  });

  test('whatever the matches and the budget, a stream answers as it does without one, or gives up', () => {
    // Matches in a few runs anywhere along the line, a page anywhere in them, any budget.
    const runs = fc.array(fc.record({ at: fc.integer({ min: 0, max: M - 1 }), length: fc.integer({ min: 1, max: 2_000 }) }), { minLength: 1, maxLength: 4 });
    fc.assert(
      fc.property(
        runs,
        fc.integer({ min: 0, max: 3_000 }),
        fc.integer({ min: 1, max: 200 }),
        fc.integer({ min: 1, max: 2 * M }),
        (spans, offset, limit, budget) => {
          const members = [...new Set(spans.flatMap(({ at, length }) => Array.from({ length: Math.min(length, M - at) }, (_, i) => at + i)))].sort(
            (a, b) => a - b,
          );
          const filter = filterOf(members);
          const whole = streamPage({ candidates: line }, [filter], offset, limit, members.length)!;
          expect(whole).toEqual(selectPage(filter, [filter], { order: line, rank: line }, offset, limit));
          const budgeted = streamPage({ candidates: line }, [filter], offset, limit, members.length, budget);
          if (budgeted !== undefined) expect(budgeted).toEqual(whole);
          // A page full before its budget and the first look ahead (at 256 positions at the soonest) is always answered.
          const fullAt = members[Math.min(offset + limit, members.length) - 1] ?? 0;
          if (fullAt < Math.min(256, budget)) expect(budgeted).toEqual(whole);
        },
      ),
      { numRuns: 300 },
    );
  });
});

test("a select given its candidates' ranks picks the page it picks looking each rank up", () => {
  const n = 300;
  fc.assert(
    fc.property(
      fc.shuffledSubarray(Array.from({ length: n }, (_, i) => i)),
      fc.array(fc.boolean(), { minLength: n, maxLength: n }),
      fc.boolean(),
      fc.nat(30),
      fc.nat(60),
      (shuffled, otherMembers, withOther, offset, limit) => {
        // An order of all positions (the shuffle's first part, then the rest), and candidates in another order.
        const order = Int32Array.from([...shuffled, ...Array.from({ length: n }, (_, i) => i).filter((p) => !shuffled.includes(p))]);
        const rank = new Int32Array(n);
        order.forEach((p, k) => (rank[p] = k));
        const candidates = Int32Array.from(shuffled).reverse();
        const narrowest: Filter = { estimate: candidates.length, candidates: () => candidates, accepts: (p) => candidates.includes(p), idOrdered: false };
        const filters = withOther ? [narrowest, filterOf(otherMembers.flatMap((kept, p) => (kept ? [p] : [])))] : [narrowest];
        const ranks = Int32Array.from(candidates, (p) => rank[p]);
        expect(selectPage(narrowest, filters, { order, rank }, offset, limit, ranks)).toEqual(selectPage(narrowest, filters, { order, rank }, offset, limit));
      },
    ),
    { seed: 41, numRuns: 300 },
  );
});
