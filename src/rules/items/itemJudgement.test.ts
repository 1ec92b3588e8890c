// Tests of judging a rule over a listing's items.
import { HOLDS, notShown, SKIP, verdictOverItems, type ItemJudgement, type ItemRule } from './itemJudgement';

/** A rule that judges each item by its `judged` field. */
const rule: ItemRule = {
  ref: { rule: 'content.date-formats', section: '§2.2' },
  expected: 'what the spec asks',
  judge: (item) => item.judged as ItemJudgement,
};
const page = (...judgements: ItemJudgement[]) => judgements.map((judged, position) => ({ item: { id: 100 + position, judged }, position }));

describe('verdictOverItems', () => {
  test('violated at the first broken item, with the count of the others and its pointer', () => {
    const items = page(HOLDS, SKIP, { problem: 'first', at: '/title' }, notShown('no date'), { problem: 'second' }, { problem: 'third' });
    expect(verdictOverItems(rule, items)).toEqual({
      ...rule.ref,
      outcome: 'violated',
      expected: 'what the spec asks',
      actual: 'release 102: first (and 2 more items)',
      pointer: '/items/2/title',
      item: items[2].item,
    });
  });

  test('one broken item: no count, and the pointer of the item itself when the problem names no place', () => {
    const items = page(HOLDS, { problem: 'only' });
    expect(verdictOverItems(rule, items)).toMatchObject({ outcome: 'violated', actual: 'release 101: only', pointer: '/items/1' });
    expect(verdictOverItems(rule, page({ problem: 'a' }, { problem: 'b' }))).toMatchObject({ actual: 'release 100: a (and 1 more item)' });
  });

  test('not judged when some items could not decide it, counted among the judged (skipped ones not)', () => {
    expect(verdictOverItems(rule, page(HOLDS, SKIP, notShown('first why'), notShown('second why')))).toEqual({
      ...rule.ref,
      outcome: 'not-judged',
      why: '2 of 3 items: first why',
    });
  });

  test('holds when every judged item holds; no verdict when every item is skipped or there is none', () => {
    expect(verdictOverItems(rule, page(HOLDS, SKIP, HOLDS))).toEqual({ ...rule.ref, outcome: 'holds' });
    expect(verdictOverItems(rule, page(SKIP, SKIP))).toBeUndefined();
    expect(verdictOverItems(rule, [])).toBeUndefined();
  });
});
