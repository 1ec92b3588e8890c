// The mock profile's status presentation (openapi.yaml's `Status` table, held in
// profile/mockStatus.ts): the code an item shows where §3's conditions overlap, and each code's
// label, color and description. The documentation leaves both open beyond §2.4.
import { STATUS_CODES } from '../../core/spec';
import type { StatusCode } from '../../core/types';
import { refOf } from '../catalogue';
import { livenessOf } from '../filters/filterRules';
import { statusCondition, type KnownClock } from '../filters/statusConditions';
import { MOCK_STATUS_PRECEDENCE, MOCK_STATUS_WORDS, type DescribedDates } from '../profile/mockStatus';
import type { Readings } from '../profile/readings';
import type { Tri } from '../time/timeJudge';
import { isObject, type Item } from './item';
import { HOLDS, notShown, SKIP, type ItemJudgement, type ItemRule } from './itemJudgement';

const codeShown = (item: Item): StatusCode | undefined =>
  isObject(item.status) ? STATUS_CODES.find((c) => c === (item.status as { code?: unknown }).code) : undefined;

const datesOf = (item: Item) => `expected_date ${item.expected_date}, target_date ${item.target_date}`;

/** The first code of the precedence whose condition holds; undefined when a condition before it cannot be decided. */
export function precedenceCode(item: Item, clock: KnownClock, live: Tri): StatusCode | undefined {
  for (const code of MOCK_STATUS_PRECEDENCE) {
    const met = statusCondition(code, item, clock, live);
    if (met === undefined) return undefined;
    if (met) return code;
  }
  // A live release whose target_date is exactly now meets no condition: the mock shows it being published.
  return 'published';
}

function precedenceRule(clock: KnownClock, readings: Readings): ItemRule {
  return {
    ref: refOf('mock.status-precedence'),
    expected: `the first code of the precedence ${MOCK_STATUS_PRECEDENCE.join(' > ')} whose condition of §3 holds`,
    judge(item): ItemJudgement {
      const shown = codeShown(item);
      if (!shown) return SKIP;
      const expected = precedenceCode(item, clock, livenessOf(item, readings));
      if (expected === undefined) return notShown('expected_date or target_date not shown, or a date too close to the clock');
      return expected === shown ? HOLDS : { problem: `shows ${shown}, yet with ${datesOf(item)} the precedence gives ${expected}`, at: '/status/code' };
    },
  };
}

/** What the item shows of the dates a description is written from, or undefined when it does not show them all. */
function describedDates(item: Item): DescribedDates | undefined {
  if (!('expected_date' in item && 'expected_time_period' in item && 'target_date' in item)) return undefined;
  return item as unknown as DescribedDates;
}

/** The mock's description of the code shown; a string saying why when it cannot be known. */
function mockDescription(code: StatusCode, item: Item, clock: KnownClock): { text: string } | { why: string } {
  if (code === 'draft') return { text: MOCK_STATUS_WORDS.draft.describe(item as unknown as DescribedDates, false) };
  const dates = describedDates(item);
  if (!dates) return { why: 'expected_date, expected_time_period or target_date not shown' };
  const reached = dates.target_date === null ? false : clock.beforeNow(dates.target_date);
  if (reached === undefined && code === 'published') return { why: "target_date too close to the answer's clock" };
  return { text: MOCK_STATUS_WORDS[code].describe(dates, reached === true) };
}

function wordsRule(clock: KnownClock): ItemRule {
  return {
    ref: refOf('mock.status-words'),
    expected: "the label, color and description the mock writes for the code shown (openapi.yaml's Status table)",
    judge(item): ItemJudgement {
      const code = codeShown(item);
      if (!code) return SKIP;
      const status = item.status as Record<string, unknown>;
      const { label, color } = MOCK_STATUS_WORDS[code];
      const description = mockDescription(code, item, clock);
      const wrong = [
        ...(status.label !== label ? [`label ${JSON.stringify(status.label)}, not "${label}"`] : []),
        ...(status.color !== color ? [`color ${JSON.stringify(status.color)}, not "${color}"`] : []),
        ...('text' in description && status.description !== description.text
          ? [`description ${JSON.stringify(status.description)}, not "${description.text}"`]
          : []),
      ];
      if (wrong.length > 0) return { problem: `${code}: ${wrong.join('; ')}`, at: wrong.length === 1 ? `/status/${wrong[0].split(' ')[0]}` : '/status' };
      return 'why' in description ? notShown(description.why) : HOLDS;
    },
  };
}

/** The profile's rules of the code shown and its words: the mock's in the mock profile, none in the spec profile (§2.4's are statusPresentation's). */
export const profileStatusRules = (clock: KnownClock, readings: Readings): ItemRule[] =>
  readings.mockStatusPresentation ? [precedenceRule(clock, readings), wordsRule(clock)] : [];
