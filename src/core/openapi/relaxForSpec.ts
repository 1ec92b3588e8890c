// The spec profile's reading of an OpenAPI document: the same schemas, with what the API
// documentation leaves open loosened, so that one schema still catches what it states (types,
// the fields it lists as required, status codes, `#RRGGBB`, date formats) and nothing more.

import { isObject } from '../isObject';

type Node = Record<string, unknown>;

/** §2.3: the nullability of meta fields is not shown (nor is any further metadata field). */
const OPEN_NULLABILITY = ['PageMeta'];
/** Error bodies: DRF's `{"detail"}` and Wagtail's `{"message"}` are the mock's choice, not the documentation's. */
const OPEN_BODIES = ['MessageError', 'DetailError'];

const SUBSCHEMA = ['items', 'not', 'if', 'then', 'else', 'contains', 'propertyNames', 'additionalProperties', 'unevaluatedProperties', 'unevaluatedItems'];
const SUBSCHEMA_LISTS = ['allOf', 'anyOf', 'oneOf', 'prefixItems'];
const SUBSCHEMA_MAPS = ['properties', 'patternProperties', 'dependentSchemas', '$defs'];
/** Keys of an OpenAPI document whose values are data, never schemas. */
const EXAMPLE_KEYS = new Set(['example', 'examples']);

const mapValues = (node: Node, change: (value: unknown) => unknown): Node =>
  Object.fromEntries(Object.entries(node).map(([key, value]) => [key, change(value)]));

/** A copy of a schema and its subschemas that allows extra fields: the documentation forbids them nowhere. */
function allowExtraFields(schema: unknown): unknown {
  if (!isObject(schema)) return schema;
  const copy: Node = { ...schema };
  for (const key of ['additionalProperties', 'unevaluatedProperties']) if (copy[key] === false) delete copy[key];
  for (const key of SUBSCHEMA) if (key in copy) copy[key] = allowExtraFields(copy[key]);
  for (const key of SUBSCHEMA_LISTS) if (Array.isArray(copy[key])) copy[key] = (copy[key] as unknown[]).map(allowExtraFields);
  for (const key of SUBSCHEMA_MAPS) if (isObject(copy[key])) copy[key] = mapValues(copy[key] as Node, allowExtraFields);
  return copy;
}

/** Every `schema` of a parameter, header or media type relaxed; example values are left as written. */
function relaxInlineSchemas(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(relaxInlineSchemas);
  if (!isObject(node)) return node;
  return Object.fromEntries(
    Object.entries(node).map(([key, value]) => [key, key === 'schema' ? allowExtraFields(value) : EXAMPLE_KEYS.has(key) ? value : relaxInlineSchemas(value)]),
  );
}

/** Each property may also be null. */
function nullable(schema: Node): Node {
  return { ...schema, properties: mapValues((schema.properties as Node | undefined) ?? {}, (property) => ({ anyOf: [property, { type: 'null' }] })) };
}

function relaxComponentSchema(name: string, schema: unknown): unknown {
  if (OPEN_BODIES.includes(name)) return {};
  const relaxed = allowExtraFields(schema);
  return OPEN_NULLABILITY.includes(name) && isObject(relaxed) ? nullable(relaxed) : relaxed;
}

/** Any media type, any body: an error answer's shape is not shown (§7), JSON or an HTML page alike. */
const ANY_BODY = { '*/*': { schema: {} } };

/**
 * Any other refusal: §7's table lists 200, 400, 401 and 403, but §7 and §8 leave open which
 * conditions are invalid, which give 403, and rate limits, so a deployment may refuse with
 * another 4xx (404, 405, 406, 422, 429), its body of any shape. Whether the refusal was right is
 * the rule's whose request it answers (an `invalid.*` rule, `auth.*`), not the status list's.
 */
const OTHER_REFUSALS = {
  '4XX': { description: 'Another refusal (§7 and §8 leave open which conditions are invalid, which give 403, and rate limits): any body.', content: ANY_BODY },
};

/** An operation's answers with any 4xx admitted, unless it documents a 4XX itself. */
const withOtherRefusals = (responses: Node): Node =>
  Object.keys(responses).some((key) => key.toUpperCase() === '4XX') ? responses : { ...responses, ...OTHER_REFUSALS };

const withAnyBody = (response: unknown): unknown =>
  isObject(response) && isObject(response.content) ? { ...response, content: { ...response.content, ...ANY_BODY } } : response;

/** The error answers (4xx, 5xx) of every operation: inline, or `#/components/responses/<name>`. */
function errorAnswers(paths: unknown): { inline: Node[]; named: Set<string> } {
  const found = { inline: [] as Node[], named: new Set<string>() };
  for (const pathItem of Object.values(isObject(paths) ? paths : {})) {
    for (const operation of Object.values(isObject(pathItem) ? pathItem : {})) {
      if (!isObject(operation) || !isObject(operation.responses)) continue;
      for (const [status, response] of Object.entries(operation.responses)) {
        if (!/^[45]/.test(status) || !isObject(response)) continue;
        if (typeof response.$ref === 'string') found.named.add(response.$ref.replace('#/components/responses/', ''));
        else found.inline.push(response);
      }
    }
  }
  return found;
}

/** The document with every error answer admitting any body of any media type beside the documented ones, and any other 4xx. */
function openErrorBodies(document: Node): Node {
  const { inline, named } = errorAnswers(document.paths);
  const paths = mapValues(isObject(document.paths) ? document.paths : {}, (pathItem) =>
    isObject(pathItem)
      ? mapValues(pathItem, (operation) =>
          isObject(operation) && isObject(operation.responses)
            ? { ...operation, responses: withOtherRefusals(mapValues(operation.responses, (r) => (inline.includes(r as Node) ? withAnyBody(r) : r))) }
            : operation,
        )
      : pathItem,
  );
  const components = isObject(document.components) ? document.components : undefined;
  const responses =
    components && isObject(components.responses)
      ? Object.fromEntries(Object.entries(components.responses).map(([name, r]) => [name, named.has(name) ? withAnyBody(r) : r]))
      : undefined;
  return { ...document, ...(document.paths === undefined ? {} : { paths }), ...(responses ? { components: { ...components, responses } } : {}) };
}

/** A copy of an OpenAPI document as the spec profile reads it; the document itself is not changed. */
export function relaxForSpec(root: Node): Node {
  const relaxed = openErrorBodies(relaxInlineSchemas(root) as Node);
  const components = relaxed.components;
  if (!isObject(components) || !isObject(components.schemas)) return relaxed;
  const schemas = Object.fromEntries(Object.entries(components.schemas).map(([name, schema]) => [name, relaxComponentSchema(name, schema)]));
  return { ...relaxed, components: { ...components, schemas } };
}
