// Several answers of one query judged together, as a tool sees them one after the other: the same
// total_count on every page, each release at one position only (§4.3), the order across pages
// (§4.1), a date filter's complete result holding every release of its base that meets it (§4.1),
// and a search in another case finding as many (§4.2.2). Memory is bounded: at most `maxQueries`
// results, the oldest dropped first, each holding at most `maxPositions` positions; a result
// older than `maxAgeMs` by the answers' Date headers starts afresh (a live deployment's data moves).
import { refOf } from '../catalogue';
import { queryOf, type Exchange, type JudgeOptions } from '../exchange';
import { DATE_FILTERS } from '../filters/dateFilters';
import { isRealDate } from '../items/isoDates';
import { isObject, itemsOf, nameOf, type Item } from '../items/item';
import { orderOf } from '../ordering/order';
import { orderVerdict, type Placed } from '../ordering/orderVerdict';
import { pageWindow, totalRuleOf } from '../paging/pageBounds';
import { readingsOf } from '../profile/readings';
import type { Verdict } from '../verdict';
import { idOf, nearestAround, place, positionsOfIds, type PlacedItems } from './placedItems';
import { resultKey } from './resultKey';

export interface QueryBounds {
  maxQueries: number;
  maxPositions: number;
  maxAgeMs: number;
}

export const DEFAULT_QUERY_BOUNDS: QueryBounds = { maxQueries: 200, maxPositions: 10_000, maxAgeMs: 300_000 };

interface Result extends PlacedItems {
  query: URLSearchParams;
  /** The Date header of its first answer, in epoch ms (NaN without one). */
  startedMs: number;
  total?: number;
}

export class QueryJudge {
  private readonly results = new Map<string, Result>();

  constructor(
    private readonly options: JudgeOptions,
    private readonly bounds: QueryBounds = DEFAULT_QUERY_BOUNDS,
  ) {}

  /** The verdicts this answer shows together with the earlier answers of its query (and of its base and other-case searches). */
  judge(exchange: Exchange): Verdict[] {
    if (exchange.status !== 200 || !isObject(exchange.body)) return [];
    const query = queryOf(exchange.request);
    const window = pageWindow(query);
    if (!window) return [];
    const key = resultKey(query);
    const result = this.resultOf(key, query, Date.parse(exchange.headers.get('date') ?? ''));
    const total = isObject(exchange.body.meta) && Number.isInteger(exchange.body.meta.total_count) ? (exchange.body.meta.total_count as number) : undefined;
    const verdicts: Verdict[] = [];
    if (total !== undefined && result.total !== undefined && total !== result.total) {
      verdicts.push({
        ...refOf(totalRuleOf(query)),
        outcome: 'violated',
        expected: `total_count ${result.total}, as an earlier page of the same query`,
        actual: `total_count ${total}`,
        pointer: '/meta/total_count',
      });
    }
    result.total ??= total;
    const items = itemsOf(exchange.body);
    verdicts.push(...this.partition(result, window.offset, items));
    verdicts.push(...this.orderAcross(result, query, window.offset, items));
    for (const { item, position } of items) if (result.positions.size < this.bounds.maxPositions) place(result, window.offset + position, item);
    verdicts.push(...this.completeness(key, query), ...this.caseInsensitive(query, total));
    return verdicts;
  }

  private resultOf(key: string, query: URLSearchParams, nowMs: number): Result {
    let result = this.results.get(key);
    if (result && nowMs - result.startedMs > this.bounds.maxAgeMs) {
      this.results.delete(key);
      result = undefined;
    }
    if (!result) {
      if (this.results.size >= this.bounds.maxQueries) this.results.delete(this.results.keys().next().value as string);
      result = { query, startedMs: nowMs, positions: new Map() };
      this.results.set(key, result);
    }
    return result;
  }

  /** Each release at one position: the same position holds the same release, and a release shows at one position only. */
  private partition(result: Result, offset: number, items: { item: Item; position: number }[]): Verdict[] {
    const ref = refOf('paging.pages-partition-the-result');
    const seenAt = positionsOfIds(result);
    let compared = false;
    for (const { item, position } of items) {
      const at = offset + position;
      const id = idOf(item);
      if (id === undefined) continue;
      const before = result.positions.get(at);
      const elsewhere = seenAt.get(id);
      if (before !== undefined && idOf(before) !== undefined) compared = true;
      if (before !== undefined && idOf(before) !== undefined && idOf(before) !== id) {
        return [
          {
            ...ref,
            outcome: 'violated',
            expected: `at position ${at} of the result, ${nameOf(before, at)}, as an earlier page showed`,
            actual: `${nameOf(item, position)} there`,
            pointer: `/items/${position}`,
            item,
          },
        ];
      }
      if (elsewhere !== undefined && elsewhere !== at) {
        compared = true;
        return [
          {
            ...ref,
            outcome: 'violated',
            expected: 'each release once across the pages',
            actual: `release ${id} at position ${at}, and at position ${elsewhere} on an earlier page`,
            pointer: `/items/${position}`,
            item,
          },
        ];
      }
    }
    return compared || result.positions.size > 0 ? [{ ...ref, outcome: 'holds' }] : [];
  }

