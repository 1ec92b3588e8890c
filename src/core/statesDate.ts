// Whether a text states a given day in one of the common wordings.
import { DateTime } from 'luxon';

// §2.4: the description of an announced status states the expected date, in a wording the
// documentation leaves open. Both checkers judge it with this one reading.

/** How texts commonly write a date, as luxon formats: ISO, the month named in full or short on either side of the day, or in figures. */
export const WORDINGS = [
  'yyyy-M-d',
  'yyyy/M/d',
  'd LLLL yyyy',
  'LLLL d yyyy',
  'd LLL yyyy',
  'LLL d yyyy',
  'd/M/yyyy',
  'M/d/yyyy',
  'd.M.yyyy',
  'd-M-yyyy',
  'M-d-yyyy',
];

/** Lower case, without leading zeros (`03`), ordinal suffixes (`3rd`), commas or abbreviation dots (`Dec.`), `sept` as `sep`, single spaces. */
export const normalize = (text: string) =>
  text
    .toLowerCase()
    .replace(/(?<!\d)0+(\d)/g, '$1')
    .replace(/(\d)(st|nd|rd|th)\b/g, '$1')
    .replace(/([a-z])\.|,/g, '$1 ')
    .replace(/\bsept\b/g, 'sep')
    .replace(/\s+/g, ' ');

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

const isLeap = (year: number) => year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
const daysIn = (year: number, month: number) => (month === 2 ? (isLeap(year) ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31);

/**
 * The WORDINGS of a `YYYY-MM-DD` day, normalized, written directly (luxon's formatting and the
 * normalizing of its output are a costly share of the proxy's checks per page); undefined for any other
 * text, which luxon reads below.
 */
function wordingsOfDay(isoDate: string): string[] | undefined {
  const parts = CALENDAR_DATE.exec(isoDate);
  if (!parts) return undefined;
  const [y, m, d] = [Number(parts[1]), Number(parts[2]), Number(parts[3])];
  if (m < 1 || m > 12 || d < 1 || d > daysIn(y, m)) return undefined;
  const [long, short] = [MONTHS[m - 1], MONTHS[m - 1].slice(0, 3)];
  return [
    `${y}-${m}-${d}`,
    `${y}/${m}/${d}`,
    `${d} ${long} ${y}`,
    `${long} ${d} ${y}`,
    `${d} ${short} ${y}`,
    `${short} ${d} ${y}`,
    `${d}/${m}/${y}`,
    `${m}/${d}/${y}`,
    `${d}.${m}.${y}`,
    `${d}-${m}-${y}`,
    `${m}-${d}-${y}`,
  ];
}

/** The WORDINGS of any date luxon reads from ISO 8601, normalized; [] when it reads none. */
function wordingsOfIso(isoDate: string): string[] {
  const date = DateTime.fromISO(isoDate, { zone: 'UTC', locale: 'en' });
  return date.isValid ? WORDINGS.map((format) => normalize(date.toFormat(format))) : [];
}

const isDigit = (code: number) => code >= 48 && code <= 57;

/** Whether `needle` is in `text` with no digit right before or after it. */
function holdsWhole(text: string, needle: string): boolean {
  for (let at = text.indexOf(needle); at !== -1; at = text.indexOf(needle, at + 1)) {
    if (!isDigit(text.charCodeAt(at - 1)) && !isDigit(text.charCodeAt(at + needle.length))) return true;
  }
  return false;
}

/** Whether the text states the date `YYYY-MM-DD` in a common wording, its numbers whole (`2/3/2026` is not in `12/3/2026`). */
export function statesDate(text: string, isoDate: string): boolean {
  const wordings = wordingsOfDay(isoDate) ?? wordingsOfIso(isoDate);
  if (wordings.length === 0) return false;
  const normalized = normalize(text);
  return wordings.some((wording) => holdsWhole(normalized, wording));
}
