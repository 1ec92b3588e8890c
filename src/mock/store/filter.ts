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
