// The query check stage: the pages' route and method, then their query, checked as Django and Wagtail check them.
import { ALLOWED_METHODS } from '../../../core/spec';
import { answerError } from '../../../core/errors';
import { errorAnswer, jsonAnswer, type CoreAnswer, type HeaderList } from '../answer';
import { noRoute } from '../noRoute';
import { literalQuery, tooManyQueryFields, type QueryRoute, type queryChecks } from '../queryCheck';
import { DETAIL_ROUTE, LISTING_ROUTE } from '../routes';
import { described } from './described';
import type { RequestContext, StageOutcome } from './requestContext';

/** The checks of a route's query (`queryChecks` in queryCheck.ts): every problem in one sentence, or undefined. */
export type CheckQuery = ReturnType<typeof queryChecks>;

/** Django's bare 400 for more query fields than it reads: the registry's one code for it and for a Host not served. */
const TOO_MANY_FIELDS = answerError('RPA_BAD_HOST');

const methodNotAllowed = (method: string, headers: HeaderList): CoreAnswer =>
  errorAnswer(answerError('RPA_METHOD_NOT_ALLOWED', method), [...headers, ['Allow', ALLOWED_METHODS]]);

/**
 * Under the pages, the listing or a detail, else DRF's 404; a method other than GET or HEAD is its
 * 405 (HEAD is GET without a body: the transport leaves the body out). A query of more fields than
 * Django reads is its 400, as the view reads the query (below the API: an answer openapi.yaml does
 * not describe); one with problems is Wagtail's 400 naming each. A query that passes goes on, read.
 */
export function queryCheckStage(checkQuery: CheckQuery): (context: RequestContext) => StageOutcome {
  return (context) => {
    const { request, path, headers } = context;
    const route: QueryRoute | undefined = LISTING_ROUTE.test(path) ? 'listing' : DETAIL_ROUTE.test(path) ? 'detail' : undefined;
    if (route === undefined) return described(noRoute(headers));
    if (request.method !== 'GET' && request.method !== 'HEAD') return described(methodNotAllowed(request.method, headers));
    if (tooManyQueryFields(request.target)) return errorAnswer(TOO_MANY_FIELDS, headers);
    const query = literalQuery(request.target);
    const problems = checkQuery(route, request.target, query);
    if (problems !== undefined) return described(jsonAnswer(400, headers, { message: problems }));
    context.route = route;
    context.query = query;
    return context;
  };
}
