// Tests of the fake words: per word and seed, case kept, codes of the same shape.
import { isAllowedWord } from './allowedWords';
import { wordKey } from './textWords';
import { WordFakes } from './wordFakes';

const fakesOf = (words: string[], seed = 7, codes: string[] = []) => new WordFakes(new Set(words.map(wordKey)), isAllowedWord, seed, new Set(codes));

test('a fake depends on the word and the seed only, not on the other words', () => {
  const alone = fakesOf(['Halvorsen']);
  expect(fakesOf(['Halvorsen', 'Okonkwo', 'Trondheim']).word('Halvorsen')).toBe(alone.word('Halvorsen'));
  expect(fakesOf(['Halvorsen'], 8).word('Halvorsen')).not.toBe(alone.word('Halvorsen'));
});

test('a word in any case or with its accents folded is one word: its fake in the case it is written', () => {
  const fakes = fakesOf(['Zürich']);
  const fake = fakes.word('zurich');
  expect(fake).toMatch(/^[a-z]+$/u);
  expect(fakes.text('Zürich, ZÜRICH and zurich-2')).toBe(`${fake[0].toUpperCase()}${fake.slice(1)}, ${fake.toUpperCase()} and ${fake}-2`);
});

test('kept words, digits, spaces and punctuation stay', () => {
  const fakes = fakesOf(['Trondheim']);
  expect(fakes.text('Q3 2026 Earnings Release (AM): 12.5%')).toBe('Q3 2026 Earnings Release (AM): 12.5%');
  expect(fakes.text('Trondheim Q3 2026')).toMatch(/^[A-Z][a-z]+ Q3 2026$/u);
});

test('codes keep their length, digits and case; words with digits are codes', () => {
  const fakes = fakesOf(['HALV', 'OKB7', 'DLV'], 3, ['halv', 'dlv']);
  expect(fakes.word('HALV')).toMatch(/^[A-Z]{4}$/u);
  expect(fakes.word('OKB7')).toMatch(/^[A-Z]{3}7$/u);
  expect(fakes.text('DLV-000042')).toMatch(/^[A-Z]{3}-000042$/u);
});

test('words with digits that are no ASCII digits get ASCII fakes, not an endless draw', () => {
  const fakes = fakesOf(['m²', 'H₂O', '2026年']);
  expect(['m²', 'H₂O', '2026年'].map((word) => fakes.word(word))).toEqual(
    [/^[a-z]{2}$/u, /^[A-Z]{3}$/u, /^2026[a-z]$/u].map((shape) => expect.stringMatching(shape)),
  );
});

test('thousands of words: every fake distinct, in ASCII letters, never a word of the capture nor a kept word', () => {
  // More words than faker has surnames, among them surnames faker might draw.
  const letters = (n: number): string => (n < 26 ? '' : letters(Math.floor(n / 26) - 1)) + String.fromCharCode(97 + (n % 26));
  const words = [...Array.from({ length: 3000 }, (_, i) => `Name${letters(i)}`), 'Smith', 'Jones', 'Brown', 'Miller', 'Davis', 'Wilson', 'Moore', 'Taylor'];
  const fakes = fakesOf(words, 1);
  const drawn = words.map((word) => fakes.word(word).toLowerCase());
  expect(new Set(drawn).size).toBe(words.length);
  const originals = new Set(words.map(wordKey));
  expect(drawn.filter((fake) => originals.has(fake) || isAllowedWord(fake) || !/^[a-z]+$/u.test(fake))).toEqual([]);
});

test('short codes crowded at their length take a letter more rather than loop', () => {
  // Every `<letter>5` is a word of the capture: no fake of two characters is left for them.
  const words = [...'abcdefghijklmnopqrstuvwxyz'].map((letter) => `${letter}5`);
  const fakes = fakesOf(words);
  expect(words.map((word) => fakes.word(word))).toEqual(words.map(() => expect.stringMatching(/^[a-z]5[a-z]+$/u)));
});
