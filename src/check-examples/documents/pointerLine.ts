import { findNodeAtLocation, parseTree, type JSONPath } from 'jsonc-parser';

/** The path of a JSON pointer (`/items/3/status` is `items`, 3, `status`). */
const pathOf = (pointer: string): JSONPath =>
  pointer
    .split('/')
    .slice(1)
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .map((part) => (/^\d+$/.test(part) ? Number(part) : part));

/** How many lines into a JSON text the value at a pointer starts (0: the first line); undefined when the text has no such value. */
export function lineOfPointer(text: string, pointer: string): number | undefined {
  const tree = parseTree(text);
  const node = tree && findNodeAtLocation(tree, pathOf(pointer));
  if (!node) return undefined;
  return text.slice(0, node.offset).split('\n').length - 1;
}
