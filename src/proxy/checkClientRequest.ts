// A request the real API would refuse, told as the client's problem: the example checker's request checks.
import type { IncomingMessage } from 'node:http';
import { apiDocumentOf, type ApiDocument } from '../check-examples/pair/apiDocument';
import { findOperation } from '../check-examples/pair/findOperation';
import { checkRequest } from '../check-examples/pair/checkRequest';
import { maskToken } from '../net/client/curl';
import { openApiDocument } from '../core/openapi/document';

let document: ApiDocument | undefined;

/** openapi.yaml as the request checks read it, made on first use from the document the mock reads (dist/openapi.json when compiled). */
export const requestDocument = (): ApiDocument => (document ??= apiDocumentOf(openApiDocument() as unknown as Record<string, unknown>, 'openapi.yaml', 'spec'));

/** What openapi.yaml finds wrong with the request (path, method, query parameters, Authorization's form); empty when nothing. */
export function clientProblems(request: IncomingMessage, url: URL): string[] {
  const document = requestDocument();
  const lookup = findOperation(document, request.method ?? 'GET', url.pathname);
  if ('problem' in lookup) return [lookup.problem];
  const headers = [];
  for (let i = 0; i < request.rawHeaders.length; i += 2) headers.push({ name: request.rawHeaders[i], value: request.rawHeaders[i + 1], line: 1 });
  const head = { method: request.method ?? 'GET', target: `${url.pathname}${url.search}`, headers, line: 1 };
  // As for an answer of 200: both the parameters and the authorization are judged.
  const messages = checkRequest(document, lookup.operation, head, url, 200).map((finding) => finding.message);
  // The checker quotes a malformed Authorization whole (`Bearer <key>`): no line of the proxy holds a key.
  const authorization = request.headers.authorization;
  return authorization ? messages.map((message) => message.split(authorization).join(maskToken(authorization))) : messages;
}
