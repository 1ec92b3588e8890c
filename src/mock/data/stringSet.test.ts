import fc from 'fast-check';
import { StringSet } from './stringSet';

test('add answers as a Set does (new or not), through growth and strings that share a slot', () => {
  // Few distinct strings among many adds, and sizes past several growths of the table.
  const texts = fc.array(fc.oneof(fc.string({ maxLength: 3 }), fc.string({ unit: 'grapheme', maxLength: 30 }), fc.nat(5000).map(String)), { maxLength: 3000 });
  fc.assert(
    fc.property(texts, (added) => {
      const set = new StringSet();
      const reference = new Set<string>();
      for (const text of added) {
        const isNew = !reference.has(text);
        reference.add(text);
        expect(set.add(text)).toBe(isNew);
      }
      expect(set.size).toBe(reference.size);
    }),
    { numRuns: 200, seed: 23 },
  );
});

test('a hundred thousand distinct strings all stay found', () => {
  const set = new StringSet();
  for (let i = 0; i < 100_000; i++) expect(set.add(`slug-${i}`)).toBe(true);
  for (let i = 0; i < 100_000; i++) expect(set.add(`slug-${i}`)).toBe(false);
  expect(set.size).toBe(100_000);
});
