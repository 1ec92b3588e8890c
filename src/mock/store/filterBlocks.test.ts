// Tests that filtering block by block keeps what testing candidate by candidate keeps.
import fc from 'fast-check';
import { acceptedByAll, keepAcceptedByAll, type Filter } from './filter';
import { streamPage } from './queryPlan';

const N = 600;

/** A filter accepting `members`; with `ownLoop`, it tests a block in its own `keepAccepted`, as the store's filters do. */
function filterOf(members: ReadonlySet<number>, ownLoop: boolean): Filter {
  const filter: Filter = {
    estimate: members.size,
    candidates: () => Int32Array.from([...members].sort((a, b) => a - b)),
    accepts: (p) => members.has(p),
    idOrdered: true,
  };
  if (!ownLoop) return filter;
  return {
    ...filter,
    keepAccepted: (candidates, from, to, into) => {
      let count = 0;
      for (let i = from; i < to; i++) if (members.has(candidates[i])) into[count++] = candidates[i];
      return count;
    },
  };
}

const members = fc.uniqueArray(fc.integer({ min: 0, max: N - 1 }), { maxLength: N }).map((list) => new Set(list));
const filters = fc.array(fc.tuple(members, fc.boolean()), { minLength: 1, maxLength: 3 }).map((list) => list.map(([set, ownLoop]) => filterOf(set, ownLoop)));
/** An order of every position. */
const order = fc
  .shuffledSubarray(
    Array.from({ length: N }, (_, i) => i),
    { minLength: N, maxLength: N },
  )
  .map((list) => Int32Array.from(list));

test('filters kept block by block keep what testing each candidate against all of them keeps, in order', () => {
  fc.assert(
    fc.property(filters, order, fc.nat(N), fc.nat(N), (list, candidates, a, b) => {
      const [from, to] = a <= b ? [a, b] : [b, a];
      const into = new Int32Array(N);
      const count = keepAcceptedByAll(list, candidates, from, to, into);
      const accepts = acceptedByAll(list)!;
      expect(Array.from(into.subarray(0, count))).toEqual(Array.from(candidates.subarray(from, to)).filter(accepts));
    }),
  );
});

/** The stream one position at a time (as before blocks), without its look ahead: the page, or undefined once `budget` positions are read. */
function streamedOneByOne(candidates: Int32Array, accepts: (p: number) => boolean, offset: number, limit: number, total: number, budget: number) {
  const positions: number[] = [];
  let seen = 0;
  for (let i = 0; i < candidates.length && seen < Math.min(offset + limit, total); i++) {
    if (i === budget) return undefined;
    if (!accepts(candidates[i])) continue;
    if (seen >= offset && seen < offset + limit) positions.push(candidates[i]);
    seen++;
  }
  return { total, positions };
}

test('a stream read block by block gives the page, or gives up at its budget, as one position at a time', () => {
  fc.assert(
    fc.property(filters, order, fc.nat(60), fc.integer({ min: 1, max: 60 }), fc.integer({ min: 1, max: N + 10 }), (list, candidates, offset, limit, budget) => {
      const accepts = acceptedByAll(list)!;
      const total = Array.from(candidates).filter(accepts).length;
      // Under 256 positions (queryPlan's CHECK_FROM) the budget comes before any look ahead: the two agree position for position.
      const expected = streamedOneByOne(candidates, accepts, offset, limit, total, Math.min(budget, 255));
      expect(streamPage({ candidates }, list, offset, limit, total, Math.min(budget, 255))).toEqual(expected);
    }),
  );
});
