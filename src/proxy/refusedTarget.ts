// Which request targets the proxy forwards: a path (and query) of its upstream, nothing that could
// name or reach another host. Anything else is refused before a byte goes upstream.

/** How many rounds of percent-decoding are looked through: `%252e%252e` is `..` after two, should the upstream decode twice. */
const DECODE_ROUNDS = 3;

/** One round of percent-decoding that leaves a malformed escape as it is (the upstream will refuse it, or take it literally). */
const decodeOnce = (text: string) => text.replace(/%([0-9a-f]{2})/gi, (_escape, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** What a path becomes once decoded, to any depth, that would leave the upstream's paths or its host. */
function escapingPath(path: string): string | undefined {
  let decoded = path;
  for (let round = 0; round <= DECODE_ROUNDS; round += 1) {
    if (decoded.includes('\\')) return 'has a backslash (raw or percent-encoded), which some parsers read as a slash';
    if (decoded.startsWith('//')) return 'starts with // once percent-decoded, which names a host';
    if (decoded.split('/').some((segment) => segment === '..' || segment === '.')) return 'has a dot segment (raw or percent-encoded), which leaves the path';
    // eslint-disable-next-line no-control-regex -- a tab or newline is dropped by URL parsers, so `/\t/host` is `//host`
    if (/[\u0000-\u001f\u007f]/.test(decoded)) return 'has a control character once percent-decoded';
    const next = decodeOnce(decoded);
    if (next === decoded) return undefined;
    decoded = next;
  }
  return undefined;
}

/**
 * Why `target`, the request line's target as it came, is not forwarded to `upstream`; undefined
 * when it is a plain path of it. Refused: the absolute form (`http://host/...`, even the upstream's
 * own), the authority form of CONNECT, `OPTIONS *`, a scheme-relative `//host`, a backslash, a dot
 * segment, and whatever else would resolve to another origin by the WHATWG URL rules.
 */
export function refusedTarget(method: string, target: string, upstream: URL): string | undefined {
  if (method === 'CONNECT') return 'CONNECT asks for a tunnel: the proxy forwards only paths of its upstream';
  if (target === '*') return 'the asterisk form (OPTIONS *) asks about the proxy itself, not a path of its upstream';
  if (!target.startsWith('/')) return 'the absolute form names a host: the proxy forwards only paths of its upstream';
  if (target.startsWith('//')) return 'a target starting with // names a host: the proxy forwards only paths of its upstream';
  if (target.includes('\\')) return 'the target has a backslash, which some parsers read as a slash';
  const queryAt = target.indexOf('?');
  const problem = escapingPath(queryAt === -1 ? target : target.slice(0, queryAt));
  if (problem) return `the path ${problem}`;
  // The last word: however the rules above missed it, a target that resolves elsewhere is not sent.
  if (new URL(target, upstream).origin !== upstream.origin) return 'the target resolves to another origin than the upstream';
  return undefined;
}
