// The provoke stage: Prefer's and the run's answers instead of the real one, the wait first, its cap, and a client gone during it.
import { HELD_RETRY_AFTER_SECONDS, HeldAnswers } from '../../bounds/heldAnswers';
import { jsonAnswer, type CoreAnswer } from '../answer';
import { provocations, type Provocation } from '../provoked';
import { plainCoreOptions } from '../testing/plainCore';
import { answerOf, bodyOf, answerHeader, plainContext } from '../testing/plainRequest';
import { provokeStage, type Provoke } from './provokeStage';

/** A provoke that decides `provocation` for every request, and keeps what it was asked. */
function fixed(provocation: Provocation | CoreAnswer) {
  const asked: Parameters<Provoke>[] = [];
  const provoke: Provoke = (...args) => {
    asked.push(args);
    return provocation;
  };
  return { provoke, asked };
}

const TEAPOT = jsonAnswer(418, [], { detail: 'provoked' });

test('a method other than GET or HEAD goes on untouched, drawing nothing', () => {
  const { provoke, asked } = fixed({ answer: TEAPOT, latencyMs: 0 });
  const context = plainContext('/api/v2/pages/', { method: 'POST' });
  expect(provokeStage(provoke, new HeldAnswers())(context)).toBe(context);
  expect(asked).toEqual([]);
});

test("a provoked answer replaces the real one; the provoke is asked with the request's Prefer, path, origin, headers and warm-up", () => {
  const { provoke, asked } = fixed({ answer: TEAPOT, latencyMs: 0 });
  const context = plainContext('/api/v2/pages/?x=1', { headers: { prefer: 'code=418' }, warmUp: true }, { origin: 'http://mock.test' });
  expect(provokeStage(provoke, new HeldAnswers())(context)).toBe(TEAPOT);
  expect(asked).toEqual([['code=418', '/api/v2/pages/', 'http://mock.test', context.headers, true]]);
});

test('nothing provoked: the request goes on to its real answer', () => {
  const context = plainContext('/api/v2/pages/');
  expect(provokeStage(fixed({ latencyMs: 0 }).provoke, new HeldAnswers())(context)).toBe(context);
});

test('a drop is no answer', () => {
  expect(provokeStage(fixed({ answer: 'drop', latencyMs: 0 }).provoke, new HeldAnswers())(plainContext('/api/v2/pages/'))).toEqual({ kind: 'drop' });
});

test('with latency, the answer comes after the wait, and its place is given back', async () => {
  const held = new HeldAnswers(1);
  const context = plainContext('/api/v2/pages/');
  const outcome = provokeStage(fixed({ latencyMs: 5 }).provoke, held)(context);
  expect(held.held).toBe(1);
  expect(await outcome).toBe(context);
  expect(held.held).toBe(0);
});

test('past the cap of held answers, the 503 with Retry-After at once', () => {
  const held = new HeldAnswers(0);
  const answer = answerOf(provokeStage(fixed({ answer: TEAPOT, latencyMs: 5 }).provoke, held)(plainContext('/api/v2/pages/')) as CoreAnswer);
  expect(answer.status).toBe(503);
  expect(answerHeader(answer, 'Retry-After')).toBe(String(HELD_RETRY_AFTER_SECONDS));
});

test('a client gone during the wait gets no answer, and its place is given back', async () => {
  const controller = new AbortController();
  const held = new HeldAnswers();
  const outcome = provokeStage(fixed({ answer: TEAPOT, latencyMs: 60_000 }).provoke, held)({ ...plainContext('/api/v2/pages/'), signal: controller.signal });
  controller.abort();
  expect(await outcome).toEqual({ kind: 'drop' });
  expect(held.held).toBe(0);
});

describe("over openapi.yaml's provocations", () => {
  const options = plainCoreOptions();
  const stage = provokeStage(
    provocations(options.document, { seed: 0 }, () => [1, 2]),
    new HeldAnswers(),
  );
  const provoked = (prefer: string) => answerOf(stage(plainContext('/api/v2/pages/', { headers: { prefer } }, { origin: 'http://mock.test' })) as CoreAnswer);

  test("Prefer: code=503 is nginx's page, marked as provoked", () => {
    const answer = provoked('code=503');
    expect([answer.status, answer.provoked]).toEqual([503, 'Prefer: code=503']);
    expect(answerHeader(answer, 'Content-Type')).toMatch(/^text\/html/);
  });

  test('a Prefer it cannot read is its 400 at once', () => {
    const answer = provoked('code=999');
    expect(answer.status).toBe(400);
    expect(bodyOf(answer)).toEqual({ message: expect.stringContaining('999') });
  });
});
