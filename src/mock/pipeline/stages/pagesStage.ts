// The last stage: the listing and a page's detail, as the data holds them at the request's now.
import { QueryError } from '../../domain/queryError';
import type { ReleaseService } from '../../service/releaseService';
import { bytesAnswer, jsonAnswer, JSON_TYPE, type CoreAnswer, type HeaderList } from '../answer';
import { listRequestOf } from '../listRequest';
import { pageIdOf } from '../pageId';
import { pageNotFound } from '../provoked';
import { DETAIL_ROUTE } from '../routes';
import { described } from './described';
import type { RequestContext } from './requestContext';

export interface PagesOptions {
  /** Headers a 200 adds, as it names the request's origin (`hostVary`). */
  varyHost: HeaderList;
  /** Give the listing's objects too (`CoreAnswer.value`), for a transport that validates answers. */
  keepValues: boolean | undefined;
}

/**
 * The real answer of a checked query (queryCheckStage set its route and query): the listing, or the
 * detail (Wagtail's 404 for an id it does not have), each an answer openapi.yaml describes. The
 * query engine's own refusals (a field list it cannot read) are Wagtail's 400.
 */
export function pagesStage(service: ReleaseService, { varyHost, keepValues }: PagesOptions): (context: RequestContext) => CoreAnswer {
  const withVaryHost = (headers: HeaderList): HeaderList => (varyHost.length === 0 ? headers : [...headers, ...varyHost]);
  const answer = ({ path, headers, origin, now, route, query }: RequestContext): CoreAnswer => {
    if (route === 'listing') {
      const request = listRequestOf(query!);
      if (!keepValues) return bytesAnswer(200, withVaryHost(headers), JSON_TYPE, service.listJson(request, origin, now));
      const { body, json } = service.listing(request, origin, now);
      const listing = bytesAnswer(200, withVaryHost(headers), JSON_TYPE, json);
      listing.value = body;
      return listing;
    }
    const id = pageIdOf(decodeURIComponent(DETAIL_ROUTE.exec(path)![1]));
    const fields = typeof query!.fields === 'string' ? query!.fields : undefined;
    const page = id === undefined ? undefined : service.detail(id, fields, origin, now);
    return page ? jsonAnswer(200, withVaryHost(headers), page) : pageNotFound(headers);
  };
  return (context) => {
    try {
      return described(answer(context));
    } catch (error) {
      if (error instanceof QueryError) return described(jsonAnswer(400, context.headers, { message: error.message }));
      throw error;
    }
  };
}
