// What decides the code ajv writes for one of express-openapi-validator's response checks, as one
// hash: ajv's version, the schema (the route's response, with the document's paths and components it carries),
// the Ajv's options (less `code`, how the code is written out), its keywords and how each is
// defined, its formats and the kind of each. A check compiled ahead of time
// (precompiledResponseChecks.ts) stands in for ajv's compile only where the hash is the same.
import { createHash } from 'node:crypto';
import type Ajv from 'ajv';
import { version as ajvVersion } from 'ajv/package.json';

/** How a keyword makes its code (each way is emitted differently); `true` for one ajv handles itself. */
const keywordKind = (definition: boolean | object) =>
  typeof definition === 'object' ? ['code', 'compile', 'validate', 'macro'].filter((way) => way in definition).join('+') : String(definition);

/** A format is a function, an object ({ validate, type }) or `true` (not checked), each emitted differently; a RegExp is written into the code. */
const formatKind = (format: unknown) => (format instanceof RegExp ? String(format) : format === true ? 'true' : typeof format);

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * The digests of the document's paths and components, which the validator puts into every
 * status's schema as the same two objects (it never changes them once loaded): much JSON, written
 * and hashed once rather than once per status.
 */
const documentParts = new WeakMap<object, string>();

function partDigest(part: unknown): string {
  if (typeof part !== 'object' || part === null) return JSON.stringify(part) ?? 'undefined';
  let digest = documentParts.get(part);
  if (digest === undefined) documentParts.set(part, (digest = sha256(JSON.stringify(part))));
  return digest;
}

/** The hash, or undefined where the schema cannot be written as JSON (a circular one): such a check is compiled. */
export function responseCheckFingerprint(ajv: Ajv, schema: object): string | undefined {
  // Less `uriResolver` too, a module of functions that refers to itself (JSON leaves undefined out).
  const options = { ...ajv.opts, code: undefined, uriResolver: undefined };
  const keywords = Object.keys(ajv.RULES.all).map((name) => `${name}:${keywordKind(ajv.getKeyword(name))}`);
  const formats = Object.entries(ajv.formats).map(([name, format]) => `${name}:${formatKind(format)}`);
  const { paths, components, ...own } = schema as { paths?: unknown; components?: unknown };
  try {
    return sha256(JSON.stringify([ajvVersion, own, partDigest(paths), partDigest(components), options, keywords.sort(), formats.sort()]));
  } catch {
    return undefined;
  }
}
