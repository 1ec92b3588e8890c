// One exchange with the listing judged by every rule it can show: one verdict per rule that applies.
import { LISTING_PATH, PAGE_TYPE } from '../../core/spec';
import { pathOf, queryOf, type Exchange, type JudgeOptions } from '../exchange';
import { selectionOf } from '../fields/selection';
import { fieldsRule } from '../fields/fieldsRule';
import { filterRules, shownCodeRule } from '../filters/filterRules';
import { NO_CLOCK, type KnownClock } from '../filters/statusConditions';
import { itemsOf } from '../items/item';
import { verdictOverItems, type ItemRule } from '../items/itemJudgement';
import { announcedLabelRule, statusColorRule } from '../items/statusPresentation';
import { dateFormatsRule, detailUrlRule, metaRule } from '../items/formats';
import { orderOf } from '../ordering/order';
import { orderVerdict } from '../ordering/orderVerdict';
import { pageVerdicts } from '../paging/pageBounds';
import { readingsOf, type Readings } from '../profile/readings';
import { TimeJudge } from '../time/timeJudge';
import type { Verdict } from '../verdict';
import { authVerdicts, jsonVerdicts, schemaVerdicts } from './answerRules';
import { answerStatusVerdict } from './failingAnswer';
import { worstPerRule } from './worst';

let lastClock: TimeJudge | undefined;

/** The server's clock at an answer, from its Date header: one per second and zone, since building one (luxon, a zone) is costly beside judging a page. */
export function clockOfAnswer(headers: Exchange['headers'], timezone: string | undefined): KnownClock | undefined {
  const ms = Date.parse(headers.get('date') ?? '');
  if (Number.isNaN(ms)) return undefined;
  if (lastClock?.nowMs !== ms || lastClock.timezone !== timezone) lastClock = new TimeJudge(ms, timezone);
  return lastClock;
}

/** The item rules of a query: formats and presentation always, what `fields` selects, each filter, the code shown against the clock. */
export function itemRulesOf(query: URLSearchParams, clock: KnownClock, readings: Readings): { rules: ItemRule[]; unread: Verdict[] } {
  const rules = [statusColorRule, announcedLabelRule, dateFormatsRule, detailUrlRule, ...filterRules(query, clock, readings), shownCodeRule(clock, readings)];
  const selection = selectionOf(query.get('fields'), readings);
  if ('why' in selection)
    return { rules, unread: [{ rule: 'fields.subset-holds-requested-fields', section: '§4.1', outcome: 'not-judged', why: selection.why }] };
  rules.push(fieldsRule(selection));
  // meta is whole where the selection names it whole; meta field names alone select part of it.
  if (selection.readings.every((reading) => reading.fields.has('meta') && reading.meta.length === 0)) rules.push(metaRule);
  return { rules, unread: [] };
}

/**
 * Every verdict one exchange shows: authentication, JSON and the rule its request puts to the test
 * (an invalid parameter's refusal, a failing answer's rule) on any answer to the listing; on a 200, the schema, each item rule, the order within the page and the page's
 * bounds. Other paths and methods other than GET and HEAD give none.
 */
export function judgeAnswer(exchange: Exchange, options: JudgeOptions): Verdict[] {
  const method = exchange.request.method.toUpperCase();
  if (pathOf(exchange.request) !== LISTING_PATH || (method !== 'GET' && method !== 'HEAD')) return [];
  const readings = readingsOf(options.profile);
  const verdicts = [...authVerdicts(exchange), ...jsonVerdicts(exchange, readings)];
  const byStatus = answerStatusVerdict(exchange.request, exchange.status, exchange.headers.get('location'), options.profile);
  if (byStatus) verdicts.push(byStatus);
  if (method === 'HEAD') return worstPerRule(verdicts);
  const query = queryOf(exchange.request);
  // A listing of other page types (no `type`, or another: Wagtail answers them 200 with those pages) is no release pages' listing.
  if (query.get('type') !== PAGE_TYPE) return worstPerRule(verdicts);
  verdicts.push(...schemaVerdicts(exchange, readings));
  if (exchange.status !== 200) return worstPerRule(verdicts);
  const items = itemsOf(exchange.body);
  const clock = clockOfAnswer(exchange.headers, options.timezone);
  const { rules, unread } = itemRulesOf(query, clock ?? NO_CLOCK, readings);
  verdicts.push(...unread);
  for (const rule of rules) {
    const verdict = verdictOverItems(rule, items);
    if (verdict)
      verdicts.push(
        verdict.outcome === 'not-judged' && !clock && rule.ref.rule.startsWith('status.')
          ? { ...verdict, why: `${verdict.why} (the answer has no Date header)` }
          : verdict,
      );
  }
  const order = orderOf(query, readings);
  const ordered = order && orderVerdict(order, items);
  if (ordered) verdicts.push(ordered);
  verdicts.push(...pageVerdicts(exchange.body, query));
  return worstPerRule(verdicts);
}
