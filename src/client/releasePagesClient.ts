// The typed client of the Release Pages API: the listing, the detail and every page, typed by `fields`.
import type { operations } from '../core/generated/openapi';
import { LISTING_PATH, MAX_LIMIT, PAGE_TYPE } from '../core/spec';
import { apiErrorFor } from './apiErrors';
import type { DetailItem, FieldsReading, ListingItem, ListingPage } from './fieldsType';

/** The listing's query parameters as openapi.yaml declares them; `type` is filled in. */
export type ListReleasePagesParams = Omit<NonNullable<operations['listReleasePages']['parameters']['query']>, 'type'>;

/** The parameters with `fields` kept as its literal type, which decides the items' type. */
export type ListParams<Fields extends string | undefined> = Omit<ListReleasePagesParams, 'fields'> & { fields?: Fields };

export interface ClientOptions<Reading extends FieldsReading = 'spec'> {
  /** Origin of the API, e.g. `http://127.0.0.1:4010` or a deployment's. */
  baseUrl: string;
  /** The API token, sent as `Authorization: Token <token>`. */
  token: string;
  /** A fetch to use instead of the global one (tests, proxies). */
  fetch?: typeof fetch;
  /** Headers sent with every request, e.g. the mock's `Prefer` or `X-Mock-Now`; `Authorization` is always the token's. */
  headers?: Record<string, string>;
  /**
   * How the items' types read a `fields` list of names (types only): `spec` (the default), the
   * defaults not named may be missing, as §4.1's "restricted to the requested fields" admits;
   * `additive`, they are there, as Wagtail and the mock answer.
   */
  fieldsReading?: Reading;
}

/** One call's own: headers added to (and over) the client's, and a signal that aborts it. */
export interface RequestOptions {
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/**
 * A typed client of the Release Pages listing, built on fetch. Items are typed by the `fields`
 * asked for (fieldsType.ts); an answer other than 200 rejects with a ReleasePagesApiError subclass.
 */
export class ReleasePagesClient<Reading extends FieldsReading = 'spec'> {
  private readonly baseUrl: string;
  private readonly fetch: typeof fetch;

  constructor(private readonly options: ClientOptions<Reading>) {
    this.baseUrl = options.baseUrl.replace(/\/+$/, '');
    this.fetch = options.fetch ?? fetch;
  }

  /** One page of the listing. */
  listReleasePages<Fields extends string | undefined = undefined>(
    params: ListParams<Fields> = {},
    request?: RequestOptions,
  ): Promise<ListingPage<Fields, Reading>> {
    const query = new URLSearchParams({ type: PAGE_TYPE });
    for (const [name, value] of Object.entries(params)) if (value !== undefined) query.set(name, String(value));
    return this.get(`${LISTING_PATH}?${query}`, request) as Promise<ListingPage<Fields, Reading>>;
  }

  /**
   * Every item from `offset` on, page after page (`offset += limit`, spec §4.3), until a page
   * comes back short; it stops too once `total_count` is reached, should a server keep sending full pages.
   */
  async *listAllReleasePages<Fields extends string | undefined = undefined>(
    params: ListParams<Fields> = {},
    request?: RequestOptions,
  ): AsyncGenerator<ListingItem<Fields, Reading>> {
    // No `limit` given: pages of the API's largest size.
    const limit = params.limit ?? MAX_LIMIT;
    if (limit <= 0) throw new RangeError('listAllReleasePages needs a positive limit');
    for (let offset = params.offset ?? 0; ; offset += limit) {
      const page = await this.listReleasePages({ ...params, limit, offset }, request);
      yield* page.items;
      if (page.items.length < limit || offset + limit >= page.meta.total_count) return;
    }
  }

  /** The release page at its `detail_url`: every field unless `fields` says otherwise. */
  getReleasePage<Fields extends string | undefined = undefined>(id: number, fields?: Fields, request?: RequestOptions): Promise<DetailItem<Fields>> {
    const query = fields === undefined ? '' : `?${new URLSearchParams({ fields })}`;
    return this.get(`${LISTING_PATH}${id}/${query}`, request) as Promise<DetailItem<Fields>>;
  }

  private async get(pathAndQuery: string, request: RequestOptions = {}): Promise<unknown> {
    const headers = new Headers(this.options.headers);
    for (const [name, value] of Object.entries(request.headers ?? {})) headers.set(name, value);
    headers.set('Authorization', `Token ${this.options.token}`);
    const response = await this.fetch(`${this.baseUrl}${pathAndQuery}`, { headers, signal: request.signal });
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // Not JSON (an HTML error page, say): kept as text.
    }
    if (response.status !== 200) throw apiErrorFor(response.status, body, response.headers);
    return body;
  }
}
