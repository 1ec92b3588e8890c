// Ordinary frontend traffic through the proxy (tests only): the listing as a site reads it, paged,
// filtered, searched, sorted and with chosen fields, each query walked over a few pages.

/** Queries (after `type=releases.ReleasePage&`) a frontend sends, each walked `pages` pages of `limit`. */
export const FRONTEND_QUERIES: { query: string; limit: number; pages: number }[] = [
  { query: '', limit: 20, pages: 3 },
  { query: 'status=scheduled', limit: 20, pages: 2 },
  { query: 'status=announced', limit: 20, pages: 2 },
  { query: 'status=published&ordering=-expected_date', limit: 20, pages: 2 },
  { query: 'status=draft', limit: 10, pages: 1 },
  { query: 'fields=id,title', limit: 25, pages: 2 },
  { query: 'fields=id,title,expected_date,status', limit: 25, pages: 2 },
  { query: 'fields=title,expected_date,target_date&status=scheduled', limit: 10, pages: 1 },
  { query: 'fields=*&ordering=-expected_date', limit: 30, pages: 3 },
  { query: 'ordering=expected_date&fields=id,expected_date', limit: 30, pages: 3 },
  { query: 'expected_date_after=2026-03-01&ordering=expected_date&fields=*', limit: 20, pages: 2 },
  { query: 'expected_date_before=2026-03-01&fields=expected_date', limit: 20, pages: 2 },
  { query: 'expected_date_after=2026-02-01&expected_date_before=2026-04-30&status=published', limit: 20, pages: 1 },
  { query: 'search=report', limit: 10, pages: 2 },
  { query: 'search=REPORT', limit: 10, pages: 1 },
  { query: 'fields=*', limit: 200, pages: 1 },
];

/** The paths of the traffic, in the order a frontend would send them. */
export function frontendPaths(listing: string): string[] {
  return FRONTEND_QUERIES.flatMap(({ query, limit, pages }) =>
    Array.from({ length: pages }, (_, page) => `${listing}${query ? `&${query}` : ''}&limit=${limit}&offset=${page * limit}`),
  );
}
