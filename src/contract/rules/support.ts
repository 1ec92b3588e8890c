// Helpers shared by the filter, status, ordering and combined rules: walking a filtered result and
// judging it against a condition of the spec. The conditions themselves are the rulebook's
// (src/rules), re-exported here for the rules that walk.
import type { StatusCode } from '../../core/types';
import { FULL_READ_LIMIT, windowsOf, type SuiteItem, type SuiteContext, type Window } from '../suite/context';
import { agreeing, STATUS_TEXT, statusCondition, TimeJudge, type KnownClock, type Condition as RuleCondition } from '../../rules';
import type { ApiResponse } from '../../net/client/exchange';
import { fail } from '../suite/outcomes';

export { allOf, agreeing, onOrAfter, onOrBefore, dateCondition, equalTo, STATUS_TEXT, statusCondition, type KnownClock } from '../../rules';

/** Where a check counts the releases it could not decide: the running rule's context. */
export type NotJudgedCounter = Pick<SuiteContext, 'notJudged'>;

/** A condition of the rulebook over the suite's items. */
export type SuiteCondition = RuleCondition<SuiteItem>;

/** Every item of a query, walked page by page, with the query (without `type`, `fields` and paging) for messages. */
export interface Result {
  query: string;
  items: SuiteItem[];
  pages: ApiResponse[];
}

/** Walks a query with every field, as the snapshot was read: the checks need dates, status and title. */
export async function walkResult(context: SuiteContext, query: string, pageSize = context.pageSize): Promise<Result> {
  const { items, pages } = await context.walk(`${query}&fields=*`, pageSize);
  return { query, items, pages };
}

/** A window of a query's result with every field, read `pageSize` at a time. */
export async function readWindow(context: SuiteContext, query: string, window: Window, pageSize = context.pageSize): Promise<Result> {
  const { items, pages } = await context.readRange(`${query}&fields=*`, window, pageSize);
  return { query: `${query} (from offset ${window.offset})`, items, pages };
}

/** The page of the result that holds the item at `position`. */
function pageAt(result: Result, position: number): ApiResponse {
  let start = 0;
  for (const page of result.pages) {
    start += (page.body as { items: unknown[] }).items.length;
    if (position < start) return page;
  }
  return result.pages[result.pages.length - 1];
}

/** Within the term's own result: what a dropped search shows. */
export function inResultOf(query: string, ids: Set<number>): SuiteCondition {
  return {
    text: `the release is in the result of ${query} alone`,
    meets: (item) => (item.id === undefined ? undefined : ids.has(item.id)),
    show: (item) => `title ${JSON.stringify(item.title)}, not in the ${ids.size} releases ${query} returns alone`,
  };
}

/** A date most releases of the snapshot are on or after, but not all: a range filter with a real effect. */
export function middleDate(context: SuiteContext): string | undefined {
  const dates = context.snapshot.items
    .map((item) => item.expected_date)
    .filter((d): d is string => typeof d === 'string')
    .sort();
  return dates[Math.floor(dates.length / 2)];
}

/** A word of four ASCII letters or more from a title in the middle of the snapshot. */
export function titleWord(context: SuiteContext): string | undefined {
  const items = context.snapshot.items;
  for (const item of [...items.slice(items.length >> 1), ...items]) {
    const word = String(item.title ?? '').match(/\b[A-Za-z]{4,}\b/)?.[0];
    if (word) return word.toLowerCase();
  }
  return undefined;
}

/** The first five ids, for a message. */
export const idList = (ids: number[]) => `${ids.slice(0, 5).join(', ')}${ids.length > 5 ? ', …' : ''}`;

/** Counts the releases whose condition what they show cannot decide (too close to the clock, liveness unknown) as not judged. */
function countUndecided(tally: NotJudgedCounter, items: readonly SuiteItem[], condition: SuiteCondition): void {
  const undecided = items.filter((item) => condition.meets(item) === undefined);
  if (undecided.length > 0) {
    tally.notJudged(
      undecided.map((item) => `release ${item.id}`),
      `release ${undecided[0].id}: cannot tell whether ${condition.text} (${condition.show(undecided[0])})`,
    );
  }
}

