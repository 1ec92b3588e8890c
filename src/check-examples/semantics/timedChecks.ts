// The checks of an example's answer that depend on "now", each a rule of the rulebook judged at a
// clock: the `status` filter asked for, the code shown (§3), and in the mock profile the code's
// precedence and words. With a stated "now" they are judged at it; without, assumedNow.ts looks
// for a moment at which they hold.
import {
  filterRules,
  isObject,
  NO_CLOCK,
  profileStatusRules,
  shownCodeRule,
  type KnownClock,
  type ItemJudgement,
  type ItemRule,
  type Readings,
} from '../../rules';
import type { PlacedItem } from './rulebookFindings';

/** One rule on one item, as it stands at any clock. */
export interface TimedCheck {
  placed: PlacedItem;
  /** Instants at which the outcome may change. */
  boundaries: number[];
  /** The item's target_date among them, an instant at which the rules cannot decide "later than now". */
  targets: number[];
  /**
   * The mock's words: they narrow down which "now" the example assumes, but words that fit no
   * moment are a wrong text, not a sign that the codes contradict each other.
   */
  secondary: boolean;
  ruleAt(clock: KnownClock): ItemRule;
  judgeAt(clock: KnownClock): ItemJudgement;
}

const DAY_MS = 86_400_000;

/**
 * The instants at which a status condition can change for what the item shows: the start of the
 * day after expected_date (in UTC: when "expected_date earlier than today" starts to hold) and
 * target_date.
 */
function boundariesOf(item: PlacedItem['item']): Pick<TimedCheck, 'boundaries' | 'targets'> {
  const dayStart = typeof item.expected_date === 'string' ? Date.parse(`${item.expected_date}T00:00:00Z`) : NaN;
  const target = typeof item.target_date === 'string' ? Date.parse(item.target_date) : NaN;
  const targets = Number.isNaN(target) ? [] : [target];
  return { boundaries: [...(Number.isNaN(dayStart) ? [] : [dayStart + DAY_MS]), ...targets], targets };
}

/** The rules that depend on "now", at a clock: the status filter (a listing's), the code shown, and the profile's status rules. */
function rulesAt(query: URLSearchParams | undefined, clock: KnownClock, readings: Readings): ItemRule[] {
  const filter = query ? filterRules(query, clock, readings).filter((rule) => rule.ref.rule.startsWith('status.')) : [];
  return [...filter, shownCodeRule(clock, readings), ...profileStatusRules(clock, readings)];
}

/** Every check that depends on "now" of these items; `query` is the listing's (none for the detail endpoint). */
export function timedChecks(placed: readonly PlacedItem[], query: URLSearchParams | undefined, readings: Readings): TimedCheck[] {
  const names = rulesAt(query, NO_CLOCK, readings).map((rule) => rule.ref.rule);
  // The rules at each clock are built once, whatever the number of items judged there.
  const built = new WeakMap<KnownClock, ItemRule[]>();
  const rulesOf = (clock: KnownClock) => built.get(clock) ?? built.set(clock, rulesAt(query, clock, readings)).get(clock)!;
  return placed
    .filter(({ item }) => isObject(item))
    .flatMap((one) =>
      names.map((name, index) => {
        const ruleAt = (clock: KnownClock) => rulesOf(clock)[index];
        return {
          placed: one,
          ...boundariesOf(one.item),
          secondary: name === 'mock.status-words',
          ruleAt,
          judgeAt: (clock: KnownClock) => ruleAt(clock).judge(one.item),
        };
      }),
    );
}
