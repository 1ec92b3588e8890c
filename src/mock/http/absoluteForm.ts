// Reading a request target in absolute form (`GET http://host/path`) as its path and host.
import type { Request } from 'express';

/** `scheme://authority` at the start of a request target in absolute form. */
const SCHEME_AND_AUTHORITY = /^[a-z][a-z0-9+.-]*:\/\/([^/?#]*)/i;

/**
 * `GET http://mock.test/api/v2/pages/ HTTP/1.1`, the absolute form a server must accept (RFC 9112
 * §3.2.2), is answered as `GET /api/v2/pages/` to the target's host, whatever the Host header says.
 * Express's router already routes on the path; the validator, the query checks and the trailing-slash
 * redirect read `originalUrl`, which is set to the path here (`url` stays: the router restores it
 * from its own copy of the scheme and authority). The first step of every request (app.ts).
 */
export const absoluteForm = (req: Request): void => {
  const target = SCHEME_AND_AUTHORITY.exec(req.originalUrl);
  if (target) {
    const rest = req.originalUrl.slice(target[0].length);
    req.originalUrl = rest.startsWith('/') ? rest : `/${rest}`;
    req.headers.host = target[1];
  }
};
