// What the suite's rules share: the client, the snapshot of the listing, and the requests and findings of a run.
import type { Profile } from '../../core/profile';
import type { ReleasePageItem } from '../../core/types';
import { faultArgs, faultOf, ServerFault, type PoliteClient } from '../../net/client/politeClient';
import { TimeJudge } from '../../rules';
import { LISTING_PATH, MAX_LIMIT, PAGE_TYPE } from '../../core/spec';
import type { ApiResponse, RecordedRequest } from '../../net/client/exchange';
import { fail, skip } from './outcomes';

/** A release page as the listing returns it with `fields=*`. */
export type SuiteItem = ReleasePageItem & { id: number };

export interface SuiteOptions {
  profile: Profile;
  /** Time zone of the server's "today", when the tester knows it; otherwise items near a day boundary are not judged. */
  timezone?: string;
}

/** An ordinary valid request: answered with a list, it shows the deployment still serves. */
const PROBE = `${LISTING_PATH}?type=${PAGE_TYPE}&limit=1`;

/** Up to this many releases the listing is read whole; a larger one is sampled, and results are read in windows. */
export const FULL_READ_LIMIT = 2000;
/** Pages of 200 a sampled snapshot reads, spread from the first to the last. */
const SAMPLE_PAGES = 10;
/** A larger result is read in this many windows, spread through it, of WINDOW_SIZE items each. */
const WINDOWS = 5;
const WINDOW_SIZE = 400;
/** Page sizes the snapshot tries, largest first, when the deployment refuses the documented maximum. */
const FALLBACK_PAGE_SIZES = [MAX_LIMIT, 100, 50, 20] as const;

/** Part of a result: `count` items from `offset`. */
export interface Window {
  offset: number;
  count: number;
}

/** Where to read a result of `total` items: all of it when small, else windows spread from its start to its end. */
export function windowsOf(total: number): Window[] {
  if (total <= FULL_READ_LIMIT) return [{ offset: 0, count: total }];
  return Array.from({ length: WINDOWS }, (_, i) => ({ offset: Math.floor((i * (total - WINDOW_SIZE)) / (WINDOWS - 1)), count: WINDOW_SIZE }));
}

/**
 * What a read of the listing showed, every field of each release, and the server's clock then:
 * the whole listing when it holds at most FULL_READ_LIMIT releases, else whole pages spread
 * through it (a sample: rules judge what it holds and say so).
 */
export interface Snapshot {
  items: SuiteItem[];
  totalCount: number;
  /** Whether `items` is the whole listing. */
  complete: boolean;
  judge: TimeJudge;
  /** The server's Date header then, in epoch ms; undefined when it sent none (the judge then uses this machine's clock). */
  serverNowMs?: number;
}

/** How many cases (items, answers) a rule could not decide, and why the first could not. */
export interface NotJudgedTally {
  count: number;
  why: string;
}

/** A probe a rule drew from the data: its class in words (`non-ASCII title word, upper case`) and the query it sent. */
export interface DrawnProbe {
  what: string;
  query: string;
}

/** Probes a rule's report lists at most. */
const MAX_PROBES_SHOWN = 50;

/** What the context needs of a rule that watches every answer (see `Rule.watch`). */
export interface AnswerWatcher {
  name: string;
  watch?(response: ApiResponse, memo: Map<string, unknown>, context: SuiteContext): void;
}

/** Everything a rule may use: the polite client, the snapshot, and helpers for listing requests. */
export class SuiteContext {
  /**
   * The request of the listing answer each item came in, to replay it; kept no longer than the
   * item itself. Not the answer: its text and the rest of its parsed body would live as long.
   */
  private readonly requests = new WeakMap<object, RecordedRequest>();
  /** Titles of the first items seen, for the rules that check a refusal carries none. */
  private readonly titles = new Set<string>();
  /** The rules of the run that watch every answer, each with its memo. */
  private readonly watchers: { rule: AnswerWatcher; memo: Map<string, unknown> }[];
  /** Lines for the run's report that fail no rule; each is added once. */
  readonly warnings = new Set<string>();
  private taken: Snapshot | undefined;

  constructor(
    readonly client: PoliteClient,
    readonly options: SuiteOptions,
    rules: readonly AnswerWatcher[] = [],
  ) {
    this.watchers = rules.filter((rule) => rule.watch).map((rule) => ({ rule, memo: new Map() }));
  }

  private readonly shared = new Map<string, Promise<unknown>>();

  /**
   * What several rules need and the server cannot change during a run, read once: the first rule
   * to ask pays its requests. A read that failed is tried again by the next rule that asks.
   */
  once<T>(key: string, read: () => Promise<T>): Promise<T> {
    let pending = this.shared.get(key) as Promise<T> | undefined;
    if (!pending) {
      pending = read();
      this.shared.set(key, pending);
      pending.catch(() => this.shared.delete(key));
    }
    return pending;
  }

  /** What a watching rule kept of the answers so far. */
  memoOf(rule: Pick<AnswerWatcher, 'name'>): Map<string, unknown> {
    return this.watchers.find((w) => w.rule.name === rule.name)?.memo ?? new Map();
  }

