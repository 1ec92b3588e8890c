// How the as-started benchmark (bench/asStarted.ts) takes a ratio to bare Express. This machine's
// speed drifts from second to second (bare Express alone moved 1,950-4,800 req/s within one run),
// so a ceiling measured for 2 s before a 4-second figure (the sequential method) lets that drift land
// in the ratio. The interleaved method alternates short slices of the two, ceiling first in even
// pairs and last in odd ones so that a steady trend favours neither, and divides the summed rates:
// a slow moment slows both sides of the ratio about alike.

/** One slice of load: requests answered in it and its length. */
export interface Slice {
  requests: number;
  seconds: number;
}

/** The ceiling's slice and the scenario's, taken one right after the other. */
export interface SlicePair {
  ceiling: Slice;
  scenario: Slice;
}

export interface PairedFigure {
  /** Requests per second over all the scenario's slices, and over all the ceiling's. */
  rps: number;
  ceilingRps: number;
  /** The scenario's summed rate over the ceiling's. */
  ratio: number;
  /** Each pair's own ratio: their spread shows how much the host moved within the run. */
  pairRatios: number[];
}

const rate = (slices: readonly Slice[]) =>
  slices.reduce((sum, s) => sum + s.requests, 0) /
  Math.max(
    1e-9,
    slices.reduce((sum, s) => sum + s.seconds, 0),
  );

/** Whether pair `index` measures the ceiling first (ABAB... would give the ceiling the earlier half of every trend). */
export const ceilingFirst = (index: number): boolean => index % 2 === 0;

/** The figure of a run of interleaved pairs. */
export function pairedFigure(pairs: readonly SlicePair[]): PairedFigure {
  if (pairs.length === 0) throw new Error('no slice pairs to take a ratio of');
  const rps = rate(pairs.map((pair) => pair.scenario));
  const ceilingRps = rate(pairs.map((pair) => pair.ceiling));
  return { rps, ceilingRps, ratio: rps / ceilingRps, pairRatios: pairs.map((pair) => rate([pair.scenario]) / rate([pair.ceiling])) };
}

/** The middle value (the lower middle of an even count), and the extremes. */
export function spreadOf(values: readonly number[]): { median: number; min: number; max: number } {
  if (values.length === 0) throw new Error('no values to take a spread of');
  const sorted = [...values].sort((a, b) => a - b);
  return { median: sorted[Math.floor((sorted.length - 1) / 2)], min: sorted[0], max: sorted[sorted.length - 1] };
}
