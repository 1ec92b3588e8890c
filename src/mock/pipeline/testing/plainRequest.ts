// Plain requests and contexts for the core's tests: no Express, no fetch, a pinned clock.
import type { CoreAnswer, CoreRequest, CoreResult } from '../answer';
import { clockStage } from '../stages/clockStage';
import type { RequestContext, StageOutcome } from '../stages/requestContext';

/** The instant every plain context is made at. */
export const PINNED_NOW = new Date('2026-03-01T12:00:00Z');

/** A request sent with the development token, to the test's Host. */
export const TOKEN_HEADERS = { host: 'mock.test', authorization: 'Token dev-token' } as const;

export interface PlainRequest {
  method?: string;
  /** By lower-case name, as `CoreRequest.header` looks them up. */
  headers?: Record<string, string>;
  body?: string;
  http10?: boolean;
  warmUp?: boolean;
}

/** A core request from plain values: GET, over http, with exactly the headers given. */
export function plainRequest(target: string, { method = 'GET', headers = {}, body, http10, warmUp }: PlainRequest = {}): CoreRequest {
  return {
    method,
    target,
    header: (name) => headers[name],
    protocol: 'http',
    ...(body !== undefined && { body: async () => new TextEncoder().encode(body) }),
    http10,
    warmUp,
  };
}

const pinnedContext = clockStage(() => PINNED_NOW);

/** The context the clock stage makes of a plain request at the pinned now, with the fields a test sets as earlier stages would. */
export function plainContext(
  target: string,
  request: PlainRequest = {},
  fields: Partial<Pick<RequestContext, 'origin' | 'route' | 'query'>> = {},
): RequestContext {
  return Object.assign(pinnedContext(plainRequest(target, request)), fields);
}

/** The outcome as the answer a test expects it to be (it fails the test otherwise). */
export function answerOf(outcome: StageOutcome | CoreResult): CoreAnswer {
  if (!('kind' in outcome) || outcome.kind !== 'answer')
    throw new Error(`expected an answer, got ${'kind' in outcome ? outcome.kind : 'the context passed on'}`);
  return outcome;
}

/** An answer's body in one piece, as a test expects it (it fails the test when the body comes in chunks). */
export function bytesOf(answer: CoreAnswer): Uint8Array {
  if (!(answer.body instanceof Uint8Array)) throw new Error('expected a body in one piece, got chunks');
  return answer.body;
}

/** An answer's JSON body. */
export const bodyOf = (answer: CoreAnswer): unknown => JSON.parse(new TextDecoder().decode(bytesOf(answer)));

/** An answer's header by name, as it goes out. */
export const answerHeader = (answer: CoreAnswer, name: string): string | undefined => answer.headers.find(([header]) => header === name)?.[1];
