// The line a JSON pointer's value is written on in a YAML document, by the yaml package's own
// parser and LineCounter (an alias is followed to its anchor's value, where the text is).
import { isAlias, isCollection, isSeq, LineCounter, parseDocument, type Document, type Node } from 'yaml';

const unescape = (part: string) => part.replace(/~1/g, '/').replace(/~0/g, '~');

/** A function from pointer to line (1-based); a pointer to a value not written gives the nearest value above it. */
export function yamlLines(text: string): (pointer: string) => number {
  const lineCounter = new LineCounter();
  const document: Document = parseDocument(text, { lineCounter });
  return (pointer) => {
    let node = document.contents as Node | null;
    let offset = node?.range?.[0] ?? 0;
    for (const part of pointer.split('/').slice(1).map(unescape)) {
      if (node && isAlias(node)) node = node.resolve(document) ?? null;
      if (!node || !isCollection(node)) break;
      const next = node.get(isSeq(node) ? Number(part) : part, true) as Node | undefined;
      if (!next) break;
      node = next;
      offset = node.range?.[0] ?? offset;
    }
    return lineCounter.linePos(offset).line;
  };
}