  /** The request of the listing answer an item came in, while the run holds the item. */
  requestHolding(item: object): RecordedRequest | undefined {
    return this.requests.get(item);
  }

  /** The budget of the rule running now: the requests sent when it started, and how many it may send. */
  private ruleBudget: { startedAt: number; requests: number } | undefined;

  /** Starts counting a rule's requests against its budget (none for the snapshot and the preflight), and its cases not judged and probes afresh. */
  startRule(budget: number | undefined): void {
    this.ruleBudget = budget === undefined ? undefined : { startedAt: this.client.sent, requests: budget };
    this.unjudged = undefined;
    this.drawn = [];
  }

  /** The probes the running rule drew from the data, for the report. */
  private drawn: DrawnProbe[] = [];

  /** Records a probe the running rule drew from the data: what it is (its class) and the query it sent; bounded per rule. */
  drew(what: string, query: string): void {
    if (this.drawn.length < MAX_PROBES_SHOWN) this.drawn.push({ what, query });
  }

  /** The probes the running rule drew so far. */
  get probesSoFar(): readonly DrawnProbe[] {
    return this.drawn;
  }

  /** The cases (releases, answers) the running rule could not decide, each once, and the first reason. */
  private unjudged: { cases: Set<string>; why: string } | undefined;

  /**
   * Counts cases the running rule could not decide (a field not shown, a date too close to the
   * clock), each once however many of its checks met it (`release 12`), keeping the first reason.
   */
  notJudged(cases: readonly string[], why: string): void {
    if (cases.length === 0) return;
    this.unjudged ??= { cases: new Set(), why };
    for (const name of cases) this.unjudged.cases.add(name);
  }

  /** What the running rule could not decide so far; undefined when it decided every case. */
  get notJudgedSoFar(): NotJudgedTally | undefined {
    return this.unjudged && { count: this.unjudged.cases.size, why: this.unjudged.why };
  }

  /**
   * GET any path of the API through the polite client, keeping the answer for the rules that
   * judge every answer. Within a rule, any answer is the rule's evidence (a server error, a
   * redirect, a body that is not JSON included) while the deployment still answers an ordinary
   * request; outside one (the preflight, the snapshot), such an answer ends the run.
   */
  async get(pathAndQuery: string, authorization?: string | null): Promise<ApiResponse> {
    if (!this.ruleBudget) return this.watched(await this.client.get(pathAndQuery, authorization));
    if (this.client.sent - this.ruleBudget.startedAt >= this.ruleBudget.requests) {
      skip(`the rule needs more than its budget of ${this.ruleBudget.requests} requests`);
    }
    const response = await this.client.answer(pathAndQuery, authorization);
    const fault = faultOf(response);
    // A 4xx is a refusal whatever its body (the shape of an error body is not shown, §7): nothing to tell apart.
    if (fault && (response.status < 400 || response.status > 499)) await this.expectServing(response, fault);
    return this.watched(response);
  }

  private watched(response: ApiResponse): ApiResponse {
    for (const { rule, memo } of this.watchers) rule.watch!(response, memo, this);
    return response;
  }

  /**
   * Tells a fault of one request (the rule's evidence) from a deployment that fails every request
   * (no rule's): an ordinary request, the preflight's listing, must still be answered with a list,
   * or the run ends on the first fault's line (exit code 2).
   */
  private async expectServing(response: ApiResponse, fault: string): Promise<void> {
    const probe = await this.client.answer(PROBE);
    if (probe.status !== 200 || faultOf(probe)) throw new ServerFault('RP_ANSWER_FAULT_EVERYWHERE', ...faultArgs(response, fault), probe.status);
  }

  /** GET the listing with `type=releases.ReleasePage` and the given query (`a=1&b=2`, already encoded). */
  async listing(query = '', authorization?: string | null): Promise<ApiResponse> {
    const suffix = query ? `&${query}` : '';
    const response = await this.get(`${LISTING_PATH}?type=${PAGE_TYPE}${suffix}`, authorization);
    const items = (response.body as { items?: unknown } | undefined)?.items;
    if (response.status === 200 && Array.isArray(items)) {
      for (const item of items) {
        if (typeof item !== 'object' || item === null) continue;
        this.requests.set(item, response.request);
        const title = (item as { title?: unknown }).title;
        if (typeof title === 'string' && this.titles.size < 50) this.titles.add(title);
      }
    }
    return response;
  }

  /** A 200 listing answer's body, failing the rule on anything else. */
  async listingBody(query: string): Promise<{ body: { meta: { total_count: number }; items: SuiteItem[] }; response: ApiResponse }> {
    return this.listingBodyOf(await this.listing(query), query);
  }

