// Choosing and running a listing's plan: stream an ordered list, or select from the narrowest filter.
import { acceptedByAll, keepAcceptedByAll, type Filter } from './filter';
import { leadingByRank, leadingOfRanks } from './leadingByRank';
import { sliceOf } from './sliceOf';

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
  return narrowest && total !== undefined
    ? { name: 'stream', stream: best, fallback: { narrowest, budget: 2 * narrowest.estimate } }
    : { name: 'stream', stream: best };
}

/**
 * A stream with a budget and a known total that has read this many times the positions its page
 * takes were the matches spread evenly (and at least `CHECK_FROM`), without filling its page,
 * looks ahead once (`bunchedPastBudget`).
 */
const CHECK_AFTER = 4;
const CHECK_FROM = 256;
/** How many positions the look ahead tests: a few cache misses each, against the thousands of positions it can save. */
const SAMPLES = 256;
/** The look ahead is trusted when its samples would hold at least this many matches were the rest spread evenly (none found then has a chance of e^-4). */
const TRUSTED_MATCHES = 4;

/**
 * Whether the stream's positions from `from` up to its budget hold fewer than `wanted` matches,
 * as far as `SAMPLES` of them, spread evenly and tested, tell; false when they cannot tell (fewer
 * than `TRUSTED_MATCHES` would match were the `left` matches spread evenly over the rest).
 */
function bunchedPastBudget(
  candidates: ArrayLike<number>,
  accepts: (position: number) => boolean,
  from: number,
  budget: number,
  wanted: number,
  left: number,
): boolean {
  const span = Math.min(budget, candidates.length) - from;
  const samples = Math.min(SAMPLES, span);
  if (samples <= 0 || (samples * left) / (candidates.length - from) < TRUSTED_MATCHES) return false;
  let matched = 0;
  // The middle of each of `samples` equal parts of the span.
  for (let k = 0; k < samples; k++) if (accepts(candidates[from + Math.floor(((2 * k + 1) * span) / (2 * samples))])) matched++;
  return (matched * span) / samples < wanted;
}

/** Positions a stream tests at a time: small against the thousands a slow stream reads, large against a call per filter. */
const STREAM_BLOCK = 64;
/** A block's matches: a query runs from start to end without yielding, and only `streamPage` reads it. */
const streamBlock = new Int32Array(STREAM_BLOCK);

/**
 * Runs a `stream` plan: one pass, taking the page's matches, stopping there when the total is
 * already known; `undefined` when it visited `budget` positions before the page was full, or
 * when, slow to fill its page (`CHECK_AFTER`), a look ahead finds too few matches before the
 * budget (`bunchedPastBudget`): they bunch further on, and selecting at once costs less.
 *
 * The releases of a date range stand together late in the first_published_at order: a page of 20
 * of thousands of such releases, evenly spread after a short head of the order, would spend the
 * whole stream budget before selecting (mostly a cache miss per position): the look ahead gives up
 * far sooner. A stream that fills its page early pays nothing for the look ahead.
 */
export function streamPage(
  { candidates, covered }: OrderedStream,
  filters: readonly Filter[],
  offset: number,
  limit: number,
  knownTotal: number | undefined,
  budget = Infinity,
): PagePositions | undefined {
  const end = offset + limit;
  const tested = filters.filter((f) => f !== covered);
  const accepts = acceptedByAll(tested);
  if (!accepts) {
    return { total: candidates.length, positions: sliceOf(candidates, offset, end) };
  }
  const needed = knownTotal === undefined ? Infinity : Math.min(end, knownTotal);
  // No look ahead without a budget (nothing to fall back to) or a total (the stream reads to its end).
  const check =
    needed === Infinity || budget === Infinity ? -1 : Math.max(CHECK_FROM, Math.ceil((CHECK_AFTER * needed * candidates.length) / Math.max(knownTotal!, 1)));
  const positions: number[] = [];
  let seen = 0;
  // Block by block, each filter testing a block in its own loop (`keepAcceptedByAll`); a block ends
  // at the budget and at the look ahead, so both are met at the same position as one by one. A
  // page filled within a block leaves the rest of it tested for nothing: at most a block.
  for (let i = 0; i < candidates.length && seen < needed;) {
    if (i === budget) return undefined;
    if (i === check && bunchedPastBudget(candidates, accepts, i, budget, needed - seen, knownTotal! - seen)) return undefined;
    let to = Math.min(candidates.length, i + STREAM_BLOCK);
    if (budget > i) to = Math.min(to, budget);
    if (check > i) to = Math.min(to, check);
    const kept = keepAcceptedByAll(tested, candidates, i, to, streamBlock);
    for (let k = 0; k < kept && seen < needed; k++, seen++) if (seen >= offset && seen < end) positions.push(streamBlock[k]);
    i = to;
  }
  return { total: knownTotal ?? seen, positions };
}

/**
 * `selectPage`'s matches, grown to the most candidates met (at most the dataset's size): made per
 * query, it would be a typed array of up to the dataset's size as garbage every time. A query runs from
 * start to end without yielding, and only `leadingByRank` or `leadingOfRanks` reads it (matches, or their ranks), which returns its own array.
 */
let keptScratch = new Int32Array(0);

/**
 * Runs a `select` plan: the matches among the narrowest filter's candidates, the page chosen by
 * rank in the ordering (`order` and its inverse `rank`). `candidateRanks`, when given, are the
 * candidates' ranks in the ordering, in the candidates' order: read in turn, where looking each
 * candidate up in `rank` misses the cache when the candidates stand in another order (a date
 * range's, in the expected_date order).
 */
export function selectPage(
  narrowest: Filter,
  filters: readonly Filter[],
  { order, rank }: { order: Int32Array; rank: Int32Array },
  offset: number,
  limit: number,
  candidateRanks?: Int32Array,
): PagePositions {
  const others = filters.filter((f) => f !== narrowest);
  const candidates = narrowest.candidates();
  if (others.length > 0 && keptScratch.length < candidates.length) keptScratch = new Int32Array(candidates.length);
  const kept = keptScratch;
  if (candidateRanks) {
    const ranks = others.length === 0 ? candidateRanks : kept.subarray(0, keepRanksAccepted(acceptedByAll(others)!, candidates, candidateRanks, kept));
    return { total: ranks.length, positions: leadingOfRanks(ranks, order, offset + limit, offset) };
  }
  const matches = others.length === 0 ? candidates : kept.subarray(0, keepAcceptedByAll(others, candidates, 0, candidates.length, kept));
  return { total: matches.length, positions: leadingByRank(matches, rank, order, offset + limit, offset) };
}

/** The `ranks[i]` of the `candidates[i]` that `accepts` takes, in order, written from `into[0]`; returns how many. */
function keepRanksAccepted(accepts: (position: number) => boolean, candidates: ArrayLike<number>, ranks: Int32Array, into: Int32Array): number {
  let count = 0;
  for (let i = 0; i < candidates.length; i++) if (accepts(candidates[i])) into[count++] = ranks[i];
  return count;
}
