// Finding the operation of the document that serves an example's method and path.
import { resolveAt, type ApiDocument } from './apiDocument';
import { childPointer, valueAt } from '../../core/jsonPointer';

export interface Parameter {
  name: string;
  in: string;
  required: boolean;
  allowEmptyValue: boolean;
  /** Where its schema is written. */
  schemaAt: string;
  example?: unknown;
}

export interface Operation {
  /** The path as openapi.yaml writes it, e.g. `/api/v2/pages/{id}/`. */
  template: string;
  method: string;
  /** JSON pointer of the operation object. */
  at: string;
  /** Path-level parameters with the operation's own, which win on the same name. */
  parameters: Parameter[];
  /** Values of the path's `{name}` segments. */
  pathValues: Record<string, string>;
}

type Node = Record<string, unknown>;

function parametersAt(document: ApiDocument, holderAt: string): Parameter[] {
  const list = (valueAt(document.root, `${holderAt}/parameters`) as unknown[] | undefined) ?? [];
  return list.map((_, i) => {
    const { node, at } = resolveAt(document, childPointer(holderAt, 'parameters', i));
    return {
      name: node.name as string,
      in: node.in as string,
      required: node.required === true,
      allowEmptyValue: node.allowEmptyValue === true,
      schemaAt: `${at}/schema`,
      example: node.example,
    };
  });
}

/** The values of a path's `{name}` segments when `path` fits the template `/api/v2/pages/{id}/`, else `undefined`. */
function matchTemplate(template: string, path: string): Record<string, string> | undefined {
  const parts = template.split(/(\{[^}]+\})/);
  const names = parts.filter((part) => part.startsWith('{')).map((part) => part.slice(1, -1));
  const source = parts.map((part) => (part.startsWith('{') ? '([^/]+)' : part.replace(/[.*+?^$()|[\]\\]/g, '\\$&'))).join('');
  const match = new RegExp(`^${source}$`).exec(path);
  return match ? Object.fromEntries(names.map((name, i) => [name, match[i + 1]])) : undefined;
}

/** The operation, or why there is none and the request rule that says so. */
export type OperationLookup = { operation: Operation } | { problem: string; rule: 'request.endpoint-is-documented' | 'request.method-is-get' };

/** The operation of the document that serves `method` on `path`, or why there is none. */
export function findOperation(document: ApiDocument, method: string, path: string): OperationLookup {
  const paths = (document.root.paths as Node | undefined) ?? {};
  const template = Object.keys(paths).find((t) => matchTemplate(t, path));
  if (template === undefined) {
    return { problem: `${document.name} documents no path ${path} (it documents ${Object.keys(paths).join(', ')})`, rule: 'request.endpoint-is-documented' };
  }
  const pathAt = childPointer('/paths', template);
  const operationAt = childPointer(pathAt, method.toLowerCase());
  if (valueAt(document.root, operationAt) === undefined) {
    return { problem: `${document.name} documents no ${method} on ${template}`, rule: 'request.method-is-get' };
  }
  const operationOwn = parametersAt(document, operationAt);
  const inherited = parametersAt(document, pathAt).filter((p) => !operationOwn.some((o) => o.name === p.name && o.in === p.in));
  return {
    operation: {
      template,
      method: method.toUpperCase(),
      at: operationAt,
      parameters: [...inherited, ...operationOwn],
      pathValues: matchTemplate(template, path)!,
    },
  };
}
