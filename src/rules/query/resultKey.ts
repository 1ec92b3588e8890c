// Which answers belong to one walk of a query: the same listing request but for `offset` and `fields`.
// `limit` stays in the key: §4.3 pages a result by one limit, and a database may break ties in
// another order for another limit (PostgreSQL's top-N sort does), which the spec leaves open.

/** Parameters that choose a page or its fields, not the result or its walk. */
const PAGING = new Set(['offset', 'fields']);

/** The query's parameters without offset and fields, sorted: the key of its walk. */
export function resultKey(query: URLSearchParams, without: readonly string[] = []): string {
  const kept = [...query].filter(([name]) => !PAGING.has(name) && !without.includes(name));
  kept.sort(([a, x], [b, y]) => (a === b ? (x < y ? -1 : x > y ? 1 : 0) : a < b ? -1 : 1));
  return new URLSearchParams(kept).toString();
}
