/** A word: what may not sit right before or after a name for it to be found as a whole word. */
const WORD = /[\p{L}\p{N}_]+/gu;

/**
 * Finds known names in text as whole words, whatever the case, the longest first (`Acme Rates`
 * before `Acme`). It looks names up word by word in a set rather than with one pattern of every
 * name: a pattern of thousands of alternatives tried at every position took seconds per thousand
 * texts. A name is found when it starts and ends with a word character.
 */
export class NameMatcher {
  private readonly names: ReadonlySet<string>;
  /** The most words a name has: how far ahead of a word to look. */
  private readonly maxWords: number;

  constructor(names: Iterable<string>) {
    this.names = new Set([...names].map((name) => name.toLowerCase()));
    this.maxWords = Math.max(0, ...[...this.names].map((name) => name.match(WORD)?.length ?? 0));
  }

  /**
   * `text` with each name found replaced by what `replacer` gives for it (as written in the text);
   * when it gives `undefined`, a shorter name starting at the same word is tried, then none.
   */
  replace(text: string, replacer: (found: string) => string | undefined): string {
    const words = [...text.matchAll(WORD)].map((match) => ({ start: match.index, end: match.index + match[0].length }));
    let result = '';
    let copied = 0;
    for (let i = 0; i < words.length; i += 1) {
      for (let j = Math.min(words.length, i + this.maxWords) - 1; j >= i; j -= 1) {
        const found = text.slice(words[i].start, words[j].end);
        const replacement = this.names.has(found.toLowerCase()) ? replacer(found) : undefined;
        if (replacement === undefined) continue;
        result += text.slice(copied, words[i].start) + replacement;
        copied = words[j].end;
        i = j;
        break;
      }
    }
    return result + text.slice(copied);
  }

  /** The first name `text` holds, as written there, or `undefined`. */
  find(text: string): string | undefined {
    let first: string | undefined;
    this.replace(text, (found) => (first ??= found));
    return first;
  }
}
