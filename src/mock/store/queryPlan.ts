import { acceptedByAll, type Filter } from './filter';
import { leadingByRank } from './leadingByRank';

/**
 * A list of candidates that already stands in the order of the result, and the filter it satisfies
 * by construction (`covered`), which its candidates need not be tested against.
 */
export interface OrderedStream {
  candidates: ArrayLike<number>;
  covered?: Filter;
}

/** The positions of one page, and the number of matches in all. */
export interface PagePositions {
  total: number;
  positions: number[];
}

/**
 * How a listing is answered, by name:
 * - `stream`: read an ordered list (the whole presorted order, a date range in that order, or a
 *   status or search list in id order), testing the other filters, until the page is full when the
 *   total is already known, else to its end to count; with a `fallback`, at most `budget`
 *   positions, then the fallback's `select` instead;
 * - `select`: collect the matches among the narrowest filter's candidates, then pick the page by
 *   rank in the ordering.
 */
export type QueryPlan = { name: 'stream'; stream: OrderedStream; fallback?: { narrowest: Filter; budget: number } } | { name: 'select'; narrowest: Filter };

/**
 * The plan that visits the fewest positions: streaming stops once the page is full when the total
 * is known, or must visit all of its list to count; selecting visits the narrowest filter's
 * candidates once.
 *
 * Streaming until the page is full is estimated as if the matches were spread evenly along the
 * list, and often they are not: the releases of a status or a date range bunch together in the
 * expected_date and first_published_at orders (the scheduled ones all come after today, the
 * unpublished ones last by first_published_at), so a stream can visit most of the dataset before
 * its first match. Such a stream gets the select's cost as its budget (a selected candidate costs
 * about two streamed positions: its test, then its rank kept or not): past it, selecting instead
 * costs at most twice what selecting at once would have.
 */
export function choosePlan(streams: readonly OrderedStream[], filters: readonly Filter[], total: number | undefined, pageEnd: number): QueryPlan {
  const visits = (stream: OrderedStream) =>
    total === undefined ? stream.candidates.length : Math.min(stream.candidates.length, (pageEnd * stream.candidates.length) / Math.max(total, 1));
  const best = streams.reduce((a, b) => (visits(b) < visits(a) ? b : a));
  const narrowest = filters.length ? filters.reduce((a, b) => (b.estimate < a.estimate ? b : a)) : null;
  if (narrowest && narrowest.estimate < visits(best)) return { name: 'select', narrowest };
  // Without a known total the stream reads its whole list, as estimated: no budget needed.
  return narrowest && total !== undefined ? { name: 'stream', stream: best, fallback: { narrowest, budget: 2 * narrowest.estimate } } : { name: 'stream', stream: best };
}

/**
 * Runs a `stream` plan: one pass, taking the page's matches, stopping there when the total is
 * already known; `undefined` when it visited `budget` positions before the page was full.
 */
export function streamPage({ candidates, covered }: OrderedStream, filters: readonly Filter[], offset: number, limit: number, knownTotal: number | undefined, budget = Infinity): PagePositions | undefined {
  const end = offset + limit;
  const accepts = acceptedByAll(filters.filter((f) => f !== covered));
  if (!accepts) {
    const positions = Array.from({ length: Math.max(0, Math.min(end, candidates.length) - offset) }, (_, i) => candidates[offset + i]);
    return { total: candidates.length, positions };
  }
  const positions: number[] = [];
  let seen = 0;
  for (let i = 0; i < candidates.length && (knownTotal === undefined || seen < Math.min(end, knownTotal)); i++) {
    if (i === budget) return undefined;
    const position = candidates[i];
    if (!accepts(position)) continue;
    if (seen >= offset && seen < end) positions.push(position);
    seen++;
  }
  return { total: knownTotal ?? seen, positions };
}

/** Runs a `select` plan: the matches among the narrowest filter's candidates, the page chosen by rank in the ordering (`order` and its inverse `rank`). */
export function selectPage(narrowest: Filter, filters: readonly Filter[], { order, rank }: { order: Int32Array; rank: Int32Array }, offset: number, limit: number): PagePositions {
  const accepts = acceptedByAll(filters.filter((f) => f !== narrowest));
  const candidates = narrowest.candidates();
  let matches: ArrayLike<number> = candidates;
  if (accepts) {
    const kept = new Int32Array(candidates.length);
    let count = 0;
    for (let i = 0; i < candidates.length; i++) if (accepts(candidates[i])) kept[count++] = candidates[i];
    matches = kept.subarray(0, count);
  }
  return { total: matches.length, positions: leadingByRank(matches, rank, order, offset + limit).slice(offset) };
}
