// The suite counts, per rule, the cases it could not decide (a field not shown, a date too close to
// the clock), each once, with the first reason; its reports carry them (report/notJudged.test.ts).
import { PoliteClient } from '../../net/client/politeClient';
import { expectItemRule } from '../rules/itemChecks';
import { expectComplete, expectSound, type SuiteCondition } from '../rules/support';
import { SuiteContext, type SuiteItem } from './context';
import type { ItemRule } from '../../rules';

/** A context that never sends a request: the tests here only count. */
const contextOf = () => new SuiteContext(new PoliteClient({ baseUrl: 'http://127.0.0.1:9', token: 't' }), { profile: 'spec' });
const item = (id: number, expected_date: string) => ({ id, title: 't', expected_date }) as unknown as SuiteItem;

test('each case once, across the checks of one rule, with the first reason; a new rule starts afresh', () => {
  const context = contextOf();
  context.startRule(10);
  expect(context.notJudgedSoFar).toBeUndefined();
  context.notJudged(['release 1', 'release 2'], 'first');
  context.notJudged(['release 2', 'release 3'], 'second');
  context.notJudged([], 'nothing');
  expect(context.notJudgedSoFar).toEqual({ count: 3, why: 'first' });
  context.startRule(undefined);
  expect(context.notJudgedSoFar).toBeUndefined();
});

test("an item rule's undecided items are counted, the items it decides are not", () => {
  const context = contextOf();
  context.startRule(10);
  const rule: ItemRule = {
    ref: { rule: 'content.date-formats', section: '§2.2' },
    expected: 'a date',
    judge: (it) => (it.id === 1 ? { holds: true } : it.id === 2 ? { why: 'not shown' } : { skip: true }),
  };
  expectItemRule(context, [item(1, '2026-01-01'), item(2, '2026-01-02'), item(3, '2026-01-03')], 'message', rule);
  expect(context.notJudgedSoFar).toEqual({ count: 1, why: 'release 2: not shown' });
});

test('a condition that cannot decide a release counts it once, whether soundness or completeness met it', () => {
  const context = contextOf();
  context.startRule(10);
  const undecided: SuiteCondition = {
    text: 'expected_date is today',
    meets: (it) => (it.id === 2 ? undefined : true),
    show: (it) => `expected_date ${it.expected_date}`,
  };
  const items = [item(1, '2026-03-01'), item(2, '2026-03-02')];
  expectSound(context, { query: 'q', items, pages: [] }, undecided);
  expectComplete(context, { query: 'q', items, pages: [] }, items, undecided);
  expect(context.notJudgedSoFar).toEqual({ count: 1, why: 'release 2: cannot tell whether expected_date is today (expected_date 2026-03-02)' });
});
