import { PoliteClient, ServerFault, snippet } from '../../net/client/politeClient';
import { LISTING_PATH, MAX_LIMIT, PAGE_TYPE } from '../../core/spec';

/**
 * Every item of a deployment's release listing with `fields=*`, page by page through the suite's
 * polite client (concurrency, request budget, Retry-After, timeouts), at most `limit` of them.
 * An answer other than 200 (a refused token, a bad request) is a `ServerFault` naming it.
 */
export async function walkListing(client: PoliteClient, limit = Infinity): Promise<unknown[]> {
  const items: unknown[] = [];
  while (items.length < limit) {
    const pageSize = Math.min(MAX_LIMIT, limit - items.length);
    const path = `${LISTING_PATH}?type=${PAGE_TYPE}&fields=*&limit=${pageSize}&offset=${items.length}`;
    const response = await client.get(path);
    const page = (response.body as { items?: unknown })?.items;
    if (response.status !== 200 || !Array.isArray(page)) {
      throw new ServerFault(`GET ${client.baseUrl}${path} answered status ${response.status}: ${snippet(response.text)}`);
    }
    items.push(...page.slice(0, limit - items.length));
    if (page.length < pageSize) break;
  }
  return items;
}
