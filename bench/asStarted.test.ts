// Tests of the request rotation the load runs use.
import type autocannon from 'autocannon';
import { inTurn } from './asStarted';

test("the rotation's requests are taken in turn by all connections from one counter", () => {
  const [request, ...more] = inTurn(['/a', '/b', '/c'], { Authorization: 'Token t' });
  expect(more).toEqual([]);
  // Each connection's iterator asks for its next request: whichever asks, the next path in turn.
  const asked = Array.from({ length: 7 }, () => (request.setupRequest as (r: autocannon.Request, context: object) => autocannon.Request)({ ...request }, {}));
  expect(asked.map((r) => r.path)).toEqual(['/a', '/b', '/c', '/a', '/b', '/c', '/a']);
  expect(asked.every((r) => r.method === 'GET' && (r.headers as Record<string, string>).Authorization === 'Token t')).toBe(true);
});

test('a single path is one fixed request', () => {
  expect(inTurn(['/only'], {})).toEqual([{ method: 'GET', path: '/only', headers: {} }]);
});
