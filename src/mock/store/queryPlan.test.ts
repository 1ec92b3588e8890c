import type { Filter } from './filter';
import { choosePlan, selectPage, streamPage } from './queryPlan';

/** A filter accepting exactly `members` (positions), listed in ascending position. */
function filterOf(members: number[]): Filter {
  const set = new Set(members);
  return { estimate: members.length, candidates: () => Int32Array.from(members), accepts: (p) => set.has(p), idOrdered: true };
}

const N = 1000;
const identity = Int32Array.from({ length: N }, (_, i) => i);
/** An order whose matches all stand at its end: the last 10 positions of 1,000. */
const late = filterOf(Array.from({ length: 10 }, (_, i) => N - 10 + i));

test('a stream with a known total gets the select\'s cost as its budget', () => {
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
