// Helpers shared by the rule families that judge items one by one (fields, content, mock).
import type { SuiteItem, SuiteContext } from '../suite/context';
import type { RecordedRequest } from '../../net/client/exchange';
import { fail, skip } from '../suite/outcomes';
import type { ItemRule } from '../../rules';

/** The request of the listing answer an item came in: items are the very objects parsed from it, so it can be found again to replay. */
export function requestHolding(context: SuiteContext, item: object): RecordedRequest | undefined {
  return context.requestHolding(item);
}

/** Every release of the snapshot; a rule about releases cannot run on an empty listing. */
export function snapshotItems(context: SuiteContext): SuiteItem[] {
  if (context.snapshot.items.length === 0) skip('the listing holds no releases');
  return context.snapshot.items;
}

/** The items of one listing answer; a rule about items cannot run on an empty answer. */
export async function answeredItems(context: SuiteContext, query: string): Promise<SuiteItem[]> {
  const { body } = await context.listingBody(query);
  if (body.items.length === 0) skip(`the listing answered no items to ${query}`);
  return body.items;
}

/** `release 1042`, or the item's position when the answer carries no id. */
export function nameAmong(item: SuiteItem, items: readonly SuiteItem[]): string {
  return typeof item.id === 'number' ? `release ${item.id}` : `item ${items.indexOf(item)} of the answer`;
}

/**
 * Fails when `problemOf` finds something wrong with any item: names the first such item (and
 * how many more there are), says what it holds, and replays the answer it came in.
 */
export function expectEachItem(
  context: SuiteContext,
  items: readonly SuiteItem[],
  rule: { message: string; expected: string },
  problemOf: (item: SuiteItem) => string | undefined,
): void {
  const wrong = items.flatMap((item) => {
    const problem = problemOf(item);
    return problem === undefined ? [] : [{ item, problem }];
  });
  if (wrong.length === 0) return;
  const [{ item, problem }] = wrong;
  const more = wrong.length > 1 ? ` (and ${wrong.length - 1} more)` : '';
  fail(`${rule.message}: ${nameAmong(item, items)}${more}`, {
    expected: rule.expected,
    actual: problem,
    request: requestHolding(context, item),
    count: wrong.length,
  });
}

export { isObject, missingKeys } from '../../rules';

/**
 * Fails at the first item the rulebook's item rule finds broken, in its words; the items it cannot
 * decide (a field not shown, a date too close to the clock) are counted as not judged.
 */
export function expectItemRule(context: SuiteContext, items: readonly SuiteItem[], message: string, rule: ItemRule): void {
  const judgements = new Map(items.map((item) => [item, rule.judge(item)]));
  const undecided = items.filter((item) => 'why' in judgements.get(item)!);
  if (undecided.length > 0) {
    const [first] = undecided;
    context.notJudged(
      undecided.map((item) => nameAmong(item, items)),
      `${nameAmong(first, items)}: ${(judgements.get(first) as { why: string }).why}`,
    );
  }
  expectEachItem(context, items, { message, expected: rule.expected }, (item) => {
    const judgement = judgements.get(item)!;
    return 'problem' in judgement ? judgement.problem : undefined;
  });
}
