// Checking the examples of an OpenAPI document (parameters, media types, external values) against its schemas.
import { readFileSync } from 'node:fs';
import { parse as parseYaml } from 'yaml';
import { resolveAt, schemaName, validatorAt, type ApiDocument } from './pair/apiDocument';
import { describeSchemaErrors } from '../core/openapi/describeSchemaErrors';
import { childPointer, valueAt } from '../core/jsonPointer';
import type { ExampleResult, Finding, NotExamined } from './types';
import { yamlLines } from './documents/yamlLines';
import { readIncluded } from './documents/readIncluded';
import { DEFAULT_CHECKER_BOUNDS } from './checkerBounds';
import { parseAnswer } from './documents/parseAnswer';
import { judgeBySpecRules } from './pair/judgeBySpecRules';
import type { ExampleSite } from './exampleSite';

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

type Node = Record<string, unknown>;

const keysAt = (document: ApiDocument, at: string) => Object.keys((valueAt(document.root, at) as Node | undefined) ?? {});
const isReference = (document: ApiDocument, at: string) => typeof (valueAt(document.root, at) as Node).$ref === 'string';

function operationsOf(document: ApiDocument): string[] {
  return keysAt(document, '/paths').flatMap((path) =>
    keysAt(document, childPointer('/paths', path))
      .filter((key) => METHODS.includes(key))
      .map((method) => childPointer('/paths', path, method)),
  );
}

/** Parameter objects written in place (a `$ref` is checked where its target is written, in components). */
function parameterObjects(document: ApiDocument): string[] {
  const holders = [...keysAt(document, '/paths').map((path) => childPointer('/paths', path)), ...operationsOf(document)];
  const inline = holders.flatMap((holder) => keysAt(document, `${holder}/parameters`).map((i) => childPointer(holder, 'parameters', i)));
  const components = keysAt(document, '/components/parameters').map((name) => childPointer('/components/parameters', name));
  return [...inline, ...components].filter((at) => !isReference(document, at));
}

/** Media type objects of responses written in place, in operations and in components. */
function responseMediaTypes(document: ApiDocument): string[] {
  const inline = operationsOf(document).flatMap((operation) =>
    keysAt(document, `${operation}/responses`).map((status) => childPointer(operation, 'responses', status)),
  );
  const components = keysAt(document, '/components/responses').map((name) => childPointer('/components/responses', name));
  return [...inline, ...components]
    .filter((at) => !isReference(document, at))
    .flatMap((response) => keysAt(document, `${response}/content`).map((type) => childPointer(response, 'content', type)));
}

/** Where an OpenAPI document is read from: its file (for line numbers and `externalValue`s). */
export interface OpenApiSource {
  path: string;
  /** The bound on an `externalValue` file's bytes. */
  maxIncludeBytes: number;
  lineOf: (pointer: string) => number;
}

/** An `externalValue`'s value, read from a local file beside the document (JSON, or YAML), or why it was not read. */
function externalValue(document: ApiDocument, source: OpenApiSource, target: string): { value: unknown; placeOf: ExampleSite['placeOf'] } | { why: string } {
  const included = readIncluded(target, { path: source.path, name: document.name, maxIncludeBytes: source.maxIncludeBytes });
  if ('why' in included) return included;
  const answer = parseAnswer({ language: 'json', text: included.text, line: 1 });
  if (answer.findings.length === 0) return { value: answer.value, placeOf: (pointer) => `${included.name}:${answer.lineOf(pointer)}` };
  try {
    const lines = yamlLines(included.text);
    return { value: parseYaml(included.text) as unknown, placeOf: (pointer) => `${included.name}:${lines(pointer)}` };
  } catch (error) {
    return { why: `${target} is neither JSON nor YAML: ${(error as Error).message.split('\n')[0]}` };
  }
}

