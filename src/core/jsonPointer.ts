/** JSON pointers (RFC 6901): building them from segments, and reading a document at one. */

const escape = (segment: string | number) => String(segment).replace(/~/g, '~0').replace(/\//g, '~1');
const unescape = (segment: string) => segment.replace(/~1/g, '/').replace(/~0/g, '~');

function pointer(...segments: (string | number)[]): string {
  return segments.map((s) => `/${escape(s)}`).join('');
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
