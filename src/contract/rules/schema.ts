// The suite's rules on the answers' shape against openapi.yaml's schemas.
import type { ErrorObject } from 'ajv';
import { schemaValidator } from '../../core/openapi/schemaValidator';
import { TOKEN_PLACEHOLDER, type ApiResponse } from '../../net/client/exchange';
import {
  failingAnswerVerdict,
  JSON_TYPE_PATTERN,
  listingStatusVerdict,
  NO_FAILING_ANSWERS,
  readingsOf,
  refusedValidVerdict,
  VALID_REQUESTS_SERVED,
  type SeenRequest,
  type Violated,
} from '../../rules';
import { rulebookDescription, rule, type Rule } from '../suite/rule';
import { PAGE_TYPE } from '../../core/spec';
import { fail } from '../suite/outcomes';
import { extraFieldPointers, schemaErrorLines } from '../../core/openapi/describeSchemaErrors';

/** The fields that strict validation found beyond the schema, as paths with `[]` for any array position: `items[].meta.locale`. */
const extraFields = (errors: readonly ErrorObject[] | null | undefined): string[] =>
  extraFieldPointers(errors).map((pointer) =>
    pointer
      .replace(/\/\d+(?=\/|$)/g, '[]')
      .replace(/^\//, '')
      .replace(/\//g, '.'),
  );

/** The request as the rulebook reads it; the configured token, recorded as a placeholder, as a well-formed key. */
function judgedRequest({ request }: ApiResponse): SeenRequest {
  const url = new URL(request.url);
  return {
    method: request.method,
    target: `${url.pathname}${url.search}`,
    authorization: request.authorization?.replace(TOKEN_PLACEHOLDER, 'configured-token') ?? null,
  };
}

const listsReleasePages = (response: ApiResponse) => new URL(response.request.url).searchParams.get('type') === PAGE_TYPE;

/** What the schema rule keeps of the answers: the first that broke the schema (its status or its body), and the fields the documentation does not name. */
interface SchemaMemo {
  broken?: { response: ApiResponse; expected: string; lines: string[] };
  extra: Set<string>;
}

const BODY_EXPECTED = 'a body valid against ReleasePageList';

/** Run last: they judge every answer the run received, as it arrived. */
export const schemaRules: Rule[] = [
  rule({
    ...rulebookDescription('content.answers-are-json'),
    needsSnapshot: false,
    watch(response, memo, context) {
      if (context.options.profile === 'spec' && (response.status < 200 || response.status > 299)) return;
      if (!memo.has('wrong') && response.text !== '' && !JSON_TYPE_PATTERN.test(response.headers.get('content-type') ?? '')) memo.set('wrong', response);
    },
    async check(context) {
      const wrong = context.memoOf(this).get('wrong') as ApiResponse | undefined;
      if (wrong) {
        fail(`an answer of status ${wrong.status} is not sent as JSON`, {
          expected: 'Content-Type: application/json',
          actual: `Content-Type: ${wrong.headers.get('content-type') ?? '(none)'}`,
          response: wrong,
        });
      }
    },
  }),
  rule({
    ...rulebookDescription(NO_FAILING_ANSWERS),
    needsSnapshot: false,
    watch(response, memo, context) {
      if (memo.has('failed')) return;
      // A failing answer to a request another rule puts to the test (an invalid parameter, a missing token) is that rule's evidence: it fails there.
      const verdict = failingAnswerVerdict(judgedRequest(response), response.status, response.headers.get('location'), context.options.profile);
      if (verdict?.rule === NO_FAILING_ANSWERS) memo.set('failed', { response, verdict });
    },
    async check(context) {
      const failed = context.memoOf(this).get('failed') as { response: ApiResponse; verdict: Violated } | undefined;
      if (failed) {
        const { response, verdict } = failed;
        fail(`a request was answered with status ${response.status}`, {
          expected: verdict.expected,
          actual: `${verdict.actual}: ${response.text.slice(0, 300)}`,
          response,
        });
      }
    },
  }),
  rule({
    ...rulebookDescription(VALID_REQUESTS_SERVED),
    needsSnapshot: false,
    watch(response, memo, context) {
      if (memo.has('refused')) return;
      const verdict = refusedValidVerdict(judgedRequest(response), response.status, context.options.profile);
      if (verdict) memo.set('refused', { response, verdict });
    },
    async check(context) {
      const refused = context.memoOf(this).get('refused') as { response: ApiResponse; verdict: Violated } | undefined;
      if (refused) {
        const { response, verdict } = refused;
        const url = new URL(response.request.url);
        fail(`a valid request was refused: ${url.search.slice(1)}`, {
          expected: verdict.expected,
          actual: `${verdict.actual}: ${response.text.slice(0, 300)}`,
          response,
        });
      }
    },
  }),
  rule({
    ...rulebookDescription('schema.listing-answers-match-openapi'),
    needsSnapshot: false,
    watch(response, memo, context) {
      // A listing of release pages only: an answer to a request without type may list every page type (Wagtail's does).
      if (!listsReleasePages(response)) return;
      const state = (memo.get('state') as SchemaMemo | undefined) ?? { extra: new Set<string>() };
      memo.set('state', state);
      // The status, as the rulebook reads the profile's openapi.yaml (the spec profile's admits any 4xx).
      const byStatus = listingStatusVerdict(response.status, readingsOf(context.options.profile));
      if (byStatus?.outcome === 'violated' && !state.broken) state.broken = { response, expected: byStatus.expected, lines: [byStatus.actual] };
      if (response.status !== 200 || !Array.isArray((response.body as { items?: unknown } | undefined)?.items)) return;
      // The spec reading only relaxes the strict one: an answer valid as written is valid as the documentation states it.
      const strict = schemaValidator('ReleasePageList');
      if (strict(response.body)) return;
      if (context.options.profile === 'spec') {
        for (const field of extraFields(strict.errors)) state.extra.add(field);
        const spec = schemaValidator('ReleasePageList', 'spec');
        if (!state.broken && !spec(response.body)) state.broken = { response, expected: BODY_EXPECTED, lines: schemaErrorLines(spec.errors).slice(0, 5) };
      } else if (!state.broken) state.broken = { response, expected: BODY_EXPECTED, lines: schemaErrorLines(strict.errors).slice(0, 5) };
    },
    async check(context) {
      const state = context.memoOf(this).get('state') as SchemaMemo | undefined;
      if (state?.broken) {
        fail(`a listing answer does not match openapi.yaml${context.options.profile === 'spec' ? ' as the documentation states it' : ''}`, {
          expected: state.broken.expected,
          actual: state.broken.lines.join('; '),
          response: state.broken.response,
        });
      }
      if (state && state.extra.size > 0)
        context.warnings.add(`fields the API documentation does not name, not judged in the spec profile: ${[...state.extra].sort().join(', ')}`);
    },
  }),
];
