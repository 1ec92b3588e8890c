// The redirect stage: APPEND_SLASH's 301 for the API's paths without their slash, the 404 outside the pages.
import { answerOf, bodyOf, answerHeader, plainContext } from '../testing/plainRequest';
import { redirectStage } from './redirectStage';

test.each([
  ['/api/v2/pages?type=releases.ReleasePage#top', '/api/v2/pages/?type=releases.ReleasePage'],
  ['/api/v2/pages/12', '/api/v2/pages/12/'],
  ['/API/V2/other', '/API/V2/other/'],
  ['/api/v2/pages?q=%C3%A9 x', '/api/v2/pages/?q=%C3%A9%20x'],
])('%s is a 301 to %s, without a body', (target, location) => {
  const answer = answerOf(redirectStage(plainContext(target)));
  expect(answer.status).toBe(301);
  expect(answerHeader(answer, 'Location')).toBe(location);
  expect(answerHeader(answer, 'Content-Length')).toBe('0');
});

test.each(['/api/v2', '/api/v2/', '/api/v2/other/', '/elsewhere'])("%s is outside the pages: DRF's 404", (target) => {
  const answer = answerOf(redirectStage(plainContext(target)));
  expect(answer.status).toBe(404);
  expect(bodyOf(answer)).toEqual({ detail: 'Not found.' });
});

test.each(['/api/v2/pages/', '/api/v2/pages/12/', '/api/v2/pages/a/b/'])('%s passes on', (target) => {
  const context = plainContext(target);
  expect(redirectStage(context)).toBe(context);
});
