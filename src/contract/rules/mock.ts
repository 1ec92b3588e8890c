// The suite's rules that hold for the mock only (`--profile mock`).
import { isDeepStrictEqual } from 'node:util';
import type { StatusCode } from '../../core/types';
import { rulebookDescription, rule, type Rule } from '../suite/rule';
import type { SuiteItem } from '../suite/context';
import { MOCK_STATUS_PRECEDENCE, precedenceCode, statusCondition, type Item as RuleItem, type TimeJudge } from '../../rules';
import { requestHolding, answeredItems, expectEachItem, snapshotItems } from './itemChecks';
import { DEFAULT_FIELDS, LISTING_PATH, MAX_LIMIT, META_FIELDS } from '../../core/spec';
import { DRF, WAGTAIL } from '../../core/messages';
import type { ApiResponse } from '../../net/client/exchange';
import { expectStatus, fail, skip } from '../suite/outcomes';

// What only the mock promises, where the spec says "not shown" (openapi.yaml records each decision).

/** The 400 answers openapi.yaml words exactly (`BadRequest` examples). */
const DOCUMENTED_400: readonly (readonly [query: string, message: string])[] = [
  [`limit=${MAX_LIMIT + 1}`, WAGTAIL.limitTooHigh],
  ['limit=-1', WAGTAIL.limitNotPositive],
  // Digits only: a decimal or exponent is not read as an integer (the spec profile does not ask this: 1.0 is an integer value).
  ['limit=1.0', WAGTAIL.limitNotPositive],
  ['offset=-1', WAGTAIL.offsetNotPositive],
  ['offset=1e2', WAGTAIL.offsetNotPositive],
  ['search=report&search_operator=xor', WAGTAIL.searchOperatorNotKnown('xor')],
  ['foo=1', WAGTAIL.unknownParameters(['foo'])],
  // A bracketed name is a name of its own, as Django reads it, not an object.
  ['limit[constructor]=1', WAGTAIL.unknownParameters(['limit[constructor]'])],
  ['fields=size,colour', WAGTAIL.unknownFields(['colour', 'size'])],
];

/** Fails unless the answer has the status and exactly the body. */
function expectBody(response: ApiResponse, status: number, body: object, what: string): void {
  expectStatus(response, status, what);
  if (!isDeepStrictEqual(response.body, body)) {
    fail(`${what}: the body is not the one openapi.yaml documents`, { expected: JSON.stringify(body), actual: response.text.slice(0, 300), response });
  }
}

/** `a, b, c`, sorted: keys compared whatever their order. */
const keyList = (object: object) => Object.keys(object).sort().join(', ');

/** The codes whose condition of §3 the release meets, for the failure's words. */
const codesMet = (item: SuiteItem, live: boolean, judge: TimeJudge): StatusCode[] =>
  MOCK_STATUS_PRECEDENCE.filter((code) => statusCondition(code, item as RuleItem, judge, live));

