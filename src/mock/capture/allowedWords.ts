// The words `capture --anonymize` keeps: a release calendar's own vocabulary, which names no one.
// Every other word of a text, slug or name field is replaced, so a word belongs here only when it
// cannot be (part of) a company, person, product or place name on its own. Words that are also
// common surnames or brands (Price, Bond, Ford, Shell, Target, Apple, ...) and places (Europe,
// Japan, Nordic, ...) are left out on purpose: leaving them out costs a fake word in a title,
// keeping them could leak a name. Months and weekdays are kept although some are first names
// (May, June): a period is what a title's shape is made of.

const FUNCTION_WORDS =
  'a an and are as at be by for from has have in into is it its not of on or over per than that the their this to under up vs via was will with within without yet';

const PERIODS =
  'am pm q quarter quarters quarterly half halves year years yearly annual annually fy h interim preliminary provisional full first second third fourth final ' +
  'day days week weeks weekly daily month months monthly morning afternoon evening today tomorrow ' +
  'january february march april may june july august september october november december jan feb mar apr jun jul aug sep sept oct nov dec ' +
  'monday tuesday wednesday thursday friday saturday sunday ytd';

const REPORT_KINDS =
  'earnings release releases result results report reports reporting update updates trading statement statements announcement announcements dividend dividends ' +
  'guidance outlook rating ratings review reviews production sales revenue revenues investor investors meeting general shareholders shareholder conference call ' +
  'webcast presentation presentations briefing briefings note notes flash recap preview deep dive chartbook summary commentary alert alerts insight insights ' +
  'rebalance index indices monitor tracker benchmark data feed analytics screener scorecard navigator terminal research team desk markets market ' +
  'equity equities credit rates rate macro fixed income commodities commodity sector spotlight portfolio strategy economic calendar fx real estate trends ' +
  'technology watch energy transition healthcare pipeline consumer banking private emerging pulse sustainability esg capital global ' +
  'company corporation group holdings inc ltd plc llc corp co partners fund funds asset assets management financial securities ' +
  'new notice filing prospectus agm egm ipo';

/** Status codes and the labels and description words of spec §2.4's statuses, and the product statuses the mock uses. */
const STATUSES = 'draft announced scheduled published expected active beta retired';

/** Words of the structure the file keeps: URL paths of the API, page types, the fake hosts (`site-1.example.com`). */
const STRUCTURE = 'http https api v2 pages page releases releasepage emailableindexpage reportpage articlepage site example com';

const ALLOWED: ReadonlySet<string> = new Set([FUNCTION_WORDS, PERIODS, REPORT_KINDS, STATUSES, STRUCTURE].flatMap((list) => list.split(' ')));

/** Periods written as codes: `Q3`, `H1`, `FY2026`, `FY26`, `1Q`, `2H`, `Q3FY26`. */
const PERIOD_CODE = /^(?:q[1-4]|[1-4]q|h[12]|[12]h|fy)(?:fy)?\d{0,4}$/u;

/** The words a date-time cuts into that hold a letter: `01T13` and `00Z` of `2026-03-01T13:30:00Z` in a status description. */
const DATE_TIME_PART = /^(?:\d{1,2}t\d{1,2}|\d+z)$/u;

/** Whether `--anonymize` keeps a word, given as `wordKey` gives it (lower case, accents folded). */
export const isAllowedWord = (key: string): boolean => ALLOWED.has(key) || PERIOD_CODE.test(key) || DATE_TIME_PART.test(key);
