// A request body's `Content-Encoding` undone as the server's body-parser undoes it: gzip and
// deflate with the standard `DecompressionStream` (browsers, Node 18+), br (and zstd, where Node
// has it, as body-parser checks) with `DecompressionStream` where it takes the format, else with
// Node's zlib reached at run time (`process.getBuiltinModule`, Node 20.16+): no import, so a
// browser bundle holds no Node module, and a browser without a brotli `DecompressionStream` gets
// the 415 an encoding the server does not know gets.

/** body-parser's encodings, and the zlib factory Node inflates each with. */
const NODE_INFLATERS: Record<string, string> = { gzip: 'createGunzip', deflate: 'createInflate', br: 'createBrotliDecompress', zstd: 'createZstdDecompress' };
/** What `DecompressionStream` calls the encodings it may know (`brotli` and `zstd`: not in every runtime). */
const WEB_FORMATS: Record<string, string> = { gzip: 'gzip', deflate: 'deflate', br: 'brotli', zstd: 'zstd' };

/** What `pipeThrough` takes: bytes in, bytes out. */
export interface Inflater {
  readable: ReadableStream<Uint8Array>;
  writable: WritableStream<Uint8Array>;
}

interface NodeModules {
  zlib: Record<string, (() => unknown) | undefined>;
  stream: { Duplex: { toWeb(duplex: unknown): Inflater } };
}

/** Node's zlib and stream, when this runs in Node: a browser has neither. */
function nodeModules(): NodeModules | undefined {
  const getBuiltinModule = (globalThis as { process?: { getBuiltinModule?: (id: string) => unknown } }).process?.getBuiltinModule;
  if (typeof getBuiltinModule !== 'function') return undefined;
  return { zlib: getBuiltinModule('node:zlib') as NodeModules['zlib'], stream: getBuiltinModule('node:stream') as NodeModules['stream'] };
}

/** A stream undoing `encoding` (lower case, not `identity`), or undefined when none here can: a 415. */
export function inflaterOf(encoding: string): Inflater | undefined {
  const format = WEB_FORMATS[encoding];
  if (format === undefined) return undefined;
  try {
    // Node 20's types know only the formats every runtime has; another is tried, and refused with a TypeError where unknown.
    return new DecompressionStream(format as 'gzip') as Inflater;
  } catch {
    // A format this DecompressionStream does not take (br and zstd in Node 20 and most browsers).
  }
  const node = nodeModules();
  const create = node?.zlib[NODE_INFLATERS[encoding]];
  return node && create ? node.stream.Duplex.toWeb(create()) : undefined;
}
