/** JSON pointers (RFC 6901): building them from segments, and reading a document at one. */

const escape = (segment: string | number) => String(segment).replace(/~/g, '~0').replace(/\//g, '~1');
const unescape = (segment: string) => segment.replace(/~1/g, '/').replace(/~0/g, '~');

function pointer(...segments: (string | number)[]): string {
  return segments.map((s) => `/${escape(s)}`).join('');
}

/** The segments of a pointer, unescaped: `/paths/~1api~1v2~1pages~1` gives `paths` and `/api/v2/pages/`. */
export function pointerSegments(at: string): string[] {
  return at.split('/').slice(1).map(unescape);
}

/** `base` followed by more segments. */
export function childPointer(base: string, ...segments: (string | number)[]): string {
  return base + pointer(...segments);
}

export function valueAt(root: unknown, at: string): unknown {
  if (at === '') return root;
  return at
    .slice(1)
    .split('/')
    .map(unescape)
    .reduce<unknown>((node, key) => (node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined), root);
}
