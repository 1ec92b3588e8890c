// The tails of generated titles (quarter and kind), each written and slugged once.
import { asciiSlug } from './slugs';

/** A generated title's part after its company, ` <quarter> <kind>`, and that part's `asciiSlug` (none when the shortcut leaves it to slugify). */
export interface TitleTail {
  text: string;
  slug: string | undefined;
}

/**
 * The tails of generated titles (`<company> <quarter> <kind>`: placeDataset.ts), each written and
 * slugged once: a million titles share a few hundred of them (~12 quarters, 14 kinds). A title is
 * then one join, and its slug reads only its company (`joinedSlug`), where a title joined
 * from five pieces would have its slug read it to the end.
 */
export class TitleTails {
  /** By quarter, then kind. */
  private readonly tails = new Map<string, Map<string, TitleTail>>();

  of(quarter: string, kind: string): TitleTail {
    let ofQuarter = this.tails.get(quarter);
    if (ofQuarter === undefined) {
      ofQuarter = new Map();
      this.tails.set(quarter, ofQuarter);
    }
    let tail = ofQuarter.get(kind);
    if (tail === undefined) {
      const text = ` ${quarter} ${kind}`;
      tail = { text, slug: asciiSlug(text) };
      ofQuarter.set(kind, tail);
    }
    return tail;
  }
}