/** Sound: no release of the result is known to break the condition (those too close to call are let be, counted as not judged). */
export function expectSound(context: NotJudgedCounter, result: Result, condition: SuiteCondition): void {
  countUndecided(context, result.items, condition);
  const position = result.items.findIndex((item) => condition.meets(item) === false);
  if (position === -1) return;
  const item = result.items[position];
  fail(`${result.query} selects releases where ${condition.text}, yet returned release ${item.id}`, {
    expected: `only releases where ${condition.text}`,
    actual: `release ${item.id}: ${condition.show(item)}`,
    response: pageAt(result, position),
  });
}

/** Complete: every one of `candidates` known to meet the condition is in the result (those too close to call are counted as not judged). */
export function expectComplete(context: NotJudgedCounter, result: Result, candidates: readonly SuiteItem[], condition: SuiteCondition): void {
  countUndecided(context, candidates, condition);
  const returned = new Set(result.items.map((i) => i.id));
  const missing = candidates.filter((item) => condition.meets(item) === true && !returned.has(item.id));
  if (missing.length === 0) return;
  fail(`${result.query} selects releases where ${condition.text}, yet left out ${missing.length} of them`, {
    expected: `every release where ${condition.text}, release ${missing[0].id} (${condition.show(missing[0])}) among them`,
    actual: `${result.items.length} releases returned, without ${idList(missing.map((i) => i.id))}`,
    response: result.pages[0],
  });
}

/** Fails unless the result holds each release once (a walk of a result partitions it, §4.3). */
export function expectEachOnce(result: Result): void {
  const seen = new Set<number>();
  result.items.forEach((item, position) => {
    if (seen.has(item.id)) {
      fail(`${result.query} returned release ${item.id} twice across its pages`, {
        expected: 'each release once',
        actual: `release ${item.id} again at position ${position}`,
        response: pageAt(result, position),
      });
    }
    seen.add(item.id);
  });
}

/** Fails unless the result comes in order of expected_date (ties in any order) and holds each release once. */
export function expectDateOrder(result: Result, descending: boolean): void {
  expectEachOnce(result);
  result.items.forEach((item, position) => {
    const previous = result.items[position - 1];
    if (!previous || previous.expected_date === undefined || item.expected_date === undefined) return;
    if (descending ? item.expected_date > previous.expected_date : item.expected_date < previous.expected_date) {
      fail(`${result.query} does not sort by expected_date ${descending ? 'descending' : 'ascending'} across its pages`, {
        expected: `at position ${position}, an expected_date ${descending ? 'on or before' : 'on or after'} ${previous.expected_date} (release ${previous.id})`,
        actual: `release ${item.id} with expected_date ${item.expected_date}${pageAt(result, position) !== pageAt(result, position - 1) ? ', first of its page' : ''}`,
        response: pageAt(result, position),
      });
    }
  });
}

/** How a walked result must be ordered: by expected_date one way, or any order (each release once all the same). */
export type DateOrder = 'ascending' | 'descending' | undefined;

function expectOrder(result: Result, order: DateOrder): void {
  if (order) expectDateOrder(result, order === 'descending');
  else expectEachOnce(result);
}

/** Dates whose releases are read whole to check a large result's completeness. */
const COMPLETENESS_DATES = 3;

/**
 * The releases of `query` are sound (none breaks the condition) and complete (every candidate
 * meeting it is returned). A result of up to FULL_READ_LIMIT is read whole and judged against
 * every candidate. A larger one is judged sound on windows spread through it, and complete on a
 * few dates: for each, the query with `expected_date` added (filters combine, §4.1) is read
 * whole and must hold every candidate of that date. `conditionAt` gives the condition at the
 * server's clock during a read. Every walk and window holds each release once, in `order` when
 * one is asked for.
 */
export async function expectExactly(
  context: SuiteContext,
  query: string,
  conditionAt: (clock: KnownClock) => SuiteCondition,
  candidates: readonly SuiteItem[] = context.snapshot.items,
  order: DateOrder = undefined,
): Promise<void> {
  const total = (await context.listingBody(`${query}&fields=id&limit=1`)).body.meta.total_count;
  if (total <= FULL_READ_LIMIT) {
    const result = await walkResult(context, query);
    const condition = conditionAt(clockOf(context, result.pages));
    expectOrder(result, order);
    expectSound(context, result, condition);
    expectComplete(context, result, candidates, condition);
    return;
  }
  for (const window of windowsOf(total)) {
    const part = await readWindow(context, query, window);
    expectOrder(part, order);
    expectSound(context, part, conditionAt(clockOf(context, part.pages)));
  }
  await expectCompleteOnDates(context, query, candidates, conditionAt);
}

