// Tests of cleaning captured records: fields dropped and records skipped, each with a note.
import { exportedReleases } from '../exportCommand';
import { FIXED_NOW } from '../testing/testApp';
import { cleanRecords, skippedLine } from './cleanRecords';

const [first, second, third] = exportedReleases({ seed: 5, count: 20, now: FIXED_NOW, timezone: 'UTC' });

test('meta fields the mock does not serve are dropped, one note per field name however many records had it', () => {
  const items = [first, second, third].map((page, i) => ({ ...page, meta: { ...page.meta, locale: 'en', ...(i === 1 ? { seo_title: 'x' } : {}) } }));
  const { releases, notes, unknownFields } = cleanRecords(items);
  expect(unknownFields).toEqual([]); // Wagtail's own
  expect(notes).toEqual([
    `dropped /meta/locale, a meta field the mock does not serve: 3 records, the first record 0 (id ${first.id})`,
    `dropped /meta/seo_title, a meta field the mock does not serve: record 1 (id ${second.id})`,
  ]);
  expect(releases).toEqual([first, second, third]);
  expect(items[0].meta.locale).toBe('en');
});

test('fields the schema does not know: one note per field, before the skipped records, which are named one by one', () => {
  const items = [
    { ...first, colour: 'red' },
    { ...second, colour: 'blue', expected_date: 'soon' },
    { ...third, status: { ...third.status, icon: 'clock' } },
    { ...third },
  ];
  const { releases, notes, skipped, unknownFields } = cleanRecords(items);
  expect(unknownFields).toEqual([
    { label: `record 0 (id ${first.id})`, pointer: '/colour', value: 'red' },
    { label: `record 1 (id ${second.id})`, pointer: '/colour', value: 'blue' },
    { label: `record 2 (id ${third.id})`, pointer: '/status/icon', value: 'clock' },
  ]);
  expect(notes).toEqual([
    `dropped /colour, a field the mock does not know: 2 records, the first record 0 (id ${first.id})`,
    `dropped /status/icon, a field the mock does not know: record 2 (id ${third.id})`,
    expect.stringMatching(new RegExp(`^record 1 \\(id ${second.id}\\): skipped: /expected_date must match format "date"`)),
    `record 3 (id ${third.id}): skipped: /id ${third.id} is used by an earlier record`,
  ]);
  expect(releases).toEqual([first, third]);
  expect(skipped).toEqual([expect.stringMatching(/^\/expected_date must match format "date"/), '/id is used by an earlier record']);
});

test('the skipped records counted on one line, the commonest reasons first, past three the rest together', () => {
  expect(skippedLine(Array(84).fill('/title must be string'), 430)).toBe('84 of 430 records skipped: /title must be string (84)');
  const reasons = ['/a x', '/b x', '/b x', '/c x', '/c x', '/c x', '/d x', '/e x'];
  expect(skippedLine(reasons, 9)).toBe('8 of 9 records skipped: /c x (3); /b x (2); /a x (1); other reasons, named above (2)');
});

test('a record with a null title is skipped for it', () => {
  const { releases, skipped } = cleanRecords([{ ...first, title: null }, second]);
  expect(releases).toEqual([second]);
  expect(skipped).toEqual(['/title must be string']);
});

test('an item nested deeper than the call stack goes is skipped, not a crash', () => {
  let deep: unknown = 'x';
  for (let i = 0; i < 200_000; i += 1) deep = [deep];
  const { releases, notes, skipped } = cleanRecords([first, { id: 9, meta: deep }]);
  expect(releases).toEqual([first]);
  expect(notes).toEqual(['record 1 (id 9): skipped: / nests deeper than a record can']);
  expect(skipped).toEqual(['/ nests deeper than a record can']);
});

test('records the mock serves as they are give no note', () => {
  expect(cleanRecords([first, second])).toEqual({ releases: [first, second], notes: [], skipped: [], unknownFields: [] });
});
