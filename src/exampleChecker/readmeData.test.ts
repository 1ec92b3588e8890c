// The README says its examples are what the mock answers with seed 42, 500 releases and the clock at
// 2026-03-01T12:00:00Z: the checker checks rules, not data, so this test holds the data to it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import { LIST_PERMISSION } from '../auth/tokenRegistry';
import { testApp } from '../testing/testApp';
import { findExamples } from './findExamples';
import { headerOf, parseHttpBlock } from './parseHttpBlock';

const README = join(__dirname, '..', '..', 'README.md');
const pairs = findExamples(README, readFileSync(README, 'utf8'));
const { app } = testApp({ tokens: [{ key: 'dev-token', permissions: [LIST_PERMISSION] }] });

test('the README has examples to hold', () => {
  expect(pairs.length).toBeGreaterThanOrEqual(4);
});

test.each(pairs.map((pair) => [`README.md:${pair.request.line}`, pair] as const))('%s is what the mock answers', async (_where, pair) => {
  const { exchange } = parseHttpBlock(pair.request, pair.responseHead);
  const authorization = headerOf(exchange!.request.headers, 'Authorization')?.value;
  const answer = await request(app)
    .get(exchange!.request.target)
    .set('Host', '127.0.0.1:4010')
    .set(authorization ? { Authorization: authorization } : {});
  expect(answer.status).toBe(exchange!.response?.status ?? 200);
  expect(answer.body).toEqual(JSON.parse(pair.body.text));
});