/** Completeness of a large result, judged on a few dates of the candidates that meet the condition, each read whole with that date added. */
export async function expectCompleteOnDates(
  context: SuiteContext,
  query: string,
  candidates: readonly SuiteItem[],
  conditionAt: (clock: KnownClock) => SuiteCondition,
): Promise<void> {
  const meeting = candidates.filter((item) => conditionAt(context.snapshot.judge).meets(item) === true && typeof item.expected_date === 'string');
  const dates = [...new Set(meeting.map((item) => item.expected_date as string))].sort();
  const spread = [
    ...new Set(
      Array.from(
        { length: Math.min(COMPLETENESS_DATES, dates.length) },
        (_, i) => dates[Math.floor((i * (dates.length - 1)) / Math.max(1, COMPLETENESS_DATES - 1))],
      ),
    ),
  ];
  for (const date of spread) {
    const result = await walkResult(context, `${query}&expected_date=${date}`);
    const condition = conditionAt(clockOf(context, result.pages));
    expectEachOnce(result);
    expectSound(context, result, condition);
    expectComplete(
      context,
      result,
      meeting.filter((item) => item.expected_date === date),
      condition,
    );
  }
}

function judgeAt(context: SuiteContext, response: ApiResponse): KnownClock {
  const ms = Date.parse(response.headers.get('date') ?? '');
  return Number.isNaN(ms) ? context.snapshot.judge : new TimeJudge(ms, context.options.timezone);
}

/**
 * The server's clock during a walk, from the Date headers of its first and last pages. The
 * conditions of §3 change at most once as time passes, so a verdict the two agree on held on
 * every page between.
 */
export function clockOf(context: SuiteContext, pages: ApiResponse[]): KnownClock {
  return agreeing([judgeAt(context, pages[0]), judgeAt(context, pages[pages.length - 1])]);
}

/**
 * The ids of the pages that are not live. Liveness is not in the API, so the server's own
 * `status=draft` result ("page is not live") stands for it.
 */
export function nonLiveIds(context: SuiteContext): Promise<Set<number>> {
  // Liveness does not change with the clock: one walk serves every rule of the run.
  return context.once('non-live ids', async () => new Set((await context.walk('status=draft&fields=id')).items.map((i) => i.id)));
}

/** Drafts a run reads whole to tell liveness where it must not go unknown: a hundred pages of 200. */
export const NON_LIVE_READ_LIMIT = 20_000;

/**
 * The non-live ids when the `status=draft` result holds at most NON_LIVE_READ_LIMIT releases;
 * undefined (liveness unknown) past that, so that a rule that can do without it (the conditions
 * of `published` need none) stays within its budget at any size.
 */
export async function nonLiveIdsIfAffordable(context: SuiteContext): Promise<Set<number> | undefined> {
  const drafts = await context.once('draft count', async () => (await context.listingBody('status=draft&fields=id&limit=1')).body.meta.total_count);
  return drafts <= NON_LIVE_READ_LIMIT ? nonLiveIds(context) : undefined;
}

/** The condition of `status=code`, liveness taken from the `status=draft` result (unknown without one). */
export function statusIsWithNonLive(code: StatusCode, clock: KnownClock, nonLive: Set<number> | undefined): SuiteCondition {
  const liveness = (id: number) =>
    !nonLive
      ? 'liveness not read (status=draft holds too many releases to read whole)'
      : nonLive.has(id)
        ? 'not live (returned by status=draft)'
        : 'live (not returned by status=draft)';
  return {
    text: STATUS_TEXT[code],
    meets: (item) => statusCondition(code, item, clock, nonLive && !nonLive.has(item.id)),
    show: (item) => `expected_date ${item.expected_date}, target_date ${item.target_date}, ${liveness(item.id)}`,
  };
}
