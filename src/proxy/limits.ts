// The proxy's bounds: each one a flag of cli.ts, whose defaults --help and docs/security-proxy.md state.

export interface ProxyLimits {
  /** A request body is streamed upstream up to this; a declared larger one is refused unread, a longer one cut. 413 either way. */
  maxBodyBytes: number;
  /** An upstream answer is held whole (its verdict goes in a header) up to this; a larger one is a 502. */
  maxAnswerBytes: number;
  /** A compressed answer is inflated for the checks up to this; past it the checks stop, the answer goes on unjudged. */
  maxInflatedBytes: number;
  /** From sending the request to the upstream's answer headers, and the longest pause within its body. */
  firstByteTimeoutMs: number;
  /** From sending the request to the upstream's last byte; and again, from writing the answer to the client taking its last byte. */
  timeoutMs: number;
  /** Keep-alive connections to the upstream, and exchanges under way (each holding its answer): further requests wait their client's turn. */
  upstreamConnections: number;
  /** Answers waiting for the checks thread (each holding its body); past it an answer goes on unjudged, counted. */
  maxQueuedChecks: number;
  /** With the violations header or --errors, how long an answer waits for its verdict; then it goes on without. */
  verdictWaitMs: number;
}

const MiB = 1024 * 1024;

export const DEFAULT_LIMITS: ProxyLimits = {
  maxBodyBytes: 1 * MiB,
  maxAnswerBytes: 4 * MiB,
  maxInflatedBytes: 8 * MiB,
  firstByteTimeoutMs: 10_000,
  timeoutMs: 30_000,
  upstreamConnections: 16,
  maxQueuedChecks: 64,
  verdictWaitMs: 1000,
};

/** The client side: more than a mock needs, since every request of a frontend's test run may come through one proxy. */
export const DEFAULT_PROXY_MAX_CONNECTIONS = 4096;
export const DEFAULT_MAX_CONNECTIONS_PER_CLIENT = 256;
