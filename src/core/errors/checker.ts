// What release-pages-check-examples cannot check (exit code 2, never a verdict on an example): a file, a document, a schema, a $ref, a bound of the checker, a rule it does not judge.
import { entries } from './errorEntry';

/** Files and documents: their kind, their reading, the checker's bounds on them. */
const DOCUMENTS = entries({
  RPE_FILE_KIND: { text: (name: string) => `cannot check ${name}: only Markdown (.md), reStructuredText (.rst) and OpenAPI (.yaml, .yml) files hold examples` },
  RPE_FILE_UNREADABLE: { text: (name: string, why: string) => `cannot read ${name}: ${why}` },
  RPE_NOT_OPENAPI: { text: (name: string) => `cannot read ${name}: it is not an OpenAPI document (no paths)` },
  RPE_TOO_MANY_PAIRS: { text: (where: string, max: number) => `${where}: more than ${max} request/answer examples, the checker's bound (--max-pairs)` },
  RPE_DOCUMENT_UNUSABLE: { text: (name: string, reason: string) => `${name}: cannot be checked: ${reason}` },
  RPE_TOO_DEEP: { text: (where: string, max: number) => `${where}: nested more than ${max} deep, the checker's bound (--max-depth)` },
  RPE_TOO_MANY_KEYS: { text: (where: string, max: number) => `${where}: more than ${max} keys and items, the checker's bound (--max-keys)` },
  RPE_KEY_REPEATED: { text: (where: string, key: string) => `${where}: the key ${JSON.stringify(key)} is written twice in one mapping` },
  RPE_NESTED_TOO_DEEPLY: { text: (name: string) => `${name}: nested too deeply to be read` },
  RPE_NOT_YAML: { text: (where: string, reason: string) => `${where}: not YAML: ${reason}` },
  RPE_YAML_UNREADABLE: { text: (name: string, reason: string) => `${name}: cannot be read: ${reason}` },
  RPE_CANNOT_CHECK: { text: (reason: string) => `cannot check: ${reason}` },
});

/** Schemas and their $refs (the checker follows local ones only, each chain bounded). */
const SCHEMAS = entries({
  RPE_SCHEMA_UNUSABLE: { text: (where: string, reason: string) => `${where}: the schema cannot be used: ${reason}` },
  RPE_NO_SCHEMA: { text: (where: string) => `${where}: no schema is written here` },
  RPE_REF_CHAIN_TOO_LONG: { text: (where: string, max: number) => `${where}: a chain of more than ${max} $refs, the checker's bound (--max-ref-hops)` },
  RPE_REF_NOT_LOCAL: {
    text: (where: string, ref: string) =>
      `${where}: the $ref ${JSON.stringify(ref)} is not in this document; the checker follows only local references (#/...) and reads or fetches nothing else`,
  },
  RPE_REF_NOWHERE: { text: (where: string, ref: string) => `${where}: the $ref ${JSON.stringify(ref)} leads nowhere in this document` },
  RPE_REF_CYCLE: {
    text: (where: string, ref: string | undefined, chain: readonly string[]) =>
      `${where}: the $ref ${JSON.stringify(ref)} leads back to itself (${chain.join(' -> ')})`,
  },
});

/** --only and --skip naming rules of the rulebook that the checker does not judge. */
const RULES = entries({
  RPE_RULE_NOT_JUDGED: {
    text: (flag: string, pattern: string, rules: readonly string[], judgedBy: readonly string[]) =>
      `${flag} ${pattern}: the example checker judges no rule so named (${rules.join(', ')}: judged by ${judgedBy.join(', ')})`,
  },
});

export const CHECKER = { ...DOCUMENTS, ...SCHEMAS, ...RULES };
