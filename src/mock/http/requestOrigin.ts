import type { Request, RequestHandler, Response } from 'express';
import { DJANGO } from '../../core/messages';
import { domainOf, hostAllowed } from './allowedHosts';

export interface OriginOptions {
  /** `--public-url` (an origin, without its slash): the origin of every link; by default the one each request came to. */
  publicUrl?: string;
  /** `--allowed-hosts` (from `hostPatternOf`); by default any well-formed Host. */
  allowedHosts?: readonly string[];
}

const ORIGIN = Symbol("the request's origin");
type WithOrigin = Response & { [ORIGIN]?: string };

/** Whether the request has more than one Host line, which RFC 9112 refuses and Node lets through (keeping the first). */
function hasHostTwice(rawHeaders: readonly string[]): boolean {
  let seen = 0;
  for (let i = 0; i < rawHeaders.length; i += 2) if (rawHeaders[i].length === 4 && rawHeaders[i].toLowerCase() === 'host') seen++;
  return seen > 1;
}

/**
 * Whether to serve this Host: well-formed, given once and allowed. None is served only on HTTP/1.0
 * (HTTP/1.1 requires one) and only when the public URL stands in for it.
 */
function servesHost(req: Request, publicUrl: string | undefined, allowedHosts: readonly string[] | undefined): boolean {
  const host = req.headers.host;
  if (host === undefined) return req.httpVersion === '1.0' && publicUrl !== undefined;
  const domain = domainOf(host);
  return domain !== undefined && !hasHostTwice(req.rawHeaders) && (!allowedHosts || hostAllowed(domain, allowedHosts));
}

/**
 * Checks `Host` before anything uses it, as Django's `get_host()` does: a Host that is not a
 * host[:port], is given twice or is not allowed is refused with a 400 in Django's words (the server
 * leaves a missing one to this, `requireHostHeader: false`). Without `--public-url`, an HTTP/1.0
 * request without one is refused too: it names no origin to link to. Then takes the origin that
 * `detail_url` and the document's `servers` name (`originOf`): the public URL, else the Host's.
 */
export function requestOrigin(options: OriginOptions): RequestHandler {
  const { publicUrl, allowedHosts } = options;
  return (req, res, next) => {
    if (!servesHost(req, publicUrl, allowedHosts)) {
      res.status(400).json({ detail: DJANGO.badRequest });
      return;
    }
    (res as WithOrigin)[ORIGIN] = publicUrl ?? `${req.protocol}://${req.headers.host}`;
    next();
  };
}

/** The origin `requestOrigin` took for this request. */
export function originOf(res: Response): string {
  return (res as WithOrigin)[ORIGIN]!;
}
