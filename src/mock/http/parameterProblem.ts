// A validator's problem with a query parameter, turned into the mock's 400 message naming the parameter.
import { parseOrdering } from '../domain/ordering';
import { queryErrorOf } from '../domain/queryError';
import { errorText } from '../../core/errors';

/** One problem as express-openapi-validator reports it. */
export interface ValidationProblem {
  path: string;
  message: string;
  errorCode?: string;
}

/** The query parameter a validator problem is about, if it is about one. */
export const parameterOf = (problem: ValidationProblem): string | undefined => /^\/query\/([^/]+)/.exec(problem.path)?.[1];

/** The JSON Schema keyword that failed (`maximum`, `enum`, ...), from the validator's `errorCode` (`maximum.openapi.validation`). */
export const keywordOf = (problem: ValidationProblem): string => problem.errorCode?.split('.')[0] ?? '';

/** A problem that is not about a query parameter (a malformed path), in the validator's words. */
export const otherProblem = (problem: ValidationProblem): string => `${problem.path.replace(/^\//, '').replace(/\//g, '.')} ${problem.message}`;

const dateMessage = (name: string) => (value: string) => errorText('RPA_DATE_NOT_REAL', name, value);

const orderingMessage = (value: string) => queryErrorOf(() => parseOrdering(value)) ?? errorText('RPA_ORDERING_INVALID', value);

/** What to say of an invalid value, per query parameter, in Wagtail's words where Wagtail has them. */
const INVALID_VALUE: Record<string, (value: string, keyword: string, validatorMessage: string) => string> = {
  type: () => errorText('RPA_TYPE_UNKNOWN'),
  limit: (_, keyword) => errorText(keyword === 'maximum' ? 'RPA_LIMIT_TOO_HIGH' : 'RPA_LIMIT_NOT_POSITIVE'),
  offset: () => errorText('RPA_OFFSET_NOT_POSITIVE'),
  status: (value) => errorText('RPA_STATUS_UNKNOWN', value),
  search_operator: (value) => errorText('RPA_SEARCH_OPERATOR_UNKNOWN', value),
  ordering: orderingMessage,
  expected_date: dateMessage('expected_date'),
  expected_date_after: dateMessage('expected_date_after'),
  expected_date_before: dateMessage('expected_date_before'),
  search: (_, keyword, message) => (keyword === 'maxLength' ? errorText('RPA_SEARCH_TOO_LONG') : `search ${message}`),
  fields: (_, keyword, message) => (keyword === 'maxLength' ? errorText('RPA_FIELDS_TOO_LONG') : `fields ${message}`),
};

/**
 * The sentence for a problem with the query parameter `name`, whose value is `value`: `keyword` is the
 * JSON Schema keyword that failed, '' for a rule of the request's shape (an unencoded reserved character).
 */
export function parameterProblem(name: string, value: unknown, keyword: string, validatorMessage = ''): string {
  if (keyword === 'required') return errorText('RPA_PARAMETER_REQUIRED', name);
  if (Array.isArray(value)) return errorText('RPA_PARAMETER_REPEATED', name);
  const describe = INVALID_VALUE[name];
  return describe ? describe(String(value ?? ''), keyword, validatorMessage) : `${name} ${validatorMessage}`;
}
