// The journal's filters (path, method, status, rule), matched against entries as WireMock's request patterns are.
import { REQUEST_RULES, requestRuleNamed } from '../../rules/withoutSchemas';
import { problem, type Problem } from '../../core/errors';
import type { JournalEntry } from './journalEntry';

/** Which entries to count or list, as WireMock's request patterns: every given part must match. */
export interface JournalFilter {
  method?: string;
  /** The path exactly (`/api/v2/pages/`). */
  path?: string;
  /** A status (`200`) or a class (`4xx`). */
  status?: number | string;
  /** A request rule the request breaks (`request.ordering-is-documented`). */
  rule?: string;
  /** Query parameters the request has with exactly these values (`{ status: 'scheduled' }`). */
  query?: Readonly<Record<string, string>>;
}

const STATUS = /^[1-5](xx|[0-9]{2})$/;

export const isStatusFilter = (value: string): boolean => STATUS.test(value);

/** Why `rule` cannot filter the journal, naming the rules that can; undefined when it is a request rule's name. */
export function ruleFilterProblem(rule: string): Problem | undefined {
  if (requestRuleNamed(rule)) return undefined;
  return problem(
    'RPA_JOURNAL_RULE_UNKNOWN',
    rule,
    REQUEST_RULES.map(({ rule: name }) => name),
  );
}

function statusMatches(wanted: number | string, status: number): boolean {
  const text = String(wanted);
  return text.endsWith('xx') ? Math.floor(status / 100) === Number(text[0]) : Number(text) === status;
}

/** A predicate for `filter`; a `rule` that names no request rule is a RangeError (a misspelt one would match nothing). */
export function matcherOf(filter: JournalFilter): (entry: JournalEntry) => boolean {
  const problem = filter.rule === undefined ? undefined : ruleFilterProblem(filter.rule);
  if (problem !== undefined) throw new RangeError(problem.text);
  const method = filter.method?.toUpperCase();
  const query = Object.entries(filter.query ?? {});
  return (entry) => {
    if (method !== undefined && entry.method !== method) return false;
    if (filter.path !== undefined && entry.path !== filter.path) return false;
    if (filter.status !== undefined && !statusMatches(filter.status, entry.status)) return false;
    if (filter.rule !== undefined && !entry.verdicts.some((verdict) => verdict.rule === filter.rule)) return false;
    if (query.length === 0) return true;
    const params = new URLSearchParams(entry.query);
    return query.every(([name, value]) => params.getAll(name).includes(value));
  };
}
