// Tests that texts encoded a chunk at a time give the words of the whole text.
import fc from 'fast-check';
import { ChunkWords, isChunkSeparator } from './chunkWords';
import { encoder } from './wordIndex';

/** A `ChunkWords` with the index's encoder, and the words its ids stand for. */
function chunkWords(maxKept?: number): { words: string[]; chunks: ChunkWords } {
  const words: string[] = [];
  const ids = new Map<string, number>();
  const idOf = (word: string) => ids.get(word) ?? (ids.set(word, words.push(word) - 1), words.length - 1);
  return { words, chunks: new ChunkWords((chunk) => encoder.encode(chunk), idOf, maxKept) };
}

/** The words `chunks` visits in `text`, each once, in the order it first comes. */
function wordsOf({ words, chunks }: ReturnType<typeof chunkWords>, text: string, start?: number, end?: number): string[] {
  const visited = new Set<string>();
  chunks.each(text, (id) => visited.add(words[id]), start, end);
  return [...visited];
}

/** What the encoder gives for the whole text, each word once, in the order it first comes. */
const wholeText = (text: string) => [...new Set(encoder.encode(text))];

const pieces = fc.constantFrom(
  'Acme',
  'acme',
  'Q3',
  '2026',
  ' ',
  '  ',
  '-',
  '--',
  '\t',
  '\u00a0',
  '\u2003',
  '\u3000',
  '\ufeff',
  'Straße',
  'Øre',
  'café',
  'e\u0301',
  '\u0301',
  '㎏',
  '½',
  '—',
  ',',
  '.',
  "'",
  'Ça',
  'ǅ',
  'ﬁ',
  'İ',
  '١٢',
  '東京',
);
const texts = fc.oneof(
  fc.array(pieces, { maxLength: 12 }).map((parts) => parts.join('')),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  fc.string({ maxLength: 30 }),
);

test('a text encoded a chunk at a time gives the words of the text encoded whole', () => {
  const words = chunkWords();
  // Twice: the second pass finds the chunks kept by the first.
  for (let pass = 0; pass < 2; pass++)
    fc.assert(
      fc.property(texts, (text) => expect(wordsOf(words, text)).toEqual(wholeText(text))),
      { numRuns: 2000, seed: 23 },
    );
});

test('chunks past the kept ones are encoded each time, with the same words', () => {
  const words = chunkWords(3);
  for (let pass = 0; pass < 2; pass++)
    fc.assert(
      fc.property(texts, (text) => expect(wordsOf(words, text)).toEqual(wholeText(text))),
      { numRuns: 500, seed: 7 },
    );
});

test('many distinct chunks (the table grows) are all found again, each with its own words', () => {
  const words = chunkWords();
  const text = Array.from({ length: 5000 }, (_, k) => `w${k.toString(36)}`).join(' ');
  expect(wordsOf(words, text)).toEqual(wholeText(text));
  expect(wordsOf(words, text)).toEqual(wholeText(text));
  expect(words.words).toHaveLength(5000);
});

test('a span of a text gives the words of that span only', () => {
  fc.assert(
    fc.property(texts, texts, texts, (before, text, after) => {
      const joined = `${before}${text}${after}`;
      expect(wordsOf(chunkWords(), joined, before.length, before.length + text.length)).toEqual(wordsOf(chunkWords(), text));
    }),
    { numRuns: 500, seed: 5 },
  );
});

test("the separators are exactly the code units JavaScript's \\s matches, and the hyphen", () => {
  const differing: number[] = [];
  for (let code = 0; code <= 0xffff; code++) if (isChunkSeparator(code) !== /[\s-]/.test(String.fromCharCode(code))) differing.push(code);
  expect(differing).toEqual([]);
});

test.each([
  ['Acme Corp Q3 2026 Results acme-corp-q3-2026-results', ['acme', 'corp', 'q3', '2026', 'results']],
  ['Årsrapport arsrapport', ['arsrapport']],
  ['Straße ß', ['strasse', 'ss']],
])('%p has the words %p', (text, words) => {
  expect(wordsOf(chunkWords(), text)).toEqual(words);
});
