import { Router, type RequestHandler, type Response } from 'express';
import type { StatusCode } from '../../core/types';
import type { ListRequest, ReleaseService } from '../service/releaseService';
import type { SearchOperator } from '../store/searchIndex';
import { sendJson } from './presetJson';
import { originOf } from './requestOrigin';
import { nowOf } from './requestNow';
import { LISTING_PATH, MAX_LIMIT } from '../../core/spec';
import { WAGTAIL } from '../../core/messages';

/** Query values arrive as strings, or already coerced by the validator; either way they were validated. */
type Query = Record<string, string | undefined>;

const text = (value: unknown) => (value === undefined ? undefined : String(value));

function listRequestOf(query: Query): ListRequest {
  return {
    limit: query.limit === undefined ? MAX_LIMIT : Number(query.limit),
    offset: query.offset === undefined ? 0 : Number(query.offset),
    fields: text(query.fields),
    search: text(query.search),
    searchOperator: query.search_operator as SearchOperator | undefined,
    expectedDate: query.expected_date,
    expectedDateAfter: query.expected_date_after,
    expectedDateBefore: query.expected_date_before,
    status: query.status as StatusCode | undefined,
    ordering: query.ordering,
  };
}

/**
 * The listing: the query to the service, its page back as JSON bytes assembled from items
 * serialized before. The response validator checks what `res.json` is given, so when responses are
 * validated the page is also built as objects for it, and the bytes go out once it has checked
 * them (see `sendJson`).
 */
export function listingHandler(service: ReleaseService, validatedResponses: boolean): RequestHandler {
  if (validatedResponses) {
    return (req, res) => {
      const { body, json } = service.list(listRequestOf(req.query as Query), originOf(res), nowOf(res));
      sendJson(res, body, json);
    };
  }
  return (req, res) => {
    res.type('json').send(service.listJson(listRequestOf(req.query as Query), originOf(res), nowOf(res)));
  };
}

/** A page id in a path: digits only, and a safe integer; undefined for anything else (no page has it). */
export function pageIdOf(param: string): number | undefined {
  const id = /^[0-9]+$/.test(param) ? Number(param) : NaN;
  return Number.isSafeInteger(id) ? id : undefined;
}

/** Wagtail's 404 for a page id it does not have. */
export function pageNotFound(res: Response): void {
  res.status(404).json({ message: WAGTAIL.pageNotFound });
}

/** The routes: translate HTTP to the service and back, nothing more. */
export function releaseRoutes(service: ReleaseService, validatedResponses: boolean): Router {
  const router = Router();

  router.get(LISTING_PATH, listingHandler(service, validatedResponses));

  router.get('/api/v2/pages/:id/', (req, res) => {
    const id = pageIdOf(req.params.id);
    const page = id === undefined ? undefined : service.detail(id, text((req.query as Query).fields), originOf(res), nowOf(res));
    if (page) res.json(page);
    else pageNotFound(res);
  });

  return router;
}
