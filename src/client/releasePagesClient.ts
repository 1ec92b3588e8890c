import type { operations } from '../core/generated/openapi';
import { LISTING_PATH, PAGE_TYPE } from '../core/spec';
import type { ReleasePageItem, ReleasePageList } from '../core/types';

/** The listing's query parameters as openapi.yaml declares them; `type` is filled in. */
export type ListReleasePagesParams = Omit<NonNullable<operations['listReleasePages']['parameters']['query']>, 'type'>;

export interface ClientOptions {
  /** Origin of the API, e.g. `http://127.0.0.1:4010` or a deployment's. */
  baseUrl: string;
  /** The API token, sent as `Authorization: Token <token>`. */
  token: string;
  /** A fetch to use instead of the global one (tests, proxies). */
  fetch?: typeof fetch;
}

/** An answer other than 200: its status and parsed body (`{"detail"}` or `{"message"}` for documented errors). */
export class ReleasePagesApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`Release Pages API answered ${status}: ${typeof body === 'string' ? body.slice(0, 200) : JSON.stringify(body)}`);
  }
}

/** A typed client of the Release Pages listing, built on fetch. */
export class ReleasePagesClient {
  private readonly baseUrl: string;
  private readonly fetch: typeof fetch;

  constructor(private readonly options: ClientOptions) {
    this.baseUrl = options.baseUrl.replace(/\/+$/, '');
    this.fetch = options.fetch ?? fetch;
  }

  /** One page of the listing. */
  listReleasePages(params: ListReleasePagesParams = {}): Promise<ReleasePageList> {
    const query = new URLSearchParams({ type: PAGE_TYPE });
    for (const [name, value] of Object.entries(params)) if (value !== undefined) query.set(name, String(value));
    return this.get(`${LISTING_PATH}?${query}`) as Promise<ReleasePageList>;
  }

  /** The release page at its `detail_url` (every field unless `fields` says otherwise). */
  getReleasePage(id: number, fields?: string): Promise<ReleasePageItem> {
    return this.get(`${LISTING_PATH}${id}/${fields === undefined ? '' : `?${new URLSearchParams({ fields })}`}`) as Promise<ReleasePageItem>;
  }

  private async get(pathAndQuery: string): Promise<unknown> {
    const response = await this.fetch(`${this.baseUrl}${pathAndQuery}`, { headers: { Authorization: `Token ${this.options.token}` } });
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // Not JSON (an HTML error page, say): kept as text.
    }
    if (response.status !== 200) throw new ReleasePagesApiError(response.status, body);
    return body;
  }
}
