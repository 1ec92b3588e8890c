// The pages stage: the listing and a detail, each described by openapi.yaml, and the query engine's own 400.
import { WAGTAIL } from '../../../core/messages';
import { hostVary } from '../hostVary';
import { literalQuery } from '../queryCheck';
import { plainCoreOptions } from '../testing/plainCore';
import { bodyOf, answerHeader, plainContext } from '../testing/plainRequest';
import { pagesStage, type PagesOptions } from './pagesStage';

const { service } = plainCoreOptions();
const ORIGIN = 'http://mock.test';
const perHost: PagesOptions = { varyHost: hostVary(undefined), keepValues: false };

/** A context as the query check passes it on: the route and the literal query of the target. */
const checked = (target: string, route: 'listing' | 'detail') => plainContext(target, {}, { origin: ORIGIN, route, query: literalQuery(target) });

type Listing = { meta: { total_count: number }; items: { id: number; meta: { detail_url: string } }[] };

test("the listing: the page asked for, links at the request's origin, Vary: Host, described", () => {
  const answer = pagesStage(service, perHost)(checked('/api/v2/pages/?type=releases.ReleasePage&limit=3', 'listing'));
  expect([answer.status, answer.described, answer.value]).toEqual([200, true, undefined]);
  expect(answerHeader(answer, 'Vary')).toBe('Host');
  const body = bodyOf(answer) as Listing;
  expect(body.meta.total_count).toBe(20);
  expect(body.items).toHaveLength(3);
  expect(body.items[0].meta.detail_url).toBe(`${ORIGIN}/api/v2/pages/${body.items[0].id}/`);
});

test("with keepValues, the listing's objects too, the same as its bytes; with a public URL, no Vary", () => {
  const answer = pagesStage(service, { varyHost: hostVary('https://mock.example.com'), keepValues: true })(
    checked('/api/v2/pages/?type=releases.ReleasePage&limit=2', 'listing'),
  );
  expect(answerHeader(answer, 'Vary')).toBeUndefined();
  expect(answer.value?.()).toEqual(bodyOf(answer));
});

test("a detail, and Wagtail's 404 for an id no page has", () => {
  const stage = pagesStage(service, perHost);
  const id = (bodyOf(stage(checked('/api/v2/pages/?type=releases.ReleasePage&limit=1', 'listing'))) as Listing).items[0].id;
  const detail = stage(checked(`/api/v2/pages/${id}/`, 'detail'));
  expect([detail.status, detail.described]).toEqual([200, true]);
  expect(bodyOf(detail)).toMatchObject({ id });
  for (const missing of ['/api/v2/pages/999999999/', '/api/v2/pages/abc/', '/api/v2/pages/99999999999999999999/']) {
    const answer = stage(checked(missing, 'detail'));
    expect([answer.status, answer.described]).toEqual([404, true]);
    expect(bodyOf(answer)).toEqual({ message: WAGTAIL.pageNotFound });
  }
});

test("the query engine's own refusal is Wagtail's 400", () => {
  const answer = pagesStage(service, perHost)(checked('/api/v2/pages/?type=releases.ReleasePage&limit=201', 'listing'));
  expect([answer.status, answer.described]).toEqual([400, true]);
  expect(bodyOf(answer)).toEqual({ message: WAGTAIL.limitTooHigh });
});
