// A request as the request rules read it: the tool's SeenRequest (rules/exchange.ts) with its
// target split once into path and query.
import { targetParts } from '../../core/targetParts';
import type { SeenRequest } from '../exchange';

/** A request as a client sent it, all the request rules read: nothing of the answer. */
export interface RequestParts {
  /** As sent, in upper case (`HEAD` stays `HEAD`). */
  method: string;
  /** The path as sent, without the query. */
  path: string;
  query: URLSearchParams;
  /** The `Authorization` header as sent; undefined when there is none or the tool cannot tell. */
  authorization?: string;
}

/** The parts of a request from its method, target (`/api/v2/pages/?type=...`, or an absolute URL) and `Authorization` header. */
export function requestPartsOf({ method, target, authorization }: SeenRequest): RequestParts {
  const { path, query } = targetParts(target);
  return { method: method.toUpperCase(), path, query: new URLSearchParams(query), ...(typeof authorization === 'string' && { authorization }) };
}
