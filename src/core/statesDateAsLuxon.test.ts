// statesDate writes a day's wordings itself, where luxon would format each and a regular expression
// be built per wording: this holds the two readings to the same answers.
import fc from 'fast-check';
import { DateTime } from 'luxon';
import { normalize, statesDate, WORDINGS } from './statesDate';
import { escapeRegExp } from '../../scripts/escapeRegExp';

/** The reading by luxon's formats, with a regular expression per wording: the oracle. */
function statesDateByLuxon(text: string, isoDate: string): boolean {
  const date = DateTime.fromISO(isoDate, { zone: 'UTC', locale: 'en' });
  if (!date.isValid) return false;
  const normalized = normalize(text);
  return WORDINGS.some((format) => new RegExp(`(?<!\\d)${escapeRegExp(normalize(date.toFormat(format)))}(?!\\d)`).test(normalized));
}

const two = (n: number) => String(n).padStart(2, '0');

/** Days of years 0 to 9999, real and not (month 0-13, day 0-32), and other ISO 8601 forms luxon reads. */
const isoDates = fc.oneof(
  fc
    .tuple(fc.integer({ min: 0, max: 9999 }), fc.integer({ min: 0, max: 13 }), fc.integer({ min: 0, max: 32 }))
    .map(([y, m, d]) => `${String(y).padStart(4, '0')}-${two(m)}-${two(d)}`),
  fc.date({ min: new Date('1900-01-01'), max: new Date('2100-12-31'), noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10)),
  fc.constantFrom('2026-03-01T10:00', '2026-W05-1', '20260301', '2026-060', '2026-03', '2026', '+002026-03-01', '2024-02-29', '2023-02-29', '0000-01-01', ''),
);

/** A text that may state the day (or a neighbour) in any wording, padded, ordinal, comma'd, cased, amid noise. */
function textsAbout(isoDate: string): fc.Arbitrary<string> {
  const date = DateTime.fromISO(isoDate, { zone: 'UTC', locale: 'en' });
  const near = date.isValid
    ? [date, date.plus({ days: 1 }), date.minus({ months: 1 }), date.plus({ years: 10 })]
    : [DateTime.fromISO('2026-12-03', { zone: 'UTC' })];
  const stated = fc
    .tuple(
      fc.constantFrom(...near),
      fc.constantFrom(...WORDINGS, 'dd/MM/yyyy', 'MMMM do, yyyy', 'LLL. d, yyyy', 'd LLLL, yyyy', 'yyyy-MM-dd', 'd MMMM yyyy'),
      fc.boolean(),
    )
    .map(([day, format, upper]) => {
      const text = day.toFormat(format.replace('do', 'd') + (format.includes('do') ? "'th'" : ''), { locale: 'en' });
      return upper ? text.toUpperCase() : text;
    });
  const noise = fc.string({ unit: fc.constantFrom('1', '2', '0', ' ', ',', '.', '/', '-', 'a', 'S', 'e', 'p', 't', 'h'), maxLength: 6 });
  return fc.tuple(noise, stated, noise, fc.string({ maxLength: 4 })).map((parts) => parts.join(''));
}

test('statesDate answers as luxon formats and regular expressions answered, for any day and text', () => {
  fc.assert(
    fc.property(
      isoDates.chain((isoDate) => fc.tuple(fc.constant(isoDate), fc.oneof(textsAbout(isoDate), fc.string({ maxLength: 30 })))),
      ([isoDate, text]) => {
        expect(statesDate(text, isoDate)).toBe(statesDateByLuxon(text, isoDate));
      },
    ),
    { numRuns: 2000, seed: 23 },
  );
});

test('the generated texts state their day often enough for the property to mean something', () => {
  const samples = fc.sample(
    isoDates.filter((d) => DateTime.fromISO(d).isValid).chain((isoDate) => fc.tuple(fc.constant(isoDate), textsAbout(isoDate))),
    { numRuns: 1000, seed: 23 },
  );
  const stating = samples.filter(([isoDate, text]) => statesDateByLuxon(text, isoDate)).length;
  expect(stating).toBeGreaterThan(100);
  expect(stating).toBeLessThan(900);
});
