import { parseOrdering } from '../domain/ordering';
import { QueryError } from '../domain/queryError';
import { STATUS_CODES } from '../../core/spec';
import { WAGTAIL } from '../../core/messages';

/** One problem as express-openapi-validator reports it. */
export interface ValidationProblem {
  path: string;
  message: string;
  errorCode?: string;
}

type Query = Record<string, unknown>;

const dateMessage = (name: string) => (value: string) =>
  `field filter error. '${value}' is not a valid value for ${name} (not a real date in the form YYYY-MM-DD)`;

function orderingMessage(value: string): string {
  try {
    parseOrdering(value);
  } catch (error) {
    if (error instanceof QueryError) return error.message;
  }
  return `ordering: '${value}' is not valid`;
}

/** What to say of an invalid value, per query parameter, in Wagtail's words where Wagtail has them. */
const INVALID_VALUE: Record<string, (value: string, keyword: string, validatorMessage: string) => string> = {
  type: () => WAGTAIL.typeDoesNotExist,
  limit: (_, keyword) => (keyword === 'maximum' ? WAGTAIL.limitTooHigh : WAGTAIL.limitNotPositive),
  offset: () => WAGTAIL.offsetNotPositive,
  status: (value) => `status must be one of: ${STATUS_CODES.join(', ')} (got '${value}')`,
  search_operator: (value) => `search_operator must be 'and' or 'or' (got '${value}')`,
  ordering: orderingMessage,
  expected_date: dateMessage('expected_date'),
  expected_date_after: dateMessage('expected_date_after'),
  expected_date_before: dateMessage('expected_date_before'),
  search: (_, keyword, message) => (keyword === 'maxLength' ? 'search must be at most 500 characters' : `search ${message}`),
  fields: (_, keyword, message) => (keyword === 'maxLength' ? 'fields must be at most 1000 characters' : `fields ${message}`),
};

function problemMessage(problem: ValidationProblem, query: Query, knownParameters: ReadonlySet<string>): string {
  if (problem.message.startsWith('Unknown query parameter')) {
    const unknown = Object.keys(query).filter((name) => !knownParameters.has(name)).sort();
    return WAGTAIL.unknownParameters(unknown);
  }
  const match = /^\/query\/([^/]+)/.exec(problem.path);
  if (!match) return `${problem.path.replace(/^\//, '').replace(/\//g, '.')} ${problem.message}`;
  const name = match[1];
  const keyword = problem.errorCode?.split('.')[0] ?? '';
  const value = query[name];
  if (keyword === 'required') return `${name} is required (this API lists release pages with type=releases.ReleasePage)`;
  if (Array.isArray(value)) return `${name} may be given only once`;
  const describe = INVALID_VALUE[name];
  return describe ? describe(String(value ?? ''), keyword, problem.message) : `${name} ${problem.message}`;
}

/**
 * Turns the validator's report of a bad request into Wagtail's `{"message": ...}` text: one
 * sentence per problem, naming the parameter and why, all of them, separated by `; `.
 */
export function badRequestMessage(problems: readonly ValidationProblem[], query: Query, knownParameters: ReadonlySet<string>): string {
  return [...new Set(problems.map((p) => problemMessage(p, query, knownParameters)))].join('; ');
}
