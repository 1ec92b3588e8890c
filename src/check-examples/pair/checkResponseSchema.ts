// Checking an example's body against the schema its operation documents for the status.
import { resolveAt, validatorAt, type ApiDocument } from './apiDocument';
import { describeSchemaErrors } from '../../core/openapi/describeSchemaErrors';
import type { Operation } from './findOperation';
import { childPointer } from '../../core/jsonPointer';
import { responseKeyOf } from '../../core/openapi/responseKey';
import type { Finding } from '../types';

/** The index of the listing item a pointer such as `/items/3/status/color` is inside. */
export function itemOfPointer(pointer: string): number | undefined {
  const match = /^\/items\/(\d+)(?:\/|$)/.exec(pointer);
  return match ? Number(match[1]) : undefined;
}

/**
 * The body is valid against the schema the operation documents for this status; the status must
 * be one it documents, by its code or its range (the spec profile's `4XX`: any other refusal).
 * A finding about the body carries the pointer of the faulty value (its line is the value's).
 */
export function checkResponseSchema(document: ApiDocument, operation: Operation, status: number, body: unknown, statusLine: number): Finding[] {
  const responsesAt = `${operation.at}/responses`;
  const responses = resolveAt(document, responsesAt).node;
  const key = responseKeyOf(responses, status);
  if (key === undefined) {
    const message = `${document.name} documents no ${status} answer for ${operation.method} ${operation.template} (it documents ${Object.keys(responses).join(', ')})`;
    return [{ check: 'schema', rule: 'example.matches-openapi', line: statusLine, message }];
  }
  const response = resolveAt(document, childPointer(responsesAt, key));
  const content = (response.node.content as Record<string, { schema?: unknown }> | undefined) ?? {};
  // `*/*`: a body of any media type (the spec profile's error answers).
  const mediaType = Object.keys(content).find((type) => (/\bjson\b/.test(type) || type === '*/*') && content[type].schema !== undefined);
  if (mediaType === undefined) {
    const message = `${document.name} documents no JSON body (with a schema) for the ${status} answer of ${operation.method} ${operation.template}`;
    return [{ check: 'schema', rule: 'example.matches-openapi', line: statusLine, message }];
  }
  const validate = validatorAt(document, childPointer(response.at, 'content', mediaType, 'schema'));
  if (validate(body)) return [];
  return describeSchemaErrors(validate.errors).map(({ pointer, message }) => ({
    check: 'schema',
    rule: 'example.matches-openapi',
    item: itemOfPointer(pointer),
    pointer,
    message: `${pointer || 'the body'} ${message}`,
  }));
}
