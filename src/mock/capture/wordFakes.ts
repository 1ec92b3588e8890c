// Fakes of a capture's words, each drawn from the word and the seed, in its case and shape.
import { createHash } from 'node:crypto';
import type { Faker } from '@faker-js/faker';
import { faker as englishFaker } from '@faker-js/faker/locale/en';
import { seededFaker } from '../data/seededFaker';
import { hasLetter, WORD, wordKey } from './textWords';

/** Draws of a surname before a made-up word: faker has about 470 surnames, a deployment thousands of words. */
const SURNAME_DRAWS = 2;
/** Draws of a code's fake at its own length before it takes a letter more (`a1` has 26 fakes of its length). */
const CODE_DRAWS_PER_LENGTH = 20;
const CONSONANTS = [...'bdfghklmnprstvz'];
const VOWELS = [...'aeiou'];

/** Four 32-bit words of the key's SHA-256: a word's fake depends on the word and the seed, not on the other words (unless two draws clash). */
const digestWords = (key: string): number[] => {
  const digest = createHash('sha256').update(key).digest();
  return [0, 4, 8, 12].map((offset) => digest.readUInt32BE(offset));
};

/** faker's English surnames of letters only, in lower case (its `lastName()` parses a pattern per draw, most of the cost of drawing). */
const SURNAMES = englishFaker.definitions.person.last_name.generic!.filter((name) => /^[A-Za-z]+$/u.test(name)).map((name) => name.toLowerCase());

/** A word of letters only: a surname first, then made-up words of more syllables as the draws go on. */
function nameLike(faker: Faker, attempt: number): string {
  if (attempt < SURNAME_DRAWS) return faker.helpers.arrayElement(SURNAMES);
  const syllables = 2 + (attempt % 3) + Math.floor(attempt / 30);
  return Array.from({ length: syllables }, () => faker.helpers.arrayElement(CONSONANTS) + faker.helpers.arrayElement(VOWELS)).join('');
}

/**
 * A code (`agem12`, `dlv`): each character but an ASCII digit replaced by a letter (other digits
 * too: `m²`, `H₂O`), its ASCII digits kept, a letter added now and then once its length is crowded.
 */
function codeLike(key: string, faker: Faker, attempt: number): string {
  const letter = () => faker.string.alpha({ length: 1, casing: 'lower' });
  return (
    [...key].map((character) => (/[0-9]/u.test(character) ? character : letter())).join('') +
    Array.from({ length: Math.floor(attempt / CODE_DRAWS_PER_LENGTH) }, letter).join('')
  );
}

/** `fake` written as `like` is: all capitals, capitalised, or lower case. */
function inCaseOf(fake: string, like: string): string {
  if (like.length > 1 && like === like.toUpperCase() && like !== like.toLowerCase()) return fake.toUpperCase();
  return /^\p{Lu}/u.test(like) ? fake[0].toUpperCase() + fake.slice(1) : fake;
}

/**
 * One fake per word of a capture that `keeps` does not keep, drawn with faker from the seed and a
 * hash of the word (so the same word always gets the same fake, whatever the order of the
 * records), unique among the fakes and never a word of the capture itself nor a kept one; then
 * texts and slugs with each word replaced by its fake in the word's case: a surname or a
 * made-up word for a word, as many letters for a code. Digits-only words stay. The fakes are
 * drawn for the capture's words in sorted order, so that which of two clashing words draws again
 * does not depend on the records' order either.
 */
export class WordFakes {
  private readonly faker = seededFaker();
  /** Fakes by word key, in lower case: ASCII letters (and a code's digits), so that they fit in a slug. */
  private readonly fakes = new Map<string, string>();
  private readonly taken = new Set<string>();
  /** Words and texts replaced so far, as written: a deployment repeats its texts (a report in every release that carries it) and its words. */
  private readonly words = new Map<string, string>();
  private readonly texts = new Map<string, string>();

  constructor(
    /** The keys of every word of the capture (`wordKeysOf`): no fake may be one of them. */
    private readonly captureWords: ReadonlySet<string>,
    private readonly keeps: (key: string) => boolean,
    private readonly seed: number,
    /** Words written as codes (a product's `short_name`): their fakes keep their length. Any word with a digit is one too. */
    private readonly codes: ReadonlySet<string> = new Set(),
  ) {
    for (const key of [...captureWords].sort()) if (this.replaces(key)) this.fakes.set(key, this.draw(key));
  }

  /** Whether a word (by key) is replaced. */
  replaces(key: string): boolean {
    return hasLetter(key) && !this.keeps(key);
  }

  /** A word's fake in the word's case, or the word when it is kept. */
  word(word: string): string {
    let replaced = this.words.get(word);
    if (replaced === undefined) {
      replaced = this.replaced(word);
      this.words.set(word, replaced);
    }
    return replaced;
  }

  /** A text (a title, a name, a slug, a URL's path) with every word replaced; spaces, punctuation and digits stay. */
  text(value: string): string {
    let text = this.texts.get(value);
    if (text === undefined) {
      text = value.replace(WORD, (word) => this.word(word));
      this.texts.set(value, text);
    }
    return text;
  }

  private replaced(word: string): string {
    const key = wordKey(word);
    if (!this.replaces(key)) return word;
    let fake = this.fakes.get(key);
    if (fake === undefined) {
      // A word of no value the fakes were drawn for (the caller passed too few): drawn now.
      fake = this.draw(key);
      this.fakes.set(key, fake);
    }
    return inCaseOf(fake, word);
  }

  private draw(key: string): string {
    const words = digestWords(key);
    const make =
      this.codes.has(key) || /\p{N}/u.test(key) ? (attempt: number) => codeLike(key, this.faker, attempt) : (attempt: number) => nameLike(this.faker, attempt);
    for (let attempt = 0; ; attempt += 1) {
      this.faker.seed([this.seed, ...words, attempt]);
      const fake = make(attempt);
      if (/^[a-z0-9]+$/u.test(fake) && !this.taken.has(fake) && !this.captureWords.has(fake) && !this.keeps(fake)) {
        this.taken.add(fake);
        return fake;
      }
    }
  }
}
