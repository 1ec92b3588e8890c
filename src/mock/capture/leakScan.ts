// Finding words of the captured deployment left in the anonymized output.
import { forEachString, hasLetter, isFormatOnly, pointerOfFirst, WORD, wordKey } from './textWords';

/** Words this short are not looked for: codes and function words of that length are everywhere. */
const MIN_LEAK_LENGTH = 4;

export interface Leaks {
  /** The first field of the output holding a word of the input, as a JSON pointer into the output. */
  pointer: string;
  /** That word, cut to its first character (`A…`, 4 characters): the leak is named, never repeated. */
  hint: string;
  /** Fields holding such a word, the first included. */
  fields: number;
}

/**
 * The check `capture --anonymize` makes of its own output before writing it: every word of the
 * input (`inputWords`, as `wordKeysOf` gives them) longer than 3 characters, with a letter, that
 * anonymizing does not keep on purpose (`keeps`), must be absent from the output, compared as
 * `wordKey`s. Output values whose format holds no name (dates, UUIDs, colours) are not read, as
 * they were not read in the input. `undefined` when no field leaks.
 */
export function findLeaks(output: unknown, inputWords: ReadonlySet<string>, keeps: (key: string) => boolean): Leaks | undefined {
  /** The leaked word of each text read (null: none), as an output repeats its texts. */
  const leakedWord = new Map<string, string | null>();
  const leakIn = (text: string): string | null => {
    if (isFormatOnly(text)) return null;
    for (const word of text.match(WORD) ?? []) {
      const key = wordKey(word);
      if ([...key].length >= MIN_LEAK_LENGTH && hasLetter(key) && !keeps(key) && inputWords.has(key)) return word;
    }
    return null;
  };
  const wordIn = (text: string): string | null => {
    let word = leakedWord.get(text);
    if (word === undefined) {
      word = leakIn(text);
      leakedWord.set(text, word);
    }
    return word;
  };
  let fields = 0;
  let first: string | undefined;
  forEachString(output, (text) => {
    const word = wordIn(text);
    if (word === null) return;
    fields += 1;
    first ??= word;
  });
  if (first === undefined) return undefined;
  // Pointers are made only now: most captures leak nothing, and a pointer per string costs.
  const pointer = pointerOfFirst(output, (text) => wordIn(text) !== null)!;
  return { pointer, hint: `${[...first][0]}… (${[...first].length} characters)`, fields };
}
