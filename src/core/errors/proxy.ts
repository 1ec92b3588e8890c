// The answers release-pages-proxy gives in place of its upstream's (each `{"proxy": ..., "problem"}` or the problems listed), and its start-up failure.
import { entries } from './errorEntry';

/** The upstream did not give a whole answer in time and within the bounds: a 502. */
const UPSTREAM = entries({
  RPP_UPSTREAM_NO_HEADERS: { status: 502, text: (ms: number) => `the upstream sent no answer headers within ${ms} ms (--first-byte-timeout)` },
  RPP_UPSTREAM_PAUSED: { status: 502, text: (ms: number) => `the upstream's answer paused for more than ${ms} ms (--first-byte-timeout)` },
  RPP_UPSTREAM_ANSWER_TOO_LARGE: {
    status: 502,
    text: (max: number) => `the upstream's answer is larger than ${max} bytes (--max-answer-size): the proxy holds each answer whole to judge it`,
  },
  RPP_UPSTREAM_HEADERS_TOO_LARGE: { status: 502, text: "the upstream's answer headers are larger than 16 KiB" },
  RPP_UPSTREAM_CLOSED: { status: 502, text: 'the upstream closed the connection before the end of its answer' },
  RPP_UPSTREAM_FAILED: { status: 502, text: (reason: string) => `the upstream connection failed: ${reason}` },
  RPP_UPSTREAM_TIMEOUT: { status: 502, text: (ms: number) => `the upstream did not answer in full within ${ms} ms (--timeout)` },
  RPP_ANSWER_VIOLATES: { status: 502, text: (count: number) => `the upstream's answer breaks ${count} rules (--errors): the violations are listed` },
});

/** What the proxy refuses of a client, and its own start. */
const CLIENT_AND_START = entries({
  RPP_BODY_TOO_LARGE: { status: 413, text: (max: number) => `the request body is larger than ${max} bytes (--max-body-size)` },
  RPP_TARGET_REFUSED: { status: 400, text: (refusal: string) => refusal },
  RPP_REQUEST_REFUSED: {
    status: 400,
    text: (count: number) => `the request breaks ${count} rules the real API refuses on (--block-invalid): the problems are listed`,
  },
  RPP_CANNOT_LISTEN: { text: (host: string, port: number, reason: string) => `cannot listen on ${host}:${port}: ${reason}` },
});

export const PROXY = { ...UPSTREAM, ...CLIENT_AND_START };
