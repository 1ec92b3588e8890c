import type { RequestHandler } from 'express';
import { DJANGO } from '../../core/messages';

/** Django's `host_validation_re`: a domain name or IPv4 address, or an IPv6 one in brackets, and an optional port. */
const VALID_HOST = /^([a-z0-9.-]+|\[[a-f0-9]*:[a-f0-9.:]+\])(:[0-9]+)?$/i;

/** Node keeps the first of two Host headers; RFC 9112 §3.2 makes such a request a 400. */
function hostTwice(rawHeaders: readonly string[]): boolean {
  let hosts = 0;
  for (let i = 0; i < rawHeaders.length; i += 2) if (rawHeaders[i].length === 4 && rawHeaders[i].toLowerCase() === 'host') hosts++;
  return hosts > 1;
}

/**
 * A Host that is no host (`Host: a b/c`) is a 400, as Django's `get_host()` answers it; links built from it
 * would be no URL (the response validator made that a 500). HTTP/1.1 requires a Host; Node's own 400 for a
 * missing one had no body, so the server leaves it to this (`requireHostHeader: false`). Two are a 400 too.
 */
export const refuseInvalidHost: RequestHandler = (req, res, next) => {
  const host = req.headers.host;
  if (host === undefined ? req.httpVersion === '1.0' : VALID_HOST.test(host) && !hostTwice(req.rawHeaders)) return next();
  res.status(400).json({ detail: DJANGO.invalidHost });
};
