// Every `$ref` of an OpenAPI document checked once before any is followed: local, leading to a
// value, and never a loop or a chain longer than the bound, so that following one cannot hang,
// overflow the stack or reach a file or the network.
import { CannotCheckError } from '../cannotCheck';
import { childPointer, valueAt } from '../../core/jsonPointer';

type Node = Record<string, unknown>;

/** Maps whose keys are names chosen by the author (a property named `value` is no example value). */
const NAME_MAPS = new Set([
  'properties',
  'patternProperties',
  '$defs',
  'definitions',
  'dependentSchemas',
  'schemas',
  'parameters',
  'responses',
  'examples',
  'requestBodies',
  'headers',
  'securitySchemes',
  'links',
  'callbacks',
  'pathItems',
  'paths',
  'content',
  'encoding',
  'variables',
]);
/** Keys whose value is data, where a `$ref` is a value like any other (an example of a document that has one). */
const DATA_KEYS = new Set(['example', 'examples', 'value', 'default', 'const', 'enum']);

/** The object holding a `$ref`, and the pointer its `$ref` names. */
function targetOf(holder: Node): string | undefined {
  return typeof holder.$ref === 'string' ? holder.$ref : undefined;
}

/** Where each `$ref` is written: pointers to the objects that hold one. Walked without recursion, each object once. */
function referenceHolders(root: unknown): string[] {
  const holders: string[] = [];
  const seen = new Set<unknown>();
  const stack: { node: unknown; at: string; namesHere: boolean }[] = [{ node: root, at: '', namesHere: false }];
  for (let next = stack.pop(); next !== undefined; next = stack.pop()) {
    const { node, at, namesHere } = next;
    if (node === null || typeof node !== 'object' || seen.has(node)) continue;
    seen.add(node);
    if (!Array.isArray(node) && targetOf(node as Node) !== undefined) holders.push(at);
    for (const [key, child] of Object.entries(node)) {
      if (!namesHere && DATA_KEYS.has(key) && !(key === 'examples' && !Array.isArray(child))) continue;
      stack.push({ node: child, at: childPointer(at, key), namesHere: !Array.isArray(node) && NAME_MAPS.has(key) && !namesHere });
    }
  }
  return holders;
}

/** The JSON pointer of a local `$ref` (`#/components/x`), undefined for any other. */
export function localPointer(ref: string): string | undefined {
  if (ref !== '#' && !ref.startsWith('#/')) return undefined;
  try {
    return decodeURIComponent(ref.slice(1));
  } catch {
    return ref.slice(1);
  }
}

/**
 * Throws CannotCheckError, naming the place (`where` gives `FILE:LINE` for a pointer), for a
 * `$ref` that is not local (`file:`, `http:`, another file: the checker reads and fetches nothing
 * else), that leads nowhere, that comes back to itself, or that starts a chain of more than
 * `maxHops` references. Chains already followed are not followed again: time linear in the `$ref`s.
 */
export function checkReferences(root: unknown, maxHops: number, where: (pointer: string) => string): void {
  /** Holders whose chain is known to end, with its length in hops. */
  const sound = new Map<string, number>();
  for (const start of referenceHolders(root)) {
    const chain = [start];
    const onChain = new Set(chain);
    const tooLong = () => new CannotCheckError('RPE_REF_CHAIN_TOO_LONG', where(`${start}/$ref`), maxHops);
    let rest = 0;
    for (let at = start; ;) {
      if (sound.has(at)) {
        rest = sound.get(at)!;
        break;
      }
      const ref = targetOf(valueAt(root, at) as Node);
      if (ref === undefined) break;
      const target = localPointer(ref);
      if (target === undefined) throw new CannotCheckError('RPE_REF_NOT_LOCAL', where(`${at}/$ref`), ref);
      const value = valueAt(root, target);
      if (value === undefined) throw new CannotCheckError('RPE_REF_NOWHERE', where(`${at}/$ref`), ref);
      if (onChain.has(target))
        throw new CannotCheckError(
          'RPE_REF_CYCLE',
          where(`${start}/$ref`),
          targetOf(valueAt(root, start) as Node),
          [...chain, target].map((p) => `#${p}`),
        );
      if (chain.length > maxHops) throw tooLong();
      if (value === null || typeof value !== 'object' || targetOf(value as Node) === undefined) {
        rest = 1;
        break;
      }
      chain.push(target);
      onChain.add(target);
      at = target;
    }
    // chain[i] is one hop from chain[i + 1], and the last is `rest` hops from the end.
    chain.forEach((at, i) => sound.set(at, chain.length - i - 1 + rest));
    if (chain.length - 1 + rest > maxHops) throw tooLong();
  }
}
