// The query check stage: the route and method of the pages, Django's bound on a query's fields, Wagtail's 400 for its problems.
import { ALLOWED_METHODS } from '../../../core/spec';
import { DJANGO, DRF } from '../../../core/messages';
import { openApiDocument } from '../../../core/openapi/document';
import { queryChecks } from '../queryCheck';
import { answerOf, bodyOf, answerHeader, plainContext } from '../testing/plainRequest';
import { queryCheckStage } from './queryCheckStage';

const stage = queryCheckStage(queryChecks(openApiDocument()));
const LISTING = '/api/v2/pages/?type=releases.ReleasePage';

test("a path under the pages that is neither the listing nor a detail is DRF's 404, as openapi.yaml describes it", () => {
  const answer = answerOf(stage(plainContext('/api/v2/pages/1/more/')));
  expect([answer.status, answer.described]).toEqual([404, true]);
  expect(bodyOf(answer)).toEqual({ detail: 'Not found.' });
});

test("a method other than GET or HEAD is DRF's 405 with Allow", () => {
  const answer = answerOf(stage(plainContext(LISTING, { method: 'DELETE' })));
  expect([answer.status, answer.described]).toEqual([405, true]);
  expect(answerHeader(answer, 'Allow')).toBe(ALLOWED_METHODS);
  expect(bodyOf(answer)).toEqual({ detail: DRF.methodNotAllowed('DELETE') });
});

test('more query fields than Django reads is its 400, which openapi.yaml does not describe', () => {
  const answer = answerOf(stage(plainContext(`${LISTING}${'&a=1'.repeat(1000)}`)));
  expect([answer.status, answer.described]).toEqual([400, undefined]);
  expect(bodyOf(answer)).toEqual({ detail: DJANGO.badRequest });
});

test("a query with problems is Wagtail's 400 naming each", () => {
  const answer = answerOf(stage(plainContext(`${LISTING}&limit=x&offset=-1`)));
  expect([answer.status, answer.described]).toEqual([400, true]);
  const { message } = bodyOf(answer) as { message: string };
  expect(message.split('; ')).toHaveLength(2);
  expect(message).toMatch(/limit/);
  expect(message).toMatch(/offset/);
});

test.each([
  [`${LISTING}&limit=5`, 'listing', { type: 'releases.ReleasePage', limit: '5' }],
  ['/api/v2/pages/12/?fields=title', 'detail', { fields: 'title' }],
  ['/API/V2/PAGES/?type=releases.ReleasePage', 'listing', { type: 'releases.ReleasePage' }],
])('%s passes on with its route and query', (target, route, query) => {
  const context = plainContext(target, { method: 'HEAD' });
  expect(stage(context)).toBe(context);
  expect(context.route).toBe(route);
  expect({ ...context.query }).toEqual(query);
});
