// Tests that the string set answers as a native `Set` does, before and after its table takes over.
import fc from 'fast-check';
import { StringSet } from './stringSet';

/** Distinct strings that fill the native Set, so that what follows goes through the table (and its growth). */
const FILLERS = Array.from({ length: 12_000 }, (_, i) => `filler-${i}`);

test('add answers as a Set does (new or not), before and after the table takes over, through growth and strings that share a slot', () => {
  // Few distinct strings among many adds, some equal to the fillers.
  const texts = fc.array(fc.oneof(fc.string({ maxLength: 3 }), fc.string({ unit: 'grapheme', maxLength: 30 }), fc.nat(5000).map(String), fc.nat(13_000).map((i) => `filler-${i}`)), { maxLength: 3000 });
  fc.assert(
    fc.property(texts, fc.boolean(), (added, filled) => {
      const set = new StringSet();
      const reference = new Set<string>();
      for (const text of filled ? [...FILLERS, ...added] : added) {
        const isNew = !reference.has(text);
        reference.add(text);
        expect(set.add(text)).toBe(isNew);
      }
      expect(set.size).toBe(reference.size);
    }),
    { numRuns: 60, seed: 23 },
  );
});

test('a hundred thousand distinct strings all stay found', () => {
  const set = new StringSet();
  for (let i = 0; i < 100_000; i++) expect(set.add(`slug-${i}`)).toBe(true);
  for (let i = 0; i < 100_000; i++) expect(set.add(`slug-${i}`)).toBe(false);
  expect(set.size).toBe(100_000);
});
