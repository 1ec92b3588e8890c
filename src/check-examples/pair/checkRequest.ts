import { resolveAt, validatorAt, type ApiDocument } from './apiDocument';
import { describeSchemaErrors } from '../../core/openapi/describeSchemaErrors';
import type { Operation, Parameter } from './findOperation';
import { headerOf, type RequestHead } from '../documents/parseHttpBlock';
import type { Finding } from '../types';

type Node = Record<string, unknown>;

/** DRF token authentication: the header is `Token <key>`, the keyword in any case (the scheme's description says so; OpenAPI cannot). */
const TOKEN_FORM = /^token[ \t]+\S+$/i;

/** A query value as the server reads it: numbers for numeric schemas, text otherwise. */
function coerce(raw: string, schema: Node): unknown {
  const types = [schema.type].flat();
  const numeric = types.includes('integer') || types.includes('number');
  return numeric && /^-?\d+(\.\d+)?$/.test(raw) ? Number(raw) : raw;
}

function valueProblem(document: ApiDocument, parameter: Parameter, raw: string): string | undefined {
  if (raw === '' && !parameter.allowEmptyValue) return `${parameter.name} is empty, which ${document.name} does not allow`;
  const validate = validatorAt(document, parameter.schemaAt);
  if (validate(coerce(raw, resolveAt(document, parameter.schemaAt).node))) return undefined;
  return `${parameter.name}=${raw} is not valid: ${describeSchemaErrors(validate.errors).map((e) => e.message).join('; ')}`;
}

function queryProblems(document: ApiDocument, operation: Operation, query: URLSearchParams): string[] {
  const documented = new Map(operation.parameters.filter((p) => p.in === 'query').map((p) => [p.name, p]));
  const problems: string[] = [];
  for (const name of new Set(query.keys())) {
    const parameter = documented.get(name);
    const values = query.getAll(name);
    if (!parameter) {
      problems.push(`query parameter ${name} is not documented for ${operation.method} ${operation.template} (${document.name} documents ${[...documented.keys()].join(', ')})`);
    } else if (values.length > 1) {
      problems.push(`${name} is given ${values.length} times; it takes one value`);
    } else {
      const problem = valueProblem(document, parameter, values[0]);
      if (problem) problems.push(problem);
    }
  }
  for (const parameter of documented.values()) {
    if (parameter.required && !query.has(parameter.name)) {
      const example = parameter.example === undefined ? '' : ` (${parameter.name}=${String(parameter.example)})`;
      problems.push(`${parameter.name} is missing; ${document.name} requires it${example}`);
    }
  }
  return problems;
}

function pathProblems(document: ApiDocument, operation: Operation): string[] {
  return operation.parameters
    .filter((p) => p.in === 'path')
    .map((p) => valueProblem(document, p, operation.pathValues[p.name]))
    .filter((p): p is string => p !== undefined);
}

/** What the security scheme `name` finds wrong with the request; only API keys in a header are checked (the only kind openapi.yaml has). */
function schemeFindings(document: ApiDocument, name: string, request: RequestHead): Finding[] {
  const scheme = ((document.root.components as Node | undefined)?.securitySchemes as Record<string, Node> | undefined)?.[name];
  if (scheme?.type !== 'apiKey' || scheme.in !== 'header') return [];
  const headerName = scheme.name as string;
  const header = headerOf(request.headers, headerName);
  if (!header) {
    const message = `the request has no ${headerName} header; the security scheme ${name} requires \`${headerName}: Token <key>\``;
    return [{ check: 'request', line: request.line, message }];
  }
  if (TOKEN_FORM.test(header.value.trim())) return [];
  const message = `\`${headerName}: ${header.value}\` is not of the form \`Token <key>\` that the security scheme ${name} requires`;
  return [{ check: 'request', line: header.line, message }];
}

/** The request satisfies one of the security requirements (alternatives); else the first one's problems. */
function authorizationFindings(document: ApiDocument, operation: Operation, request: RequestHead): Finding[] {
  const security = resolveAt(document, operation.at).node.security ?? document.root.security ?? [];
  const requirements = (security as Node[]).map((requirement) =>
    Object.keys(requirement).flatMap((name) => schemeFindings(document, name, request)),
  );
  return requirements.length === 0 || requirements.some((r) => r.length === 0) ? [] : requirements[0];
}

/**
 * Checks the request against the operation: documented query parameters with valid values,
 * required ones present, and the security scheme's header. An error example is about one
 * fault, so that fault is not reported: parameters in a 400 example, authorization in a 401.
 */
export function checkRequest(document: ApiDocument, operation: Operation, request: RequestHead, url: URL, status: number): Finding[] {
  const parameterFindings: Finding[] = [...pathProblems(document, operation), ...queryProblems(document, operation, url.searchParams)].map(
    (message) => ({ check: 'request', line: request.line, message }),
  );
  return [
    ...(status === 400 ? [] : parameterFindings),
    ...(status === 401 ? [] : authorizationFindings(document, operation, request)),
  ];
}
