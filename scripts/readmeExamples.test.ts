// The README says its examples are what the mock answers with seed 42, 500 releases and the clock at
// 2026-03-01T12:00:00Z: the checker checks rules, not data, so this test holds the data to it
// (`npm run refresh-readme-examples` rewrites them after a generator change).
import { mockAnswerTo, readmeExamples, statusOf } from './readmeExamples';

const pairs = readmeExamples();

test('the README has examples to hold', () => {
  expect(pairs.length).toBeGreaterThanOrEqual(4);
});

test.each(pairs.map((pair) => [`README.md:${pair.request.line}`, pair] as const))('%s is what the mock answers', async (_where, pair) => {
  const answer = await mockAnswerTo(pair);
  expect(answer.status).toBe(statusOf(pair));
  expect(answer.body).toEqual(JSON.parse(pair.body.text));
});
