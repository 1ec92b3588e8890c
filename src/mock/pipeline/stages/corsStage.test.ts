// The CORS stage: preflights answered before any credential, the API any page's to read, the admin paths only allowed pages'.
import { ALLOWED_METHODS } from '../../../core/spec';
import { adminOriginPolicy } from '../../admin/adminOrigins';
import { answerOf, bytesOf, answerHeader, plainContext } from '../testing/plainRequest';
import { corsStage } from './corsStage';

const cors = corsStage(adminOriginPolicy(['https://admin.example']));
const PAGE = { origin: 'https://app.example' };

test('an OPTIONS to the API is its preflight: a 204 any page may use, the methods allowed', () => {
  const answer = answerOf(cors(plainContext('/api/v2/pages/', { method: 'OPTIONS', headers: PAGE })));
  expect(answer.status).toBe(204);
  expect(answerHeader(answer, 'Allow')).toBe(ALLOWED_METHODS);
  expect(answerHeader(answer, 'Access-Control-Allow-Origin')).toBe('*');
  expect(answerHeader(answer, 'Access-Control-Allow-Methods')).toBe(ALLOWED_METHODS);
  expect(answerHeader(answer, 'Access-Control-Allow-Headers')).toContain('Authorization');
  expect(bytesOf(answer).length).toBe(0);
});

test('any other request to the API goes on with the headers a page needs to read its answer', () => {
  const context = plainContext('/api/v2/pages/', { headers: PAGE });
  expect(cors(context)).toBe(context);
  expect(context.headers.slice(2)).toEqual([
    ['Access-Control-Allow-Origin', '*'],
    ['Access-Control-Expose-Headers', 'Date,WWW-Authenticate,Retry-After,Allow,X-Mock-Reading'],
  ]);
});

test('an allowed page gets its own origin on the admin paths, varied by Origin', () => {
  const answer = answerOf(cors(plainContext('/__mock/clock', { method: 'OPTIONS', headers: { origin: 'https://admin.example' } })));
  expect(answer.status).toBe(204);
  expect(answerHeader(answer, 'Access-Control-Allow-Origin')).toBe('https://admin.example');
  expect(answerHeader(answer, 'Vary')).toBe('Origin');
  expect(answerHeader(answer, 'Access-Control-Allow-Methods')).toContain('POST');
});

test("an admin path's OPTIONS from a page not allowed gets no preflight: it goes on without CORS, to its refusal", () => {
  const context = plainContext('/__mock/clock', { method: 'OPTIONS', headers: PAGE });
  expect(cors(context)).toBe(context);
  expect(context.headers.map(([name]) => name)).toEqual(['X-Content-Type-Options', 'Date', 'Allow']);
});

test("the admin paths' CORS is as written: /__MOCK is any page's, as the API is", () => {
  const context = plainContext('/__MOCK/clock', { headers: PAGE });
  cors(context);
  expect(context.headers).toContainEqual(['Access-Control-Allow-Origin', '*']);
});
