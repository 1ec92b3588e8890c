// Which answers belong to one query: the same listing request but for paging and `fields`.

/** Parameters that choose a page or its fields, not the result. */
const PAGING = new Set(['limit', 'offset', 'fields']);

/** The query's parameters without paging and fields, sorted: the key of its result. */
export function resultKey(query: URLSearchParams, without: readonly string[] = []): string {
  const kept = [...query].filter(([name]) => !PAGING.has(name) && !without.includes(name));
  kept.sort(([a, x], [b, y]) => (a === b ? (x < y ? -1 : x > y ? 1 : 0) : a < b ? -1 : 1));
  return new URLSearchParams(kept).toString();
}