  /** The body of a listing answer to `query` when it is a 200 list; else the rule fails, showing the status and body. */
  listingBodyOf(response: ApiResponse, query: string): { body: { meta: { total_count: number }; items: SuiteItem[] }; response: ApiResponse } {
    const body = response.body as { meta?: { total_count?: unknown }; items?: unknown } | undefined;
    if (response.status !== 200 || !Array.isArray(body?.items) || typeof body?.meta?.total_count !== 'number') {
      fail(`the listing did not answer a list for ${query || 'no parameters'}`, {
        expected: 'status 200 with meta.total_count and items',
        actual: `status ${response.status}: ${response.text.slice(0, 300)}`,
        response,
      });
    }
    return { body: body as { meta: { total_count: number }; items: SuiteItem[] }, response };
  }

  /** Up to 50 release titles of the listing answers received so far (the preflight's among them). */
  seenTitles(): string[] {
    return [...this.titles];
  }

  /** The snapshot, once `takeSnapshot` has read it (before the first rule that needs one). */
  get snapshot(): Snapshot {
    if (!this.taken) throw new Error('the snapshot is read before the first rule that needs it');
    return this.taken;
  }

  /**
   * Every item of a query, page after page (`limit` = page size) until a short page, as
   * spec §4.3 says to. Each page's response is kept, in order.
   */
  walk(query: string, pageSize = this.pageSize): Promise<{ items: SuiteItem[]; pages: ApiResponse[]; totalCount: number }> {
    return this.readRange(query, { offset: 0, count: Infinity }, pageSize);
  }

  /** The items of a window of a query's result, page after page (`limit` = page size), until the window or a short page ends. */
  async readRange(query: string, window: Window, pageSize = this.pageSize): Promise<{ items: SuiteItem[]; pages: ApiResponse[]; totalCount: number }> {
    const items: SuiteItem[] = [];
    const pages: ApiResponse[] = [];
    let totalCount = 0;
    for (let offset = window.offset; offset < window.offset + window.count; offset += pageSize) {
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

  /** Whether the snapshot was read. */
  get hasSnapshot(): boolean {
    return this.taken !== undefined;
  }

  /**
   * The page size the suite reads in: 200, the documented maximum (§4.1, §8), unless the
   * deployment refused it when the snapshot was read; then the largest smaller size it served,
   * so that the run goes on (`content.valid-requests-are-served` fails on the refusal).
   */
  pageSize = MAX_LIMIT;

  /**
   * Reads the listing with every field: whole when it holds at most FULL_READ_LIMIT releases,
   * else SAMPLE_PAGES pages spread from the first to the last; and the server's clock from the
   * Date header. Linear in nothing: a fixed number of requests past that size.
   */
  async takeSnapshot(): Promise<Snapshot> {
    const first = await this.firstServedPage();
    const totalCount = first.body.meta.total_count;
    const complete = totalCount <= FULL_READ_LIMIT;
    const items = complete ? [...first.body.items, ...(await this.restOf(first.body.items))] : await this.samplePages(totalCount, first.body.items);
    const serverNow = Date.parse(first.response.headers.get('date') ?? '');
    const serverNowMs = Number.isNaN(serverNow) ? undefined : serverNow;
    this.taken = { items, totalCount, complete, serverNowMs, judge: new TimeJudge(serverNowMs ?? Date.now(), this.options.timezone) };
    return this.taken;
  }

  /** The snapshot's first page, at the largest of FALLBACK_PAGE_SIZES the deployment answers with a list; a refusal of each ends the run. */
  private async firstServedPage(): Promise<{ body: { meta: { total_count: number }; items: SuiteItem[] }; response: ApiResponse }> {
    for (const size of FALLBACK_PAGE_SIZES) {
      const response = await this.listing(`fields=*&limit=${size}&offset=0`);
      // A refusal for its parameters (§7's 400, or 422) of a valid page size: try a smaller one.
      if ((response.status === 400 || response.status === 422) && size !== FALLBACK_PAGE_SIZES[FALLBACK_PAGE_SIZES.length - 1]) continue;
      this.pageSize = size;
      if (size !== MAX_LIMIT) this.warnings.add(`the listing refused pages of ${MAX_LIMIT}; the suite read pages of ${size}`);
      return this.listingBodyOf(response, `fields=*&limit=${size}&offset=0`);
    }
    throw new Error('no page size to try');
  }

  /** The listing after its first page, read to its end (nothing when the first page was short). */
  private async restOf(firstPage: SuiteItem[]): Promise<SuiteItem[]> {
    return firstPage.length < this.pageSize ? [] : (await this.readRange('fields=*', { offset: this.pageSize, count: Infinity })).items;
  }

  /** Whole pages at offsets spread from the first page to the last, each release once. */
  private async samplePages(totalCount: number, firstPage: SuiteItem[]): Promise<SuiteItem[]> {
    const byId = new Map(firstPage.map((item) => [item.id, item]));
    for (let i = 1; i < SAMPLE_PAGES; i++) {
      const offset = Math.floor((i * (totalCount - this.pageSize)) / (SAMPLE_PAGES - 1));
      for (const item of (await this.listingBody(`fields=*&limit=${this.pageSize}&offset=${offset}`)).body.items) byId.set(item.id, item);
    }
    return [...byId.values()];
  }
}
