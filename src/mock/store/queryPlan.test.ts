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

test('a stream with a known total gets twice the select\'s candidates as its budget', () => {
  // Evenly spread, 10 matches of 1,000 would fill a page of 2 after ~200 positions, more than the 10 candidates: select.
  expect(choosePlan([{ candidates: identity }], [late], 10, 2)).toEqual({ name: 'select', narrowest: late });
  const common = filterOf(Array.from({ length: 600 }, (_, i) => N - 600 + i));
  expect(choosePlan([{ candidates: identity }], [common], 600, 20)).toEqual({ name: 'stream', stream: { candidates: identity }, fallback: { narrowest: common, budget: 1200 } });
  // An unknown total is a whole pass of the list, as estimated: no budget.
  expect(choosePlan([{ candidates: identity }], [common, late], undefined, 20)).toEqual({ name: 'select', narrowest: late });
  expect(choosePlan([{ candidates: identity.subarray(0, 5) }], [common, late], undefined, 20)).toEqual({ name: 'stream', stream: { candidates: identity.subarray(0, 5) } });
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
  const records = Array.from({ length: 400 }, (_, i) => release({ id: i + 1, expected_date: i < 300 ? '2025-01-01' : '2026-06-01', title: `${i < 300 ? 'A' : 'Z'} ${i + 1}` }));
  const store = new ReleaseStore(records);
  const streamed = jest.spyOn(queryPlan, 'streamPage');
  try {
    const { total, releases } = store.query({ expectedDateAfter: '2026-01-01', ordering: 'title', limit: 20, offset: 5 }, { nowMs: Date.parse('2026-03-01T12:00:00Z'), today: '2026-03-01' });
    // Evenly spread, 100 matches of 400 fill 25 after 100 positions: a stream, budget 200, spent on the 300 early ones.
    expect(streamed.mock.results.map((result) => result.value)).toEqual([undefined]);
    const expected = records.slice(300).sort((a, b) => a.title.localeCompare(b.title, 'en', { sensitivity: 'accent' }) || a.id - b.id);
    expect({ total, ids: releases.map((r) => r.id) }).toEqual({ total: 100, ids: expected.slice(5, 25).map((r) => r.id) });
  } finally {
    streamed.mockRestore();
  }
});
