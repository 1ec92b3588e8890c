import fc from 'fast-check';
import { eachWord, encoder } from './wordIndex';

/** The words `eachWord` visits, each once, in the order it first comes. */
function wordsOf(text: string): string[] {
  const words = new Set<string>();
  eachWord(text, (word) => words.add(word));
  return [...words];
}

/** What the encoder gives for the whole text, each word once, in the order it first comes. */
const wholeText = (text: string) => [...new Set(encoder.encode(text))];

test('a text encoded a chunk at a time gives the words of the text encoded whole', () => {
  const pieces = fc.constantFrom('Acme', 'acme', 'Q3', '2026', ' ', '  ', '-', '--', '\t', '\u00a0', 'Straße', 'Øre', 'café', 'e\u0301', '\u0301', '㎏', '½', '—', ',', '.', "'", 'Ça', 'ǅ', 'ﬁ', 'İ', '١٢', '東京');
  const texts = fc.oneof(fc.array(pieces, { maxLength: 12 }).map((parts) => parts.join('')), fc.string({ unit: 'grapheme', maxLength: 30 }), fc.string({ maxLength: 30 }));
  // Twice: the second pass reads the chunks kept by the first.
  for (let pass = 0; pass < 2; pass++) fc.assert(fc.property(texts, (text) => expect(wordsOf(text)).toEqual(wholeText(text))), { numRuns: 2000, seed: 23 });
});

test.each([
  ['Acme Corp Q3 2026 Results acme-corp-q3-2026-results', ['acme', 'corp', 'q3', '2026', 'results']],
  ['Årsrapport arsrapport', ['arsrapport']],
  ['Straße ß', ['strasse', 'ss']],
])('%p has the words %p', (text, words) => {
  expect(wordsOf(text)).toEqual(words);
});
