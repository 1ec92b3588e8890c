// Comparing an example's answer with what the reference (the mock) answers to its request.
import { isDeepStrictEqual } from 'node:util';
import { checkSemantics } from '../semantics/checkSemantics';
import type { Operation } from './findOperation';
import type { RequestHead } from '../documents/parseHttpBlock';
import { referenceAnswer, tokenRoleFor, type ReferenceRequest } from './referenceAnswer';
import type { Judged } from '../types';
import { DETAIL_PATH, LISTING_PATH } from '../../core/spec';
import type { Profile } from '../../core/profile';
import { isFailingStatus } from '../../rules';

export interface ExampleAnswer {
  status: number;
  body: unknown;
  /** Whether the body is valid against the schema of openapi.yaml (a 200 body's rules are judged only then). */
  bodyIsValid: boolean;
  statedNowMs?: number;
  lines: { status: number; body: number };
}

const NOTHING: Judged = { findings: [], notJudged: [] };

const show = (body: unknown) => (typeof body === 'string' ? body : JSON.stringify(body));

/** The page the detail endpoint is asked for: it exists in the reference's data unless the example answers 404. */
function pageAsked(operation: Operation, status: number): ReferenceRequest['page'] {
  const id = operation.pathValues.id;
  return operation.template === DETAIL_PATH && /^\d+$/.test(id) ? { id: Number(id), exists: status !== 404 } : undefined;
}

/**
 * Whether a status other than the reference's is a fault. The documentation states that a valid
 * request is answered with the listing and one without valid authentication with 401 (§5.5); which
 * other parameter values are refused with 400 (a limit above 200, another page type, an unknown
 * parameter or field) is the mock's choice. Values the documentation rules out, the request check
 * finds in both profiles. A 200 body the reference refuses is not judged on its rules: they need
 * a request the reference accepts.
 */
const judgesStatus = (profile: Profile, referenceStatus: number) => profile === 'mock' || referenceStatus !== 400;

/**
 * Sends the example's request to the reference implementation and compares: the same status;
 * for an error, the same body (in the mock profile: error bodies are the mock's choice); for a
 * 200, a body that follows the reference's rules as the profile judges them.
 */
export async function compareWithReference(
  operation: Operation,
  request: RequestHead,
  url: URL,
  example: ExampleAnswer,
  profile: Profile,
): Promise<Judged & { assumption?: string }> {
  // A server error or a redirect is judged by the rule its request puts to the test (checkRequest).
  if (isFailingStatus(example.status)) return NOTHING;
  const answer = await referenceAnswer({
    method: operation.method as ReferenceRequest['method'],
    path: `${url.pathname}${url.search}`,
    headers: request.headers,
    role: tokenRoleFor(example.status),
    page: pageAsked(operation, example.status),
  });
  if (answer.status !== example.status) {
    if (!judgesStatus(profile, answer.status)) return NOTHING;
    const message = `the reference implementation answers ${answer.status} ${show(answer.body)} to this request, not ${example.status}`;
    return { findings: [{ check: 'reference', rule: 'example.answer-is-the-reference-status', line: example.lines.status, message }], notJudged: [] };
  }
  if (answer.status !== 200) {
    if (profile === 'spec' || isDeepStrictEqual(answer.body, example.body)) return NOTHING;
    const message = `the reference implementation answers ${answer.status} with ${show(answer.body)}, not ${show(example.body)}`;
    return { findings: [{ check: 'reference', rule: 'mock.errors-use-documented-bodies', line: example.lines.body, message }], notJudged: [] };
  }
  const listing = operation.template === LISTING_PATH;
  if (!example.bodyIsValid || !(listing || operation.template === DETAIL_PATH)) return NOTHING;
  return checkSemantics({ body: example.body, listing, query: url.searchParams, statedNowMs: example.statedNowMs, profile });
}
