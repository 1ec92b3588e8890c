// Walking a deployment's listing page by page for a capture, up to its limit.
import { PoliteClient, ServerFault, snippet } from '../../net/client/politeClient';
import { LISTING_PATH, MAX_LIMIT, PAGE_TYPE } from '../../core/spec';

/** `meta.total_count` of a page, when it is a count. */
function totalCountOf(body: unknown): number | undefined {
  const count = (body as { meta?: { total_count?: unknown } } | null)?.meta?.total_count;
  return Number.isSafeInteger(count) && (count as number) >= 0 ? (count as number) : undefined;
}

/**
 * Every item of a deployment's release listing with `fields=*`, page by page through the suite's
 * polite client (concurrency, request budget, Retry-After, timeouts, the answers' bounds), at
 * most `limit` of them, and no further than the first page's `total_count` says there are. An
 * answer other than 200 (a refused token, a bad request) or a page longer than the `limit` it was
 * asked for is a `ServerFault` naming it.
 */
export async function walkListing(client: PoliteClient, limit = Infinity): Promise<unknown[]> {
  const items: unknown[] = [];
  let total = Infinity;
  while (items.length < Math.min(limit, total)) {
    const pageSize = Math.min(MAX_LIMIT, limit - items.length);
    const path = `${LISTING_PATH}?type=${PAGE_TYPE}&fields=*&limit=${pageSize}&offset=${items.length}`;
    const response = await client.get(path);
    const page = (response.body as { items?: unknown })?.items;
    if (response.status !== 200 || !Array.isArray(page)) {
      throw new ServerFault('RP_LISTING_NOT_A_LIST', `${client.baseUrl}${path}`, response.status, snippet(response.text));
    }
    if (page.length > pageSize) throw new ServerFault('RP_LISTING_PAGE_TOO_LONG', `${client.baseUrl}${path}`, page.length, pageSize);
    total = Math.min(total, totalCountOf(response.body) ?? Infinity);
    const wanted = Math.min(limit, total);
    // One at a time: a page spread onto the stack as arguments overflows it at a few hundred thousand.
    for (const item of page) if (items.length < wanted) items.push(item);
    if (page.length < pageSize) break;
  }
  return items;
}