export const mockRules: Rule[] = [
  rule({
    ...rulebookDescription('mock.errors-use-documented-bodies'),
    needsSnapshot: false,
    profile: 'mock',
    async check(context) {
      const refused = await context.listing('limit=1', null);
      expectBody(refused, 401, { detail: DRF.notAuthenticated }, 'a request without a token');
      if (refused.headers.get('www-authenticate') !== 'Token') {
        fail('a 401 answer does not carry WWW-Authenticate: Token', {
          expected: 'WWW-Authenticate: Token',
          actual: `WWW-Authenticate: ${refused.headers.get('www-authenticate')}`,
          response: refused,
        });
      }
      for (const [query, message] of DOCUMENTED_400) expectBody(await context.listing(query), 400, { message }, query);
      expectBody(await context.get(`${LISTING_PATH}?limit=1`), 400, { message: WAGTAIL.required('type') }, 'a listing without type');
    },
  }),
  rule({
    name: 'mock.limit-above-200-is-400',
    section: '§8 (openapi.yaml)',
    needsSnapshot: false,
    statement: 'A limit above 200 is answered 400, not clamped.',
    profile: 'mock',
    async check(context) {
      for (const limit of [MAX_LIMIT + 1, 250, 1000]) expectStatus(await context.listing(`limit=${limit}`), 400, `limit=${limit} is above 200`);
    },
  }),
  rule({
    name: 'mock.type-other-than-release-page-is-400',
    section: '§4.1 (openapi.yaml)',
    needsSnapshot: false,
    statement: 'type must be releases.ReleasePage: another page type is answered 400.',
    profile: 'mock',
    async check(context) {
      for (const type of ['wagtailcore.Page', 'releases.Release']) {
        expectStatus(await context.get(`${LISTING_PATH}?type=${type}&limit=1`), 400, `type=${type} is not releases.ReleasePage`);
      }
    },
  }),
  rule({
    ...rulebookDescription('mock.default-fields-are-id-title-meta'),
    profile: 'mock',
    async check(context) {
      const expected = `keys ${[...DEFAULT_FIELDS].sort().join(', ')}; meta keys ${[...META_FIELDS].sort().join(', ')}`;
      expectEachItem(
        context,
        await answeredItems(context, 'limit=50'),
        { message: 'without fields an item holds other fields than id, title, meta', expected },
        (item) => {
          const actual = `keys ${keyList(item)}; meta keys ${item.meta ? keyList(item.meta) : 'none'}`;
          return actual === expected ? undefined : actual;
        },
      );
    },
  }),
  rule({
    ...rulebookDescription('mock.order-without-ordering-is-ascending-id'),
    profile: 'mock',
    async check(context) {
      const items = snapshotItems(context);
      const at = items.findIndex((item, i) => i > 0 && item.id <= items[i - 1].id);
      if (at > 0) {
        fail('without ordering the listing is not in ascending id', {
          expected: `id ${items[at - 1].id} followed by a greater id`,
          actual: `id ${items[at].id} at position ${at}`,
          request: requestHolding(context, items[at]),
        });
      }
    },
  }),
  rule({
    ...rulebookDescription('mock.status-precedence'),
    profile: 'mock',
    async check(context) {
      const items = snapshotItems(context);
      // Liveness is no field: the status=draft filter ("page is not live") tells it.
      const drafts = new Set((await context.walk('status=draft&fields=id')).items.map((item) => item.id));
      // The rulebook's precedence (rules/items/mockStatusRules.ts), the proxy's and the checker's too.
      const expected = new Map(items.map((item) => [item, precedenceCode(item as RuleItem, context.snapshot.judge, !drafts.has(item.id))]));
      const judged = items.filter((item) => expected.get(item) !== undefined);
      if (judged.length === 0) skip('every release is too close to now or today to judge (give --timezone)');
      const undecided = items.filter((item) => expected.get(item) === undefined);
      if (undecided.length > 0)
        context.notJudged(
          undecided.map((item) => `release ${item.id}`),
          `release ${undecided[0].id}: too close to now or today to tell which code comes first (give --timezone)`,
        );
      expectEachItem(
        context,
        judged,
        {
          message: `a release does not show the code the precedence ${MOCK_STATUS_PRECEDENCE.join(' > ')} gives`,
          expected: 'the first code of that precedence whose condition the release meets',
        },
        (item) => {
          const code = expected.get(item);
          const met = codesMet(item, !drafts.has(item.id), context.snapshot.judge);
          return item.status?.code === code ? undefined : `shows ${JSON.stringify(item.status?.code)} but meets ${met.join(', ') || 'none'}, so ${code}`;
        },
      );
    },
  }),
  rule({
    name: 'mock.search-empty-matches-nothing',
    section: '§4.2 (openapi.yaml)',
    statement: 'An empty search (search=) matches nothing, as in Wagtail.',
    profile: 'mock',
    async check(context) {
      const { body, response } = await context.listingBody('search=');
      if (body.items.length > 0 || body.meta.total_count !== 0) {
        fail('search= matches releases', {
          expected: 'no items, total_count 0',
          actual: `${body.items.length} items, total_count ${body.meta.total_count}`,
          response,
        });
      }
    },
  }),
  rule({
    name: 'mock.offset-past-the-end-is-empty',
    section: '§4.3 (openapi.yaml)',
    statement: 'An offset past the end gives no items and the same total_count.',
    profile: 'mock',
    async check(context) {
      // The releases read, when the snapshot holds them all: a count the server's total_count cannot sway.
      const total = context.snapshot.complete ? snapshotItems(context).length : context.snapshot.totalCount;
      for (const offset of [total, total + 100]) {
        const { body, response } = await context.listingBody(`offset=${offset}`);
        if (body.items.length > 0 || body.meta.total_count !== total) {
          fail(`offset=${offset} past the end does not give an empty page with the total`, {
            expected: `no items, total_count ${total}`,
            actual: `${body.items.length} items, total_count ${body.meta.total_count}`,
            response,
          });
        }
      }
    },
  }),
];
