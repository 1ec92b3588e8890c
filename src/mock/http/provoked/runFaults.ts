// The faults of a whole run (`--latency`, `--error-rate`), drawn from the seed request by request.
import { uniformFloat64 } from 'pure-rand/distribution/uniformFloat64';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { ERROR_PAGE_STATUSES, type ErrorPageStatus } from './errorPages';

/** Milliseconds, drawn uniformly from `min` to `max` (equal for a fixed latency). */
export interface LatencyRange {
  min: number;
  max: number;
}

/** The faults of a whole run (`--latency`, `--error-rate`), drawn from `seed`. */
export interface RunFaultOptions {
  latency?: LatencyRange;
  /** The share of answers, from 0 to 1, that are a 500, 502 or 503. */
  errorRate?: number;
  seed: number;
}

/** What the run's faults make of one request. */
export interface RunFault {
  errorStatus?: ErrorPageStatus;
  latencyMs: number;
}

/**
 * Draws each request's fault from a PRNG seeded by the run's seed, so that the same run gives the
 * same faults request by request. Every request draws the same numbers whatever it asked, so a
 * `Prefer` on one request does not shift the faults of the next.
 */
export function runFaults({ latency, errorRate = 0, seed }: RunFaultOptions): () => RunFault {
  const generator = xoroshiro128plus(seed);
  return () => {
    // One draw decides both whether the request fails and how: below the rate, its position in it picks the status.
    const errorDraw = errorRate > 0 ? uniformFloat64(generator) : 1;
    const latencyDraw = latency && latency.max > latency.min ? uniformFloat64(generator) : 0;
    return {
      errorStatus: errorDraw < errorRate ? ERROR_PAGE_STATUSES[Math.floor((errorDraw / errorRate) * ERROR_PAGE_STATUSES.length)] : undefined,
      latencyMs: latency ? Math.round(latency.min + latencyDraw * (latency.max - latency.min)) : 0,
    };
  };
}
