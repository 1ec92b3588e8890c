// What the rulebook judges: one exchange with the listing as a tool saw it. The suite, the proxy and
// the example checker each turn what they hold (a client's answer, a relayed answer, a document's
// example pair) into this shape and hand it over; nothing here knows where it came from.
import type { Profile } from '../core/profile';
import { targetParts } from '../core/targetParts';

export interface SeenRequest {
  method: string;
  /** The path and query as sent, e.g. `/api/v2/pages/?type=releases.ReleasePage&limit=5`. */
  target: string;
  /** The Authorization header as sent; null when there was none, undefined when the tool cannot tell. */
  authorization?: string | null;
}

export interface Exchange {
  request: SeenRequest;
  status: number;
  /** Response headers, names in any case. */
  headers: { get(name: string): string | null };
  /** The body parsed as JSON; undefined when it was none or not JSON. */
  body: unknown;
  /** The body's bytes as text, when the tool has them (the JSON rule needs to know whether there was a body). */
  text?: string;
}

/** How to judge: the profile, and the server's time zone when the tester knows it (`--timezone`). */
export interface JudgeOptions {
  profile: Profile;
  timezone?: string;
}

/** The query of a request's target. */
export const queryOf = (request: SeenRequest): URLSearchParams => new URLSearchParams(targetParts(request.target).query);
/** The path of a request's target, as sent. */
export const pathOf = (request: SeenRequest): string => targetParts(request.target).path;
