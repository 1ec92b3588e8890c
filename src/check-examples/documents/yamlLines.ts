// The line a JSON pointer's value is written on in a YAML document (the line of its key, in a
// mapping), by the yaml package's own parser and LineCounter; an alias is followed to its anchor.
import { isAlias, isMap, isScalar, isSeq, LineCounter, parseDocument, type Document, type Node } from 'yaml';
import { pointerSegments } from '../../core/jsonPointer';

/** The child of a collection at a pointer's part, and the offset of where it is named (its key) or written. */
function childAt(node: Node, part: string): { node: Node; offset?: number } | undefined {
  if (isSeq(node)) {
    const item = node.items[Number(part)] as Node | undefined;
    return item && { node: item, offset: item.range?.[0] };
  }
  if (!isMap(node)) return undefined;
  const pair = node.items.find((one) => (isScalar(one.key) ? String(one.key.value) : String(one.key)) === part);
  return pair?.value ? { node: pair.value as Node, offset: (pair.key as Node | undefined)?.range?.[0] } : undefined;
}

/** A function from pointer to line (1-based); a pointer to a value not written gives the nearest value above it. */
export function yamlLines(text: string): (pointer: string) => number {
  const lineCounter = new LineCounter();
  // Lines only: a key written twice is readYamlDocument's to refuse, and yaml's own check of unique keys takes time square in a mapping's size.
  const document: Document = parseDocument(text, { lineCounter, uniqueKeys: false });
  return (pointer) => {
    let node = document.contents as Node | null;
    let offset = node?.range?.[0] ?? 0;
    for (const part of pointerSegments(pointer)) {
      if (node && isAlias(node)) node = (node.resolve(document) as Node | undefined) ?? null;
      const child = node && childAt(node, part);
      if (!child) break;
      node = child.node;
      offset = child.offset ?? offset;
    }
    return lineCounter.linePos(offset).line;
  };
}
