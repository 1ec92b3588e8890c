import type { Profile } from '../../core/profile';
import type { ReleasePageItem } from '../../core/types';
import type { PoliteClient } from '../client/politeClient';
import { TimeJudge } from './timeJudge';
import { LISTING_PATH, MAX_LIMIT, PAGE_TYPE } from '../../core/spec';
import type { ApiResponse } from '../client/exchange';
import { fail } from './outcomes';


/** A release page as the listing returns it with `fields=*`. */
export type Item = ReleasePageItem & { id: number };


export interface SuiteOptions {
  profile: Profile;
  /** Time zone of the server's "today", when the tester knows it; otherwise items near a day boundary are not judged. */
  timezone?: string;
}

/** What one full read of the listing showed: every release with every field, and the server's clock then. */
export interface Snapshot {
  items: Item[];
  totalCount: number;
  judge: TimeJudge;
  /** The server's Date header then, in epoch ms; undefined when it sent none (the judge then uses this machine's clock). */
  serverNowMs?: number;
}

/** Everything a rule may use: the polite client, the snapshot, and helpers for listing requests. */
export class SuiteContext {
  /** Every 200 answer of the listing, for the schema rule. */
  readonly listingResponses: ApiResponse[] = [];
  /** Every answer the run received, for the rules that judge them all (their Content-Type). */
  readonly responses: ApiResponse[] = [];
  /** Lines for the run's report that fail no rule; each is added once. */
  readonly warnings = new Set<string>();
  snapshot!: Snapshot;

  constructor(
    readonly client: PoliteClient,
    readonly options: SuiteOptions,
  ) {}

  /** GET any path of the API through the polite client, keeping the answer for the rules that judge every answer. */
  async get(pathAndQuery: string, authorization?: string | null): Promise<ApiResponse> {
    const response = await this.client.get(pathAndQuery, authorization);
    this.responses.push(response);
    return response;
  }

  /** GET the listing with `type=releases.ReleasePage` and the given query (`a=1&b=2`, already encoded). */
  async listing(query = '', authorization?: string | null): Promise<ApiResponse> {
    const suffix = query ? `&${query}` : '';
    const response = await this.get(`${LISTING_PATH}?type=${PAGE_TYPE}${suffix}`, authorization);
    if (response.status === 200) this.listingResponses.push(response);
    return response;
  }

  /** A 200 listing answer's body, failing the rule on anything else. */
  async listingBody(query: string): Promise<{ body: { meta: { total_count: number }; items: Item[] }; response: ApiResponse }> {
    const response = await this.listing(query);
    const body = response.body as { meta?: { total_count?: unknown }; items?: unknown } | undefined;
    if (response.status !== 200 || !Array.isArray(body?.items) || typeof body?.meta?.total_count !== 'number') {
      fail(`the listing did not answer a list for ${query || 'no parameters'}`, {
        expected: 'status 200 with meta.total_count and items',
        actual: `status ${response.status}: ${response.text.slice(0, 300)}`,
        response,
      });
    }
    return { body: body as { meta: { total_count: number }; items: Item[] }, response };
  }

  /**
   * Every item of a query, page after page (`limit` = page size) until a short page, as
   * spec §4.3 says to. Each page's response is kept, in order.
   */
  async walk(query: string, pageSize = MAX_LIMIT): Promise<{ items: Item[]; pages: ApiResponse[]; totalCount: number }> {
    const items: Item[] = [];
    const pages: ApiResponse[] = [];
    let totalCount = 0;
    for (let offset = 0; ; offset += pageSize) {
      const { body, response } = await this.listingBody(`${query ? `${query}&` : ''}limit=${pageSize}&offset=${offset}`);
      pages.push(response);
      items.push(...body.items);
      // The first page's count: a page past the end may miscount, and it is not what a client reads.
      if (pages.length === 1) totalCount = body.meta.total_count;
      if (body.items.length < pageSize) break;
      // A server that ignores offset would be walked until the budget ran out: stop a page past the count.
      if (pages.length > Math.ceil(totalCount / pageSize) + 1) {
        fail(`walking ${query || 'the listing'} ${pageSize} at a time did not end after the pages total_count allows`, {
          expected: `a short page by page ${Math.ceil(totalCount / pageSize) + 1} (total_count ${totalCount})`,
          actual: `${pages.length} full pages`,
          response,
        });
      }
    }
    return { items, pages, totalCount };
  }

  /** Reads the whole listing once, with every field, and the server's clock from the Date header. */
  async takeSnapshot(): Promise<Snapshot> {
    const { items, pages, totalCount } = await this.walk('fields=*');
    const serverNow = Date.parse(pages[0].headers.get('date') ?? '');
    const serverNowMs = Number.isNaN(serverNow) ? undefined : serverNow;
    this.snapshot = { items, totalCount, serverNowMs, judge: new TimeJudge(serverNowMs ?? Date.now(), this.options.timezone) };
    return this.snapshot;
  }
}
