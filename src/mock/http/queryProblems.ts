// The problems of a route's query the validator does not see, as 400 messages naming each parameter.
import { selectFields } from '../domain/fieldSelection';
import { queryErrorOf } from '../domain/queryError';
import { keywordOf, otherProblem, parameterOf, parameterProblem, type ValidationProblem } from './parameterProblem';
import { parametersWithUnencodedReserved } from './unencodedReserved';
import { errorText } from '../../core/errors';

/** What the checks of a route's query need to know of it. */
export interface RouteQuery {
  /** The query parameters openapi.yaml declares for the route, in its order. */
  parameters: readonly string[];
  /** Those of them declared with `allowReserved`. */
  reservedAllowed: ReadonlySet<string>;
  /** Those of them of `type: integer`, written in digits only. */
  integers: ReadonlySet<string>;
  /** The fields `fields` starts from on this route. */
  defaultFields: Parameters<typeof selectFields>[1];
}

/**
 * An integer parameter is digits only. The validator would coerce `1.0`, `2e0`, `0x10` or ` 1` to a
 * number, where Wagtail's `int()` refuses all but the last (it also takes `+1`, `1_0`, `-0` and
 * other scripts' digits; openapi.yaml promises digits only, and the mock keeps to that).
 */
const DIGITS = /^[0-9]+$/;

/**
 * Every problem of a request's query (its literal one: values as written, bracketed names kept), a
 * sentence each: the unknown parameters first (Wagtail checks them first), in one sentence; then
 * at most one problem per declared parameter, in openapi.yaml's order, the first of: an unencoded
 * reserved character, an integer not written in digits, what the validator found (type, enum,
 * bounds, format, required, an empty value), what Wagtail's `fields` parser and field names find;
 * last, any validator problem that is not about a query parameter.
 */
export function queryProblems(route: RouteQuery, query: Record<string, unknown>, url: string, validatorProblems: readonly ValidationProblem[]): string[] {
  const unknown = Object.keys(query)
    .filter((name) => !route.parameters.includes(name))
    .sort();
  const unencodedReserved = parametersWithUnencodedReserved(url);

  const problemOf = (name: string): string | undefined => {
    const value = query[name];
    if (unencodedReserved.has(name) && !route.reservedAllowed.has(name)) return parameterProblem(name, value, '');
    if (route.integers.has(name) && typeof value === 'string' && !DIGITS.test(value)) return parameterProblem(name, value, 'pattern');
    const found = validatorProblems.find((problem) => parameterOf(problem) === name);
    if (found) return parameterProblem(name, value, keywordOf(found), found.message);
    if (name === 'fields' && typeof value === 'string') return queryErrorOf(() => selectFields(value, route.defaultFields));
    return undefined;
  };

  return [
    ...(unknown.length > 0 ? [errorText('RPA_PARAMETER_UNKNOWN', unknown)] : []),
    ...route.parameters.map(problemOf).filter((sentence) => sentence !== undefined),
    ...validatorProblems.filter((problem) => !route.parameters.includes(parameterOf(problem) ?? '')).map(otherProblem),
  ];
}
