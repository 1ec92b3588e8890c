// The now check: an X-Mock-Now the clock stage could not read is its 400; otherwise the request passes.
import { MOCK } from '../../../core/messages';
import { answerOf, bodyOf, plainContext } from '../testing/plainRequest';
import { nowCheckStage } from './nowCheckStage';

test('an X-Mock-Now that does not read is a 400 naming it', () => {
  const answer = answerOf(nowCheckStage(plainContext('/api/v2/pages/', { headers: { 'x-mock-now': 'soon' } })));
  expect(answer.status).toBe(400);
  expect(bodyOf(answer)).toEqual({ message: MOCK.mockNowMalformed('soon') });
});

test.each<Record<string, string>>([{}, { 'x-mock-now': '2026-01-01T00:00:00Z' }])('without a problem (%j), the request passes on', (headers) => {
  const context = plainContext('/api/v2/pages/', { headers });
  expect(nowCheckStage(context)).toBe(context);
});
