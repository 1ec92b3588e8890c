// The routing stage: paths Django routes nowhere are the 404 at once; the rest pass on untouched.
import { answerOf, bodyOf, plainContext } from '../testing/plainRequest';
import { routingStage } from './routingStage';

test.each(['/api/v2/pages//', '//api/v2/pages/', '/api/v2/pages/%zz/'])("%s is DRF's 404", (target) => {
  const answer = answerOf(routingStage(plainContext(target)));
  expect(answer.status).toBe(404);
  expect(bodyOf(answer)).toEqual({ detail: 'Not found.' });
});

test.each(['/api/v2/pages/', '/api/v2/pages/%31/', '/__mock/clock', '/elsewhere'])('%s passes on, the same context', (target) => {
  const context = plainContext(target);
  expect(routingStage(context)).toBe(context);
});
