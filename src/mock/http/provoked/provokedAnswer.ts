import type { Response } from 'express';
import { DRF } from '../../../core/messages';
import { pageNotFound } from '../routes';
import { forbidden, unauthorized } from '../tokenAuthentication';
import { ERROR_PAGES } from './errorPages';
import type { ProvokableCode } from './preferHeader';

/** The wait a provoked 429 announces, in `Retry-After` and in its detail. */
export const THROTTLE_WAIT_SECONDS = 60;

/** Sends what the real deployment answers with this status: DRF's and Wagtail's bodies, or its HTML error pages. */
export function sendProvokedAnswer(res: Response, code: ProvokableCode): void {
  switch (code) {
    case 401:
      // A token the site no longer knows (revoked, or a database restored without it).
      return unauthorized(res, DRF.invalidToken);
    case 403:
      return forbidden(res);
    case 404:
      return pageNotFound(res);
    case 429:
      // DRF's Throttled: the wait in seconds, in the header and in the detail.
      res.status(429).set('Retry-After', String(THROTTLE_WAIT_SECONDS)).json({ detail: DRF.throttled(THROTTLE_WAIT_SECONDS) });
      return;
    default: {
      const page = ERROR_PAGES[code];
      // Node's setHeader and bytes, not res.set and a string: Express would add a charset to nginx's bare `text/html`.
      res.setHeader('Content-Type', page.contentType);
      res.status(code).send(Buffer.from(page.html));
    }
  }
}
