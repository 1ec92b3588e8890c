// The path and the query of a request target, as the core routes them.

/** The target without its fragment, which Node's server passes on and a client never means. */
function withoutFragment(target: string): string {
  const fragment = target.indexOf('#');
  return fragment === -1 ? target : target.slice(0, fragment);
}

/** The target's path: what comes before its query and fragment. */
export function pathOf(target: string): string {
  const bare = withoutFragment(target);
  const start = bare.indexOf('?');
  return start === -1 ? bare : bare.slice(0, start);
}

/** The target's query with its `?` (empty when it has none), without the fragment. */
export function queryOf(target: string): string {
  const bare = withoutFragment(target);
  const start = bare.indexOf('?');
  return start === -1 ? '' : bare.slice(start);
}
