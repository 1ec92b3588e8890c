import type { Request, RequestHandler, Response } from 'express';
import { DJANGO } from '../../core/messages';
import { domainOf, hostAllowed } from './allowedHosts';

export interface OriginOptions {
  /** `--public-url`: the origin of every link; by default the one each request came to. */
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

/** Whether to serve this Host: well-formed, given once and allowed; or none, when the public URL stands in for it. */
function servesHost(req: Request, publicUrl: string | undefined, allowedHosts: readonly string[] | undefined): boolean {
  const host = req.headers.host;
  if (host === undefined) return publicUrl !== undefined;
  const domain = domainOf(host);
  return domain !== undefined && !hasHostTwice(req.rawHeaders) && (!allowedHosts || hostAllowed(domain, allowedHosts));
}

/**
 * Checks `Host` before anything uses it, as Django's `get_host()` does: a Host that is not a
 * host[:port], is given twice or is not allowed is refused with a 400 in Django's words. A request
 * without one (HTTP/1.0) is refused too unless `--public-url` gives the origin. Then takes the
 * origin that `detail_url` and the document's `servers` name (`originOf`): the public URL, else
 * the Host's.
 */
export function requestOrigin(options: OriginOptions): RequestHandler {
  const publicUrl = options.publicUrl?.replace(/\/+$/, '');
  return (req, res, next) => {
    if (!servesHost(req, publicUrl, options.allowedHosts)) {
      res.status(400).json({ message: DJANGO.badRequest });
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
