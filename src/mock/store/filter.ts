/**
 * A narrowing of a listing. `candidates` lists exactly the positions it accepts (`estimate` of them),
 * `accepts` tests one position. A query streams or collects the narrowest filter's candidates
 * and tests them against the others, so no request scans the whole dataset when an index serves.
 */
export interface Filter {
  estimate: number;
  candidates(): ArrayLike<number>;
  accepts(position: number): boolean;
  /** `candidates` stands in ascending position, which is ascending id. */
  idOrdered: boolean;
  /** How many accepted positions stand in `[start, end)` of the ascending expected_date order, when an index can tell at once. */
  countInDateOrder?: (start: number, end: number) => number;
  /**
   * The accepted ones of `candidates[from..to)`, in order, written from `into[0]` (which may be
   * `candidates` itself when `from` is 0); returns how many. A filter's own loop tests each inline,
   * where a loop shared by every filter calls whichever `accepts` it is given (a call V8 cannot inline).
   */
  keepAccepted?: (candidates: ArrayLike<number>, from: number, to: number, into: Int32Array) => number;
}

/** `filter.keepAccepted`, or the same through `accepts` for a filter without its own loop. */
export function keepAccepted(filter: Filter, candidates: ArrayLike<number>, from: number, to: number, into: Int32Array): number {
  if (filter.keepAccepted) return filter.keepAccepted(candidates, from, to, into);
  let count = 0;
  for (let i = from; i < to; i++) if (filter.accepts(candidates[i])) into[count++] = candidates[i];
  return count;
}

/** `keepAccepted` of every filter in turn, the later ones over the matches of the earlier ones (at least one filter). */
export function keepAcceptedByAll(filters: readonly Filter[], candidates: ArrayLike<number>, from: number, to: number, into: Int32Array): number {
  let count = keepAccepted(filters[0], candidates, from, to, into);
  for (let k = 1; k < filters.length; k++) count = keepAccepted(filters[k], into, 0, count, into);
  return count;
}

/** One test for several filters, built once per query rather than once per candidate. */
export function acceptedByAll(filters: readonly Filter[]): ((position: number) => boolean) | null {
  if (filters.length === 0) return null;
  if (filters.length === 1) return filters[0].accepts;
  return (position) => {
    for (const filter of filters) if (!filter.accepts(position)) return false;
    return true;
  };
}
