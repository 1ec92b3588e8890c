// Reads an OpenAPI document's YAML within the checker's bounds, in time linear in its size, and
// knows the line of any place in it, for one-line errors (FILE:LINE).
import { isAlias, isMap, isScalar, isSeq, LineCounter, parseDocument, type Document, type Node as YamlNode } from 'yaml';
import { pointerSegments } from '../../core/jsonPointer';
import type { CheckerBounds } from '../checkerBounds';
import { CannotCheckError } from '../cannotCheck';

/** A document read, and the 1-based line a JSON pointer into it is written at (undefined for none). */
export interface YamlRead {
  root: unknown;
  lineOf(pointer: string): number | undefined;
}

/** Counts entries and nesting, and finds a key written twice: yaml's own check of unique keys takes time square in a mapping's size, so it is off and done here. */
function checkShape(document: Document, bounds: CheckerBounds, where: (offset: number) => string): void {
  const stack: { node: unknown; depth: number }[] = [{ node: document.contents, depth: 0 }];
  let entries = 0;
  for (let next = stack.pop(); next !== undefined; next = stack.pop()) {
    const { node, depth } = next;
    if (!isMap(node) && !isSeq(node)) continue;
    const offset = (node as YamlNode).range?.[0] ?? 0;
    if (depth > bounds.maxDepth) throw new CannotCheckError('RPE_TOO_DEEP', where(offset), bounds.maxDepth);
    entries += node.items.length;
    if (entries > bounds.maxKeys) throw new CannotCheckError('RPE_TOO_MANY_KEYS', where(offset), bounds.maxKeys);
    if (isSeq(node)) {
      for (const item of node.items) stack.push({ node: item, depth: depth + 1 });
      continue;
    }
    const keys = new Set<unknown>();
    for (const pair of node.items) {
      const key = isScalar(pair.key) ? pair.key.value : pair.key;
      if (keys.has(key)) throw new CannotCheckError('RPE_KEY_REPEATED', where((pair.key as YamlNode).range?.[0] ?? offset), String(key));
      keys.add(key);
      stack.push({ node: pair.value, depth: depth + 1 });
    }
  }
}

/** The node a path leads to; a key is matched as written (`200:` is the segment `200`). */
function nodeAt(node: unknown, path: string[]): YamlNode | undefined {
  for (const segment of path) {
    if (isSeq(node)) node = node.items[Number(segment)];
    else if (isMap(node)) node = node.items.find((pair) => String(isScalar(pair.key) ? pair.key.value : pair.key) === segment)?.value;
    else return undefined;
  }
  return isAlias(node) || isScalar(node) || isMap(node) || isSeq(node) ? node : undefined;
}

/** The YAML text of `name` as a value; CannotCheckError, with the line, for a syntax error or a bound. */
export function readYamlDocument(text: string, name: string, bounds: CheckerBounds): YamlRead {
  const lines = new LineCounter();
  const where = (offset: number) => `${name}:${lines.linePos(offset).line}`;
  let document: Document;
  try {
    document = parseDocument(text, { lineCounter: lines, uniqueKeys: false, prettyErrors: false });
  } catch (error) {
    if (error instanceof RangeError) throw new CannotCheckError('RPE_NESTED_TOO_DEEPLY', name);
    throw error;
  }
  const [fault] = document.errors;
  if (fault) throw new CannotCheckError('RPE_NOT_YAML', where(fault.pos[0]), fault.message.split('\n')[0]);
  checkShape(document, bounds, where);
  let root: unknown;
  try {
    root = document.toJS({ maxAliasCount: 100 });
  } catch (error) {
    throw new CannotCheckError('RPE_YAML_UNREADABLE', name, (error as Error).message.split('\n')[0]);
  }
  const lineOf = (pointer: string) => {
    const offset = nodeAt(document.contents, pointerSegments(pointer))?.range?.[0];
    return offset === undefined ? undefined : lines.linePos(offset).line;
  };
  return { root, lineOf };
}