/** The `example` and `examples` of a parameter or media type object that has a schema; component examples are followed, external values read. */
function examplesOf(document: ApiDocument, source: OpenApiSource, holderAt: string, notExamined: NotExamined[]): ExampleSite[] {
  const holder = valueAt(document.root, holderAt) as Node;
  if (!holder.schema) return [];
  const schemaAt = `${holderAt}/schema`;
  const inDocument = (valuePointer: string) => (pointer: string) => `${document.name}:${source.lineOf(`${valuePointer}${pointer}`)}`;
  const example = `${holderAt}/example`;
  const sites: ExampleSite[] =
    'example' in holder ? [{ at: example, valuePointer: example, schemaAt, value: holder.example, holderAt, placeOf: inDocument(example) }] : [];
  for (const name of keysAt(document, `${holderAt}/examples`)) {
    const at = childPointer(holderAt, 'examples', name);
    const resolved = resolveAt(document, at);
    if ('value' in resolved.node) {
      const valuePointer = `${resolved.at}/value`;
      sites.push({ at, valuePointer, schemaAt, value: resolved.node.value, holderAt, placeOf: inDocument(valuePointer) });
    } else if (typeof resolved.node.externalValue === 'string') {
      const external = externalValue(document, source, resolved.node.externalValue);
      if ('why' in external)
        notExamined.push({ location: `${document.name}:${source.lineOf(`${resolved.at}/externalValue`)}`, why: `an externalValue: ${external.why}` });
      else sites.push({ at, valuePointer: `${resolved.at}/externalValue`, schemaAt, value: external.value, holderAt, placeOf: external.placeOf });
    }
  }
  return sites;
}

/** Findings of the document's own schema for the example. */
function ownSchemaFindings(document: ApiDocument, site: ExampleSite): Finding[] {
  const validate = validatorAt(document, site.schemaAt);
  if (validate(site.value)) return [];
  return describeSchemaErrors(validate.errors).map((e) => ({
    check: 'schema',
    rule: 'example.matches-openapi',
    pointer: e.pointer,
    message: `${e.pointer || 'the value'} ${e.message}`,
  }));
}

/** One finding per value and rule: the document's own schema and the spec's may say the same thing. */
function distinct(findings: readonly Finding[]): Finding[] {
  const seen = new Set<string>();
  return findings.filter((finding) => {
    const key = `${finding.rule} ${finding.pointer ?? ''}`;
    return !seen.has(key) && Boolean(seen.add(key));
  });
}

function checkSite(document: ApiDocument, source: OpenApiSource, reference: ApiDocument, site: ExampleSite): ExampleResult {
  const spec = judgeBySpecRules(document, reference, site);
  const findings = distinct([...ownSchemaFindings(document, site), ...spec.findings]);
  return {
    file: document.name,
    location: `${document.name}:${source.lineOf(site.at)}`,
    verdict: findings.length === 0 ? 'ok' : 'WRONG',
    schema: schemaName(document, site.schemaAt),
    problems: findings.map(({ line, file, ...finding }) => ({
      ...finding,
      location: line === undefined ? site.placeOf(finding.pointer ?? '') : `${file ?? document.name}:${line}`,
    })),
    notJudged: spec.notJudged,
    ...(spec.assumption && { assumedNow: spec.assumption }),
  };
}

/**
 * Every example of the document's parameters and responses (inline, referenced, or an
 * `externalValue` beside it), judged against its own schema and by the spec's rules (the
 * reference document's schemas and the rulebook); at the lines they are written on.
 */
export function checkOpenApiExamples(
  document: ApiDocument,
  reference: ApiDocument,
  path: string,
  maxIncludeBytes = DEFAULT_CHECKER_BOUNDS.maxIncludeBytes,
): { examples: ExampleResult[]; notExamined: NotExamined[] } {
  const source: OpenApiSource = { path, maxIncludeBytes, lineOf: yamlLines(readFileSync(path, 'utf8')) };
  const notExamined: NotExamined[] = [];
  const sites = [...parameterObjects(document), ...responseMediaTypes(document)].flatMap((holder) => examplesOf(document, source, holder, notExamined));
  return { examples: sites.map((site) => checkSite(document, source, reference, site)), notExamined };
}
