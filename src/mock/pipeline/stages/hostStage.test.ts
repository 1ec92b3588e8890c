// The host stage: Django's 400 for a Host not served, else the origin the answers name.
import { DJANGO } from '../../../core/messages';
import { answerOf, bodyOf, plainContext, type PlainRequest } from '../testing/plainRequest';
import { hostStage } from './hostStage';

const anyHost = hostStage({});

test('a well-formed Host gives the origin the answers name', () => {
  const context = plainContext('/api/v2/pages/', { headers: { host: 'mock.test:8080' } });
  expect(anyHost(context)).toBe(context);
  expect(context.origin).toBe('http://mock.test:8080');
});

test('with a public URL, its origin whatever the Host, and an HTTP/1.0 request may come without one', () => {
  const stage = hostStage({ publicUrl: 'https://mock.example.com' });
  const context = plainContext('/api/v2/pages/', { http10: true });
  expect(stage(context)).toBe(context);
  expect(context.origin).toBe('https://mock.example.com');
});

test.each<[string, PlainRequest, ReturnType<typeof hostStage>]>([
  ['no Host on HTTP/1.1', {}, anyHost],
  ['no Host on HTTP/1.0 without a public URL', { http10: true }, anyHost],
  ['a Host that is not host[:port]', { headers: { host: 'mock.test/x' } }, anyHost],
  ['a Host not allowed', { headers: { host: 'evil.test' } }, hostStage({ allowedHosts: ['mock.test'] })],
])("%s is Django's 400", (_, request, stage) => {
  const answer = answerOf(stage(plainContext('/api/v2/pages/', request)));
  expect(answer.status).toBe(400);
  expect(bodyOf(answer)).toEqual({ detail: DJANGO.badRequest });
});
