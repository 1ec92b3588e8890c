// The request rules about the listing's query parameters (§4.1's table): names, types, values.
import { fullFormats } from 'ajv-formats/dist/formats';
import { MAX_LIMIT, PAGE_TYPE, STATUS_CODES } from '../../core/spec';
import { listingRule, shown, type RequestFinding } from './requestRule';
import type { RequestParts } from './requestParts';

/** §4.1: the listing's query parameters, in the table's order. */
export const LISTING_PARAMETERS = [
  'type',
  'limit',
  'offset',
  'fields',
  'search',
  'search_operator',
  'expected_date_after',
  'expected_date_before',
  'expected_date',
  'status',
  'ordering',
] as const;

const DATE_PARAMETERS = ['expected_date_after', 'expected_date_before', 'expected_date'] as const;

/** ajv-formats' full `date` check: `YYYY-MM-DD` and a real calendar date (2025-02-30 is not). */
const isDate = (fullFormats.date as { validate: (value: string) => boolean }).validate;

/**
 * An integer of the query is written in decimal digits: `1.0`, `2e0`, `+1` or ` 1` are not integers
 * in the spec's reading (openapi.yaml's list of decisions; Wagtail's `int()` refuses the first two).
 */
const DIGITS = /^[0-9]+$/;

/** The value a rule judges: the first one (`request.parameter-given-once` judges the repetition). */
const valueOf = (request: RequestParts, name: string): string | null => request.query.get(name);

/** A finding on one parameter's value, when the parameter is given and `valid` refuses it. */
function valueFinding(request: RequestParts, name: string, valid: (value: string) => boolean, expected: string): RequestFinding | undefined {
  const value = valueOf(request, name);
  if (value === null || valid(value)) return undefined;
  return { expected, actual: shown(name, value), pointer: `/query/${name}` };
}

export const parametersAreDocumented = listingRule({
  rule: 'request.parameters-are-documented',
  section: '§4.1',
  statement: `The listing's query parameters are ${LISTING_PARAMETERS.join(', ')}; Wagtail refuses any other (400).`,
  kind: 'refused',
  find(request) {
    const unknown = [...new Set(request.query.keys())].filter((name) => !(LISTING_PARAMETERS as readonly string[]).includes(name));
    if (unknown.length === 0) return undefined;
    const first = unknown[0];
    const more = unknown.length > 1 ? ` (and ${unknown.length - 1} more)` : '';
    return {
      expected: `only the documented parameters: ${LISTING_PARAMETERS.join(', ')}`,
      actual: `${shown('query parameter', first).replace('=', ' ')}${more}`,
      pointer: `/query/${first}`,
    };
  },
});

export const parameterGivenOnce = listingRule({
  rule: 'request.parameter-given-once',
  section: '§4.1',
  statement: 'Each parameter has one value; which one counts when one is given twice is not shown.',
  kind: 'unstated',
  find(request) {
    const repeated = [...new Set(request.query.keys())].find((name) => request.query.getAll(name).length > 1);
    if (repeated === undefined) return undefined;
    return { expected: `${repeated} given once`, actual: `${repeated} given ${request.query.getAll(repeated).length} times`, pointer: `/query/${repeated}` };
  },
});

export const typeIsReleasePage = listingRule({
  rule: 'request.type-is-release-page',
  section: '§4.1',
  statement: `type is required and must be ${PAGE_TYPE} to list release pages.`,
  kind: 'refused',
  find(request) {
    if (valueOf(request, 'type') === null) return { expected: `type=${PAGE_TYPE}, a required parameter`, actual: 'no type', pointer: '/query/type' };
    return valueFinding(request, 'type', (value) => value === PAGE_TYPE, `type=${PAGE_TYPE}`);
  },
});

/** `limit` and `offset` (§4.1's table): integers, written in decimal digits. */
const integerRule = (name: 'limit' | 'offset') =>
  listingRule({
    rule: `request.${name}-is-integer`,
    section: '§4.1',
    statement: `${name} is an integer (written in decimal digits).`,
    kind: 'refused',
    find: (request) => valueFinding(request, name, (value) => DIGITS.test(value), 'an integer from 0, written in decimal digits'),
  });

export const limitIsInteger = integerRule('limit');
export const offsetIsInteger = integerRule('offset');

export const limitWithinMaximum = listingRule({
  rule: 'request.limit-within-maximum',
  section: '§8',
  statement: `The maximum allowed limit is ${MAX_LIMIT} (§4.1, §8); Wagtail refuses a larger one (400), though §8 does not show it.`,
  kind: 'refused',
  // Only an integer is compared; request.limit-is-integer judges the others.
  find: (request) => valueFinding(request, 'limit', (value) => !DIGITS.test(value) || Number(value) <= MAX_LIMIT, `limit at most ${MAX_LIMIT}`),
});

export const datesAreIsoDates = listingRule({
  rule: 'request.dates-are-iso-dates',
  section: '§4.1',
  statement: 'expected_date, expected_date_after and expected_date_before are dates in the form YYYY-MM-DD.',
  kind: 'refused',
  find: (request) =>
    DATE_PARAMETERS.map((name) => valueFinding(request, name, isDate, 'a real calendar date in the form YYYY-MM-DD')).find((finding) => finding !== undefined),
});

export const statusIsDocumented = listingRule({
  rule: 'request.status-is-documented',
  section: '§4.1',
  statement: `status is one of ${STATUS_CODES.join(', ')}.`,
  kind: 'refused',
  find: (request) => valueFinding(request, 'status', (value) => (STATUS_CODES as readonly string[]).includes(value), `one of ${STATUS_CODES.join(', ')}`),
});

export const searchOperatorIsDocumented = listingRule({
  rule: 'request.search-operator-is-documented',
  section: '§4.1',
  statement: 'search_operator is `and` or `or`.',
  kind: 'refused',
  find: (request) => valueFinding(request, 'search_operator', (value) => value === 'and' || value === 'or', '`and` or `or`'),
});
