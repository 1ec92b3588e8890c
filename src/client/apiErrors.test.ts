// Tests of the client's errors: their reason, class and Retry-After.
import { apiErrorFor, ReleasePagesApiError, TooManyRequestsError, UnexpectedResponseError } from './apiErrors';

test('the reason is the body’s message, else its detail, else its text', () => {
  expect(apiErrorFor(400, { message: 'm' }, new Headers()).reason).toBe('m');
  expect(apiErrorFor(403, { detail: 'd' }, new Headers()).reason).toBe('d');
  expect(apiErrorFor(500, 'Internal Server Error', new Headers()).reason).toBe('Internal Server Error');
  expect(apiErrorFor(500, { error: 1 }, new Headers()).reason).toBe('{"error":1}');
});

test('a status without a class of its own is an UnexpectedResponseError, named so', () => {
  const error = apiErrorFor(405, { detail: 'Method "POST" not allowed.' }, new Headers());
  expect(error).toBeInstanceOf(UnexpectedResponseError);
  expect(error).toBeInstanceOf(ReleasePagesApiError);
  expect(error).toBeInstanceOf(Error);
  expect(error.name).toBe('UnexpectedResponseError');
  expect(error.message).toBe('Release Pages API answered 405: {"detail":"Method \\"POST\\" not allowed."}');
});

test('Retry-After as a date counts from now; without one, or unreadable, there is no wait', () => {
  const inAMinute = new Date(Date.now() + 60_000).toUTCString();
  const dated = apiErrorFor(429, '', new Headers({ 'Retry-After': inAMinute })) as TooManyRequestsError;
  expect(dated.retryAfterSeconds).toBeGreaterThan(55);
  expect(dated.retryAfterSeconds).toBeLessThanOrEqual(60);
  expect((apiErrorFor(429, '', new Headers()) as TooManyRequestsError).retryAfterSeconds).toBeUndefined();
  expect((apiErrorFor(429, '', new Headers({ 'Retry-After': 'soon' })) as TooManyRequestsError).retryAfterSeconds).toBeUndefined();
});
