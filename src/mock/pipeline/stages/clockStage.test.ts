// The clock stage: the request's now, its Date header, and the problem of an X-Mock-Now that does not read.
import { MOCK } from '../../../core/messages';
import { INSTANT_RANGE } from '../../domain/instantRange';
import { PINNED_NOW, plainRequest } from '../testing/plainRequest';
import { clockStage } from './clockStage';

const contextOf = clockStage(() => PINNED_NOW);

test("without X-Mock-Now, the clock's now, shown in Date after nosniff", () => {
  const context = contextOf(plainRequest('/api/v2/pages/?type=releases.ReleasePage#top'));
  expect(context.now).toEqual(PINNED_NOW);
  expect(context.nowProblem).toBeUndefined();
  expect(context.headers).toEqual([
    ['X-Content-Type-Options', 'nosniff'],
    ['Date', 'Sun, 01 Mar 2026 12:00:00 GMT'],
  ]);
  expect(context.path).toBe('/api/v2/pages/');
  expect([context.origin, context.route, context.query]).toEqual(['', undefined, undefined]);
});

test("an X-Mock-Now that reads is the request's now", () => {
  const context = contextOf(plainRequest('/api/v2/pages/', { headers: { 'x-mock-now': '2030-01-02T03:04:05+01:00' } }));
  expect(context.now.toISOString()).toBe('2030-01-02T02:04:05.000Z');
  expect(context.headers[1]).toEqual(['Date', 'Wed, 02 Jan 2030 02:04:05 GMT']);
  expect(context.nowProblem).toBeUndefined();
});

test.each([
  ['tomorrow', MOCK.mockNowMalformed('tomorrow')],
  ['2030-01-02T03:04:05', MOCK.mockNowMalformed('2030-01-02T03:04:05')],
  ['2030-01-02T03:04:05+19:00', MOCK.mockNowOutOfRange('2030-01-02T03:04:05+19:00', INSTANT_RANGE)],
])("X-Mock-Now %j does not read: the clock's now, and the problem for later", (asked, problem) => {
  const context = contextOf(plainRequest('/api/v2/pages/', { headers: { 'x-mock-now': asked } }));
  expect(context.now).toEqual(PINNED_NOW);
  expect(context.nowProblem?.text).toBe(problem);
});

test('the signal is kept for a provoked wait', () => {
  const signal = new AbortController().signal;
  expect(contextOf(plainRequest('/'), signal).signal).toBe(signal);
});
