// Tests that the string set answers as a native `Set` does, before and after its table takes over.
import fc from 'fast-check';
import { StringSet } from './stringSet';

/** Distinct strings that fill the native Set, so that what follows goes through the table (and its growth). */
const FILLERS = Array.from({ length: 12_000 }, (_, i) => `filler-${i}`);

test('add answers as a Set does (new or not), before and after the table takes over, through growth and strings that share a slot', () => {
  // Few distinct strings among many adds, some equal to the fillers.
  const texts = fc.array(
    fc.oneof(
      fc.string({ maxLength: 3 }),
      fc.string({ unit: 'grapheme', maxLength: 30 }),
      fc.nat(5000).map(String),
      fc.nat(13_000).map((i) => `filler-${i}`),
    ),
    { maxLength: 3000 },
  );
  fc.assert(
    fc.property(texts, fc.boolean(), (added, filled) => {
      const set = new StringSet();
      const reference = new Set<string>();
      const texts = filled ? [...FILLERS, ...added] : added;
      // Each add's answer beside the Set's, compared once: an expect per add costs more than the adds.
      const isNew = texts.map((text) => !reference.has(text) && reference.add(text) !== undefined);
      expect(texts.map((text) => set.add(text))).toEqual(isNew);
      expect(set.size).toBe(reference.size);
    }),
    { numRuns: 60, seed: 23 },
  );
});

test('a hundred thousand distinct strings all stay found', () => {
  const set = new StringSet();
  const slugs = Array.from({ length: 100_000 }, (_, i) => `slug-${i}`);
  // The first answer that differs, if any, with its slug: one expect for the hundred thousand adds of each pass.
  const firstWrong = (expected: boolean) => slugs.find((slug) => set.add(slug) !== expected);
  expect(firstWrong(true)).toBeUndefined();
  expect(firstWrong(false)).toBeUndefined();
  expect(set.size).toBe(100_000);
});