  /** The page's first and last items against the nearest positions seen before and after them. */
  private orderAcross(result: Result, query: URLSearchParams, offset: number, items: { item: Item; position: number }[]): Verdict[] {
    const order = orderOf(query, readingsOf(this.options.profile));
    if (!order || items.length === 0 || result.positions.size === 0) return [];
    const [first, last] = [items[0], items[items.length - 1]];
    const [before, after] = nearestAround(result.positions.keys(), offset + first.position, offset + last.position);
    const run: Placed[] = [];
    if (before !== undefined) run.push({ item: result.positions.get(before)!, position: before - offset, where: `at position ${before} on an earlier page` });
    run.push(first);
    if (after !== undefined) run.push(last, { item: result.positions.get(after)!, position: last.position, where: `at position ${after} on an earlier page` });
    const verdict = run.length > 1 ? orderVerdict(order, run) : undefined;
    return verdict ? [verdict] : [];
  }

  /** Whether every position of a result has been seen. */
  private complete(result: Result | undefined): result is Result & { total: number } {
    return result?.total !== undefined && result.positions.size >= result.total;
  }

  /** A date filter's complete result holds every release of its base (the same query without that filter) that meets the filter. */
  private completeness(key: string, query: URLSearchParams): Verdict[] {
    const verdicts: Verdict[] = [];
    const pairs: { filtered: Result; base: Result; filter: (typeof DATE_FILTERS)[number] }[] = [];
    for (const filter of DATE_FILTERS) {
      // This answer's query as the filtered one, and as the base of queries seen with one more date filter.
      if (query.has(filter.parameter)) {
        const base = this.results.get(resultKey(query, [filter.parameter]));
        if (base) pairs.push({ filtered: this.results.get(key)!, base, filter });
      }
      for (const result of this.results.values()) {
        if (result.query.has(filter.parameter) && !query.has(filter.parameter) && resultKey(result.query, [filter.parameter]) === key)
          pairs.push({ filtered: result, base: this.results.get(key)!, filter });
      }
    }
    for (const { filtered, base, filter } of pairs) {
      const date = filtered.query.get(filter.parameter)!;
      if (!isRealDate(date) || !this.complete(filtered)) continue;
      // Which releases a result holds is told by their ids: a result whose items show none (fields without id) cannot be compared.
      const idless = [filtered, base].find((result) => [...result.positions.values()].some((item) => idOf(item) === undefined));
      if (idless) {
        verdicts.push({
          ...refOf(filter.rule),
          outcome: 'not-judged',
          why: `the items of ${resultKey(idless.query) || 'the listing'} show no id, so its releases cannot be told apart`,
        });
        continue;
      }
      const condition = filter.condition(date);
      const held = new Set([...filtered.positions.values()].map(idOf));
      const missing = [...base.positions.values()].find((item) => idOf(item) !== undefined && condition.meets(item) === true && !held.has(idOf(item)));
      verdicts.push(
        missing
          ? {
              ...refOf(filter.rule),
              outcome: 'violated',
              expected: `every release where ${condition.text}, as ${resultKey(base.query) || 'the listing'} shows them`,
              actual: `${nameOf(missing, 0)} (${condition.show(missing)}) is not among the ${filtered.total} of ${resultKey(filtered.query)}`,
              item: missing,
            }
          : { ...refOf(filter.rule), outcome: 'holds' },
      );
    }
    return verdicts;
  }

  /** The same search in another case has the same total_count. */
  private caseInsensitive(query: URLSearchParams, total: number | undefined): Verdict[] {
    const search = query.get('search');
    if (search === null || total === undefined) return [];
    for (const result of this.results.values()) {
      const other = result.query.get('search');
      if (other === null || other === search || other.toLowerCase() !== search.toLowerCase() || result.total === undefined) continue;
      if (resultKey(result.query, ['search']) !== resultKey(query, ['search'])) continue;
      return [
        result.total === total
          ? { ...refOf('search.case-insensitive'), outcome: 'holds' }
          : {
              ...refOf('search.case-insensitive'),
              outcome: 'violated',
              expected: `as many results as search=${other} (${result.total})`,
              actual: `search=${search}: total_count ${total}`,
              pointer: '/meta/total_count',
            },
      ];
    }
    return [];
  }
}
