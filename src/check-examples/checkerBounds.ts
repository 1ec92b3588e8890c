/** The checker's bounds on what it reads, each set by a flag of the command; the defaults leave room for any real document. */
export interface CheckerBounds {
  /** Bytes of one file (an OpenAPI document, Markdown or reStructuredText). */
  maxFileBytes: number;
  /** Entries (mapping keys and sequence items) of one OpenAPI document. */
  maxKeys: number;
  /** Nesting of mappings and sequences in one OpenAPI document. */
  maxDepth: number;
  /** `$ref`s followed one after another from one place, before the chain is taken for a loop. */
  maxRefHops: number;
  /** Request/answer pairs of one document. */
  maxPairs: number;
  /** Bytes of a file a `literalinclude` or an `externalValue` names; a larger one is not examined. */
  maxIncludeBytes: number;
}

export const DEFAULT_CHECKER_BOUNDS: CheckerBounds = {
  maxFileBytes: 32 * 1024 * 1024,
  maxKeys: 1_000_000,
  maxDepth: 200,
  maxRefHops: 64,
  maxPairs: 100_000,
  maxIncludeBytes: 1_048_576,
};
