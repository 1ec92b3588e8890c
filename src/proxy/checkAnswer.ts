// Judges one upstream answer against openapi.yaml and the rules its request implies.
import type { Item } from '../contract/suite/context';
import { TimeJudge } from '../rules/time/timeJudge';
import { isObject } from '../contract/rules/itemChecks';
import { openApiDocument } from '../core/openapi/document';
import { schemaValidator } from '../core/openapi/schemaValidator';
import { schemaErrorLines } from '../core/openapi/describeSchemaErrors';
import { LISTING_PATH } from '../core/spec';
import { checkItems } from './itemRules';
import { checkFields, checkLimit, checkOrder } from './pageRules';
import type { AnswerVerdict } from './violation';

export interface Answer {
  status: number;
  headers: Headers;
  /** The body's bytes as text. */
  text: string;
}

let documented: ReadonlySet<string> | undefined;

/** The statuses openapi.yaml documents for GET on the listing, read once. */
function documentedStatuses(): ReadonlySet<string> {
  documented ??= new Set(Object.keys((openApiDocument().paths[LISTING_PATH].get as { responses: Record<string, unknown> }).responses));
  return documented;
}

/**
 * The validator of a 200 body, compiled on first use. Formats as the mock checks its own answers (a
 * uri's full RFC 3986 grammar was a fifth of a 200-item page's checks): dates in full, and
 * date-times are the content.date-formats rule's.
 */
export const listingValidator = () => schemaValidator('ReleasePageList', 'spec', 'fast');

/** Violations of a GET or HEAD on the listing; other requests are not judged. `timezone` decides "today" as the suite's --timezone. */
export function checkListingAnswer(url: URL, method: string, answer: Answer, timezone?: string): AnswerVerdict {
  const verdict: AnswerVerdict = { violations: [], unjudged: [] };
  if (url.pathname !== LISTING_PATH || (method !== 'GET' && method !== 'HEAD')) return verdict;
  if (!documentedStatuses().has(String(answer.status))) {
    verdict.violations.push({ rule: 'schema.listing-answers-match-openapi', section: '§2.1–2.7', expected: `a status openapi.yaml documents: ${[...documentedStatuses()].join(', ')}`, actual: `status ${answer.status}` });
  }
  if (answer.status === 401 && answer.headers.get('www-authenticate') !== 'Token') {
    verdict.violations.push({ rule: 'mock.errors-use-documented-bodies', section: '§7 (openapi.yaml)', expected: 'WWW-Authenticate: Token', actual: `WWW-Authenticate: ${answer.headers.get('www-authenticate')}` });
  }
  if (method === 'HEAD' || answer.status !== 200) return verdict;
  const body = parsed(answer.text);
  const validate = listingValidator();
  if (!validate(body)) {
    verdict.violations.push({ rule: 'schema.listing-answers-match-openapi', section: '§2.1–2.7', expected: 'a body valid against ReleasePageList', actual: schemaErrorLines(validate.errors).slice(0, 5).join('; ') });
  }
  if (!isObject(body) || !Array.isArray(body.items)) return verdict;
  const items = body.items.filter((item): item is Item => isObject(item));
  checkLimit(items, url.searchParams, verdict);
  checkOrder(items, url.searchParams, verdict);
  checkFields(items, url.searchParams, verdict);
  const dateMs = Date.parse(answer.headers.get('date') ?? '');
  if (Number.isNaN(dateMs)) verdict.unjudged.push('status filters (no Date header)');
  const clock = Number.isNaN(dateMs) ? { beforeToday: () => undefined, beforeNow: () => undefined } : judgeAt(dateMs, timezone);
  checkItems(items, url.searchParams, clock, verdict);
  return verdict;
}

let lastJudge: TimeJudge | undefined;

/** The clock of a Date header: one per second and zone, since building one (luxon, a zone) costs about 0.1 ms. */
function judgeAt(dateMs: number, timezone: string | undefined): TimeJudge {
  if (lastJudge?.nowMs !== dateMs || lastJudge.timezone !== timezone) lastJudge = new TimeJudge(dateMs, timezone);
  return lastJudge;
}

function parsed(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
