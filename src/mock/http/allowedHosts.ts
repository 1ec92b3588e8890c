/**
 * A Host header as Django reads it (`split_domain_port`): a name of letters, digits, dots and
 * hyphens (an IPv4 address is one), or an IPv6 address in brackets, then a port of digits. No `u`
 * flag: case folding then maps no other character onto an ASCII one (the Kelvin sign onto `k`).
 */
const HOST = /^([a-z0-9.-]+|\[[a-f0-9]*:[a-f0-9.:]+\])(?::([0-9]+))?$/i;
/** A domain name's limit (RFC 1035), which Django leaves to the web server in front of it. */
const MAX_DOMAIN_LENGTH = 253;
const MAX_PORT = 65535;
/** The longest Host worth matching: a domain, a colon and a port. */
const MAX_HOST_LENGTH = MAX_DOMAIN_LENGTH + 6;

/** A well-formed Host's domain, lowercased and without its trailing dot, and its port; else undefined. */
function splitHost(host: string): { domain: string; port?: string } | undefined {
  const match = host.length <= MAX_HOST_LENGTH ? HOST.exec(host) : null;
  if (!match || (match[2] !== undefined && Number(match[2]) > MAX_PORT)) return undefined;
  const domain = match[1].toLowerCase().replace(/\.$/, '');
  return domain !== '' && domain.length <= MAX_DOMAIN_LENGTH ? { domain, port: match[2] } : undefined;
}

/** The domain of a well-formed Host, lowercased, without its port and trailing dot; else undefined. */
export const domainOf = (host: string): string | undefined => splitHost(host)?.domain;

/**
 * An `--allowed-hosts` entry in Django's ALLOWED_HOSTS syntax, lowercased: `*`, a domain, or a
 * domain after a dot (it and its subdomains); undefined for anything else (a port, say, which
 * Django would never match).
 */
export function hostPatternOf(entry: string): string | undefined {
  if (entry === '*') return entry;
  const [dot, domain] = entry.startsWith('.') ? ['.', entry.slice(1)] : ['', entry];
  const split = domain.startsWith('.') ? undefined : splitHost(domain);
  return split && split.port === undefined ? `${dot}${split.domain}` : undefined;
}

/** A Host the patterns allow, for the start-up's own request; undefined when they allow any (`*`). */
export function hostAllowedBy(patterns: readonly string[]): string | undefined {
  return patterns.includes('*') ? undefined : patterns[0].replace(/^\./, '');
}

/** Whether a domain (from `domainOf`) matches one of the patterns (from `hostPatternOf`), as Django's `validate_host`. */
export function hostAllowed(domain: string, patterns: readonly string[]): boolean {
  return patterns.some(
    (pattern) => pattern === '*' || pattern === domain || (pattern.startsWith('.') && (domain === pattern.slice(1) || domain.endsWith(pattern))),
  );
}
