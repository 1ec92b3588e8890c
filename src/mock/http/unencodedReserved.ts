/** RFC 3986's reserved characters, less `,` (a list separator) and `&` (the query's own): express-openapi-validator's rule. */
const RESERVED = /[:/?#[\]@!$'()*+;=]/;

/**
 * The names of the query parameters of `url` whose value holds an unencoded reserved character,
 * as written (names and values not decoded), as express-openapi-validator checks parameters
 * without `allowReserved`. The mock checks it itself because the validator stops at the first.
 */
export function parametersWithUnencodedReserved(url: string): Set<string> {
  const names = new Set<string>();
  const queryStart = url.indexOf('?');
  if (queryStart === -1) return names;
  for (const pair of url.slice(queryStart + 1).split('&')) {
    const equals = pair.indexOf('=');
    if (equals !== -1 && RESERVED.test(pair.slice(equals + 1))) names.add(pair.slice(0, equals));
  }
  return names;
}
