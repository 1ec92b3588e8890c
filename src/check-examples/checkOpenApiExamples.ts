import { resolveAt, schemaName, validatorAt, type ApiDocument } from './pair/apiDocument';
import { describeSchemaErrors } from '../core/openapi/describeSchemaErrors';
import { childPointer, valueAt } from '../core/jsonPointer';
import type { ExampleResult } from './types';

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

type Node = Record<string, unknown>;

/** One example value and the schema it must satisfy. */
interface ExampleSite {
  /** Where the example is written, or where a component example is referenced. */
  at: string;
  /** Where its value is written (inside the component, for a referenced one). */
  valuePointer: string;
  schemaAt: string;
  value: unknown;
}

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
  const inline = holders.flatMap((holder) =>
    keysAt(document, `${holder}/parameters`).map((i) => childPointer(holder, 'parameters', i)),
  );
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

/** The `example` and `examples` of a parameter or media type object that has a schema; component examples are followed. */
function examplesOf(document: ApiDocument, holderAt: string): ExampleSite[] {
  const holder = valueAt(document.root, holderAt) as Node;
  if (!holder.schema) return [];
  const schemaAt = `${holderAt}/schema`;
  const example = `${holderAt}/example`;
  const sites: ExampleSite[] = 'example' in holder ? [{ at: example, valuePointer: example, schemaAt, value: holder.example }] : [];
  for (const name of keysAt(document, `${holderAt}/examples`)) {
    const at = childPointer(holderAt, 'examples', name);
    const resolved = resolveAt(document, at);
    if ('value' in resolved.node) sites.push({ at, valuePointer: `${resolved.at}/value`, schemaAt, value: resolved.node.value });
  }
  return sites;
}

function checkSite(document: ApiDocument, site: ExampleSite): ExampleResult {
  const location = `${document.name}#${site.at}`;
  const validate = validatorAt(document, site.schemaAt);
  const errors = validate(site.value) ? [] : describeSchemaErrors(validate.errors);
  return {
    file: document.name,
    location,
    verdict: errors.length === 0 ? 'ok' : 'WRONG',
    schema: schemaName(document, site.schemaAt),
    problems: errors.map((e) => ({ check: 'schema', rule: 'example.matches-openapi', location: `${document.name}#${site.valuePointer}${e.pointer}`, pointer: e.pointer, message: e.message })),
    // A schema either holds or is broken: nothing is left undecided.
    notJudged: [],
  };
}

/** Every example of the document's parameters and responses, validated against its schema. */
export function checkOpenApiExamples(document: ApiDocument): ExampleResult[] {
  return [...parameterObjects(document), ...responseMediaTypes(document)]
    .flatMap((holder) => examplesOf(document, holder))
    .map((site) => checkSite(document, site));
}
