// Tests of the slicer: bounded slices with turns of the event loop between them, an abort and a failure.
import { countTurns } from '../testing/turnCounter';
import { inSlices, stepsInSlices } from './inSlices';

/** Steps of about `ms` each, counting how many ran. */
function busySteps(total: number, ms: number) {
  let taken = 0;
  return {
    get taken() {
      return taken;
    },
    step: () => {
      const until = performance.now() + ms;
      while (performance.now() < until);
      return ++taken === total;
    },
  };
}

test('the steps run in slices of about sliceMs, each on its own turn of the event loop, until done', async () => {
  const steps = busySteps(40, 1);
  // Turns run between slices, not only after the last.
  const turns = countTurns();
  const done = inSlices(steps.step, 5);
  // Nothing runs in the caller's turn.
  expect(steps.taken).toBe(0);
  await expect(done).resolves.toBe(true);
  expect(turns.stop()).toBeGreaterThanOrEqual(5);
  expect(steps.taken).toBe(40);
});

test('an abort stops the slices between two: false, the steps left untaken', async () => {
  const stop = new AbortController();
  const steps = busySteps(1000, 1);
  const done = inSlices(steps.step, 3, stop.signal);
  setTimeout(() => stop.abort(), 20);
  await expect(done).resolves.toBe(false);
  expect(steps.taken).toBeGreaterThan(0);
  expect(steps.taken).toBeLessThan(1000);
});

test('a step that throws rejects with its error, and no step runs after it', async () => {
  let taken = 0;
  const failure = new Error('a bug');
  await expect(
    inSlices(() => {
      taken++;
      if (taken === 3) throw failure;
      return false;
    }, 5),
  ).rejects.toBe(failure);
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(taken).toBe(3);
});

test("a generator's steps in slices give its result; an abort rejects with an AbortError", async () => {
  function* counting(n: number): Generator<void, number> {
    let sum = 0;
    for (let i = 1; i <= n; i++) {
      sum += i;
      yield;
    }
    return sum;
  }
  await expect(stepsInSlices(counting(100), 5)).resolves.toBe(5050);
  const stop = new AbortController();
  stop.abort();
  await expect(stepsInSlices(counting(100), 5, stop.signal)).rejects.toMatchObject({ name: 'AbortError' });
});
