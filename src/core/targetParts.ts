// A request target split into its path and query, one way for every tool: the rulebook, the mock's
// journal and its request path read a target through this, never through `new URL`.

const ABSOLUTE_FORM = /^[a-z][a-z0-9+.-]*:\/\//i;

/** A target's path and its query as written (`?` included; empty when there is none). */
export interface TargetParts {
  path: string;
  query: string;
}

/**
 * The path and query of a target, without a fragment (which Node's server passes on and a client
 * never means). An origin-form target is split as sent, not resolved as a URL: `//` or `//host/x`
 * would read as a host (and `//` throws), where a server sees a path. An absolute-form target
 * (`http://host/path?query`) gives its path and query.
 */
export function targetParts(target: string): TargetParts {
  if (ABSOLUTE_FORM.test(target) && URL.canParse(target)) {
    const url = new URL(target);
    return { path: url.pathname, query: url.search };
  }
  const fragment = target.indexOf('#');
  const withoutFragment = fragment === -1 ? target : target.slice(0, fragment);
  const start = withoutFragment.indexOf('?');
  return start === -1 ? { path: withoutFragment, query: '' } : { path: withoutFragment.slice(0, start), query: withoutFragment.slice(start) };
}
