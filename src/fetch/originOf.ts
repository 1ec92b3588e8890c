/**
 * The origin of an adapter's `baseUrl`. The mock serves the API at the root of its origin, so a
 * path (other than `/`), a query or a fragment would be a base it cannot honour: refused at once.
 */
export function originOf(baseUrl: string): string {
  let url: URL;
  try {
    url = new URL(baseUrl);
  } catch {
    throw new TypeError(`baseUrl must be an absolute http(s) URL such as https://api.example.test (got '${baseUrl}')`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new TypeError(`baseUrl must be http or https (got '${baseUrl}')`);
  if (url.pathname !== '/' || url.search !== '' || url.hash !== '') {
    throw new TypeError(`baseUrl must be an origin without a path, query or fragment: the mock serves the API at its root (got '${baseUrl}')`);
  }
  return url.origin;
}
