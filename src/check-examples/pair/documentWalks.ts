// Which answers of a document the rulebook's QueryJudge judges together. A document is no one
// server's traffic: the same request may be shown twice, at other moments, with other data. So
// only a run of consecutive listing examples at one stated moment (or none), each a page not
// shown before in the run, is judged as one: a query's pages, a filtered result and its base.
import type { Profile } from '../../core/profile';
import { QueryJudge, resultKey } from '../../rules';

/** A listing answer (200) of a document: its query and the moment it states. */
export interface ShownPage {
  query: URLSearchParams;
  nowMs?: number;
}

export class DocumentWalks {
  private judge?: QueryJudge;
  private nowMs?: number;
  private pages = new Set<string>();

  constructor(private readonly profile: Profile) {}

  /** The judge of the run this example belongs to, in document order; an example that shows no listing page (undefined) ends the run. */
  judgeOf(page: ShownPage | undefined): QueryJudge | undefined {
    if (!page) {
      this.judge = undefined;
      return undefined;
    }
    const shown = `${resultKey(page.query)}#${page.query.get('offset') ?? '0'}`;
    if (!this.judge || this.nowMs !== page.nowMs || this.pages.has(shown)) {
      this.judge = new QueryJudge({ profile: this.profile });
      this.nowMs = page.nowMs;
      this.pages = new Set();
    }
    this.pages.add(shown);
    return this.judge;
  }
}
