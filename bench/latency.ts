// Latency figures of two interleaved series (the mock directly, and through the proxy) and the proxy's added latency against its targets.

export interface LatencyTargets {
  addedP50Ms: number;
  addedP99Ms: number;
}

/** The targets for the latency the proxy adds to a 200-item answer, with one connection and with several. */
export const PROXY_TARGETS: LatencyTargets = { addedP50Ms: 2, addedP99Ms: 10 };

/** The target for a `fields=*` 200-item answer, several times the bytes of the default fields: a p50 only. */
export const ALL_FIELDS_TARGETS: LatencyTargets = { addedP50Ms: 5, addedP99Ms: Infinity };

export interface Latency {
  p50Ms: number;
  p99Ms: number;
}

export interface Overhead {
  direct: Latency;
  proxied: Latency;
  /** Proxied minus direct, percentile by percentile. */
  addedP50Ms: number;
  addedP99Ms: number;
  meetsTargets: boolean;
}

/** The nearest-rank percentile (`q` in 0..1) of a series of milliseconds. */
export function percentile(series: readonly number[], q: number): number {
  if (series.length === 0) throw new Error('no latency measured');
  const sorted = [...series].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
}

/** The middle value of a series (the upper middle of an even count), as the benches' medians of runs are taken. */
export const median = (values: readonly number[]): number => [...values].sort((a, b) => a - b)[values.length >> 1];

const round2 = (ms: number) => Math.round(ms * 100) / 100;
const latency = (series: readonly number[]): Latency => ({ p50Ms: round2(percentile(series, 0.5)), p99Ms: round2(percentile(series, 0.99)) });

export function overhead(direct: readonly number[], proxied: readonly number[], targets: LatencyTargets = PROXY_TARGETS): Overhead {
  const [d, p] = [latency(direct), latency(proxied)];
  const addedP50Ms = round2(p.p50Ms - d.p50Ms);
  const addedP99Ms = round2(p.p99Ms - d.p99Ms);
  return { direct: d, proxied: p, addedP50Ms, addedP99Ms, meetsTargets: addedP50Ms < targets.addedP50Ms && addedP99Ms < targets.addedP99Ms };
}
