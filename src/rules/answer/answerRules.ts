// The rules of one answer as a whole, whatever its items: authentication (§5), JSON (Introduction),
// the statuses and schema of a listing answer (§2.1–2.7, §7).
import { openApiDocument } from '../../core/openapi/document';
import { schemaErrorLines } from '../../core/openapi/describeSchemaErrors';
import { schemaValidator } from '../../core/openapi/schemaValidator';
import { relaxForSpec } from '../../core/openapi/relaxForSpec';
import { responseKeyOf } from '../../core/openapi/responseKey';
import { LISTING_PATH } from '../../core/spec';
import { refOf } from '../catalogue';
import type { Exchange } from '../exchange';
import type { Readings } from '../profile/readings';
import type { Verdict } from '../verdict';
import { isFailingStatus } from './failingAnswer';

/** `Authorization: Token <key>`; DRF reads the keyword in any case. */
const TOKEN_FORM = /^token [^\s]+$/i;

/** A request without a token, or with one in another form, is refused with 401 (judged where the tool saw the request's headers). */
export function authVerdicts({ request, status }: Exchange): Verdict[] {
  if (request.authorization === undefined) return [];
  const rule =
    request.authorization === null ? 'auth.missing-token-is-401' : TOKEN_FORM.test(request.authorization) ? undefined : 'auth.malformed-token-is-401';
  if (!rule) return [];
  if (status === 401) return [{ ...refOf(rule), outcome: 'holds' }];
  if (status >= 200 && status < 300) {
    const what = request.authorization === null ? 'a request without Authorization' : 'an Authorization header not of the form Token <key>';
    return [{ ...refOf(rule), outcome: 'violated', expected: `401 to ${what}`, actual: `status ${status}, with the listing`, pointer: '' }];
  }
  return [{ ...refOf(rule), outcome: 'not-judged', why: `status ${status}: §7 leaves open which of several conditions answers first` }];
}

/** `application/json`, or a `+json` type, with any parameters. */
export const JSON_TYPE_PATTERN = /^application\/([\w.-]+\+)?json\s*(;|$)/i;

/** A listing answered 200 is JSON; in the mock profile every answer with a body is. */
export function jsonVerdicts({ status, headers, text, body }: Exchange, readings: Readings): Verdict[] {
  const hasBody = text !== undefined ? text !== '' : body !== undefined;
  if (!hasBody || (status !== 200 && !readings.errorsAreJson)) return [];
  const type = headers.get('content-type');
  return [
    JSON_TYPE_PATTERN.test(type ?? '')
      ? { ...refOf('content.answers-are-json'), outcome: 'holds' }
      : {
          ...refOf('content.answers-are-json'),
          outcome: 'violated',
          expected: 'Content-Type: application/json',
          actual: `Content-Type: ${type ?? '(none)'}, status ${status}`,
        },
  ];
}

const listingResponses = new Map<Readings['schema'], Record<string, unknown>>();

/**
 * The answers openapi.yaml documents for GET on the listing as the profile reads it, read once:
 * as written (the mock's statuses), or as the spec profile reads it (relaxForSpec: §7's table
 * and any other 4xx, which §7 and §8 leave open).
 */
function listingResponsesOf(schema: Readings['schema']): Record<string, unknown> {
  let responses = listingResponses.get(schema);
  if (!responses) {
    const document = openApiDocument();
    const read = schema === 'spec' ? (relaxForSpec(document as unknown as Record<string, unknown>) as unknown as typeof document) : document;
    responses = (read.paths[LISTING_PATH].get as { responses: Record<string, unknown> }).responses;
    listingResponses.set(schema, responses);
  }
  return responses;
}

/**
 * A status the profile's openapi.yaml documents for the listing; undefined for a failing answer
 * (a server error or a redirect), which is the evidence of the rule its request puts to the test
 * (failingAnswer.ts), not the status list's.
 */
export function listingStatusVerdict(status: number, readings: Readings): Verdict | undefined {
  if (isFailingStatus(status)) return undefined;
  const responses = listingResponsesOf(readings.schema);
  if (responseKeyOf(responses, status) !== undefined) return { ...refOf('schema.listing-answers-match-openapi'), outcome: 'holds' };
  const documented = `${readings.schema === 'spec' ? 'openapi.spec.yaml' : 'openapi.yaml'} documents: ${Object.keys(responses).join(', ')}`;
  return { ...refOf('schema.listing-answers-match-openapi'), outcome: 'violated', expected: `a status ${documented}`, actual: `status ${status}` };
}

/**
 * The validator of a 200 body per reading, compiled on first use. Formats as the mock checks its
 * own answers (a uri's full RFC 3986 grammar is a large share of a 200-item page's checks): dates in
 * full; date-times are content.date-formats'.
 */
export const listingValidator = (schema: Readings['schema']) => schemaValidator('ReleasePageList', schema, 'fast');

/** A status the profile documents (listingStatusVerdict), a 401 challenging `Token` (mock profile), and a 200 body valid against the profile's schema. */
export function schemaVerdicts({ status, headers, body }: Exchange, readings: Readings): Verdict[] {
  const byStatus = listingStatusVerdict(status, readings);
  const verdicts: Verdict[] = byStatus?.outcome === 'violated' ? [byStatus] : [];
  if (readings.challengeIsToken && status === 401) {
    const challenge = headers.get('www-authenticate');
    verdicts.push(
      challenge === 'Token'
        ? { ...refOf('mock.errors-use-documented-bodies'), outcome: 'holds' }
        : {
            ...refOf('mock.errors-use-documented-bodies'),
            outcome: 'violated',
            expected: 'WWW-Authenticate: Token',
            actual: `WWW-Authenticate: ${challenge ?? '(none)'}`,
          },
    );
  }
  if (status !== 200) return verdicts;
  const validate = listingValidator(readings.schema);
  verdicts.push(
    validate(body)
      ? { ...refOf('schema.listing-answers-match-openapi'), outcome: 'holds' }
      : {
          ...refOf('schema.listing-answers-match-openapi'),
          outcome: 'violated',
          expected: `a body valid against ReleasePageList${readings.schema === 'spec' ? ' as the documentation states it' : ''}`,
          actual: schemaErrorLines(validate.errors).slice(0, 5).join('; '),
        },
  );
  return verdicts;
}
