// Tests of reading a capture's words, format-only values and JSON pointers.
import { forEachString, isFormatOnly, pointerOfFirst, WORD, wordKey, wordKeysOf } from './textWords';

test('words are letters and digits; accents and case fold in the key', () => {
  expect([...'Zürich: Q3-2026/halvorsen_maritime. (AM)'.matchAll(WORD)].map(([word]) => word)).toEqual(['Zürich', 'Q3', '2026', 'halvorsen', 'maritime', 'AM']);
  expect(wordKey('ZÜRICH')).toBe('zurich');
  expect(wordKey('Zu\u0308rich')).toBe('zurich');
});

test('dates, date-times, UUIDs and colours are format-only values; text with a date in it is not', () => {
  for (const value of ['2026-03-01', '2026-03-01T13:30:00+00:00', '2026-03-01T13:30:00.123Z', '3f1c8a52-6f0e-4b8e-9d55-0c2b7a4e9b11', '#0D6EFD'])
    expect(isFormatOnly(value)).toBe(true);
  for (const value of ['Expected on 2026-03-01.', 'cafe', '#cafe', 'deadbeef-cafe']) expect(isFormatOnly(value)).toBe(false);
});

test('every string, in document order, and no other value; the JSON pointer of the first that passes a test, names escaped', () => {
  const value = { a: ['x', 1, null, { 'b/c': 'y', 'd~e': 'z' }], f: true, g: 'w' };
  const seen: string[] = [];
  forEachString(value, (text) => seen.push(text));
  expect(seen).toEqual(['x', 'y', 'z', 'w']);
  expect(['x', 'y', 'z', 'w', 'v'].map((wanted) => pointerOfFirst(value, (text) => text === wanted))).toEqual([
    '/a/0',
    '/a/3/b~1c',
    '/a/3/d~0e',
    '/g',
    undefined,
  ]);
});

test('a value nested deeper than the call stack goes is walked, not a crash', () => {
  let deep: unknown = 'Halvorsen';
  for (let i = 0; i < 200_000; i += 1) deep = [deep];
  expect(wordKeysOf(deep)).toEqual(new Set(['halvorsen']));
  expect(pointerOfFirst(deep, () => true)).toBe('/0'.repeat(200_000));
});

test('the words of a value skip its format-only strings', () => {
  expect(wordKeysOf({ id: 'deadbeef-cafe-4ace-bead-facadebadbed', at: '2026-03-01T13:30:00Z', title: 'Café Nord' })).toEqual(new Set(['cafe', 'nord']));
});
