import { DateTime } from 'luxon';

// §2.4: the description of an announced status states the expected date, in a wording the
// documentation leaves open. Both checkers judge it with this one reading.

/** How texts commonly write a date, as luxon formats: ISO, the month named in full or short on either side of the day, or in figures. */
const WORDINGS = ['yyyy-M-d', 'yyyy/M/d', 'd LLLL yyyy', 'LLLL d yyyy', 'd LLL yyyy', 'LLL d yyyy', 'd/M/yyyy', 'M/d/yyyy', 'd.M.yyyy', 'd-M-yyyy', 'M-d-yyyy'];

/** Lower case, without leading zeros (`03`), ordinal suffixes (`3rd`), commas or abbreviation dots (`Dec.`), `sept` as `sep`, single spaces. */
const normalize = (text: string) =>
  text
    .toLowerCase()
    .replace(/(?<!\d)0+(\d)/g, '$1')
    .replace(/(\d)(st|nd|rd|th)\b/g, '$1')
    .replace(/([a-z])\.|,/g, '$1 ')
    .replace(/\bsept\b/g, 'sep')
    .replace(/\s+/g, ' ');

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** Whether the text states the date `YYYY-MM-DD` in a common wording, its numbers whole (`2/3/2026` is not in `12/3/2026`). */
export function statesDate(text: string, isoDate: string): boolean {
  const date = DateTime.fromISO(isoDate, { zone: 'UTC', locale: 'en' });
  if (!date.isValid) return false;
  const normalized = normalize(text);
  return WORDINGS.some((format) => new RegExp(`(?<!\\d)${escapeRegExp(normalize(date.toFormat(format)))}(?!\\d)`).test(normalized));
}
