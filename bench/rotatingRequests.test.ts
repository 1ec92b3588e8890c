// Tests of the rotating requests: distinct, seeded, varied, and all answered 200.
import { createFetchHandler } from '../src/fetch';
import { materialFrom, rotatingRequests, type RequestMaterial } from './rotatingRequests';

const MATERIAL: RequestMaterial = { words: ['annual', 'report', 'earnings', 'survey', 'monthly', 'index'], firstDate: '2025-01-01', lastDate: '2026-12-31' };

test('draws the asked number of distinct requests, the same for the same seed', () => {
  const requests = rotatingRequests(MATERIAL, 1000);
  expect(new Set(requests).size).toBe(1000);
  expect(rotatingRequests(MATERIAL, 1000, 1)).toEqual(requests);
  expect(rotatingRequests(MATERIAL, 1000, 2)).not.toEqual(requests);
});

test('mixes filters, dates, searches, orderings, offsets and fields lists', () => {
  const requests = rotatingRequests(MATERIAL, 1000);
  for (const part of ['status=', 'expected_date_after=', 'expected_date=', 'search=', 'search_operator=and', 'ordering=', 'offset=', 'fields=*', 'fields=_,']) {
    expect(requests.filter((request) => request.includes(`&${part}`)).length).toBeGreaterThan(20);
  }
});

test('every request is one the mock answers 200', async () => {
  const handler = createFetchHandler({ count: 2000, now: '2026-03-01T12:00:00Z' });
  for (const path of rotatingRequests(MATERIAL, 1000)) {
    const response = await handler(new Request(`http://127.0.0.1${path}`, { headers: { Authorization: 'Token dev-token' } }));
    if (response.status !== 200) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  }
}, 60_000);

test('draws its material from a mock through any fetch: here the fetch handler in process', async () => {
  const handler = createFetchHandler({ count: 500, now: '2026-03-01T12:00:00Z' });
  const material = await materialFrom('http://127.0.0.1', 500, (url, init) => handler(new Request(url, init)));
  expect(material.words.length).toBeGreaterThan(20);
  expect(material.words.every((word) => /^[a-z]{4,}$/.test(word))).toBe(true);
  expect(material.firstDate < material.lastDate).toBe(true);
});
