// The pipeline: stages in order until one answers, a promise awaited only where a stage gives one, the last stage's answer otherwise.
import { emptyAnswer } from '../answer';
import { plainContext } from '../testing/plainRequest';
import { pipeline } from './pipeline';
import type { RequestContext, Stage } from './requestContext';

/** A stage that notes its name and passes the context on. */
const passing =
  (seen: string[], name: string): Stage =>
  (context) => {
    seen.push(name);
    return context;
  };

const last = (context: RequestContext) => emptyAnswer(200, [['X-Origin', context.origin]]);

test('every stage in order, then the last one answers what they passed', () => {
  const seen: string[] = [];
  const result = pipeline([passing(seen, 'a'), undefined, passing(seen, 'b')], last)(plainContext('/'));
  expect(seen).toEqual(['a', 'b']);
  expect(result).toMatchObject({ kind: 'answer', status: 200 });
});

test('the first answer ends the request: no later stage runs', () => {
  const seen: string[] = [];
  const refusal = emptyAnswer(403, []);
  expect(pipeline([passing(seen, 'a'), () => refusal, passing(seen, 'c')], last)(plainContext('/'))).toBe(refusal);
  expect(seen).toEqual(['a']);
});

test("a stage's enrichment reaches the stages after it", () => {
  const enrich: Stage = (context) => Object.assign(context, { origin: 'http://mock.test' });
  expect(pipeline([enrich], last)(plainContext('/'))).toMatchObject({
    headers: [
      ['X-Origin', 'http://mock.test'],
      ['Content-Length', '0'],
    ],
  });
});

test('a stage that gives a promise is awaited, and the stages after it run on what it settles to', async () => {
  const seen: string[] = [];
  const later: Stage = async (context) => {
    seen.push('async');
    return context;
  };
  const result = pipeline([later, passing(seen, 'after')], last)(plainContext('/'));
  expect(result).toBeInstanceOf(Promise);
  expect(await result).toMatchObject({ status: 200 });
  expect(seen).toEqual(['async', 'after']);
  const answering: Stage = async () => ({ kind: 'drop' });
  expect(await pipeline([answering, passing(seen, 'never')], last)(plainContext('/'))).toEqual({ kind: 'drop' });
  expect(seen).not.toContain('never');
});

test('without a promise from any stage, the answer comes back at once', () => {
  expect(pipeline([passing([], 'a')], last)(plainContext('/'))).not.toBeInstanceOf(Promise);
});
