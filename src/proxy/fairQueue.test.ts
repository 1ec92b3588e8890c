// Tests that the fair queue lets clients take turns within its slots.
import { FairQueue } from './fairQueue';

test('with one slot, the clients take turns: a client with many waiting does not keep another waiting behind them all', async () => {
  const queue = new FairQueue(1);
  const order: string[] = [];
  let release: () => void = () => undefined;
  const task = (name: string) => () => {
    order.push(name);
    return new Promise<void>((resolve) => (release = resolve));
  };
  const all = [...['a1', 'a2', 'a3', 'a4'].map((name) => queue.run('a', task(name))), queue.run('b', task('b1')), queue.run('b', task('b2'))];
  for (let i = 0; i < 6; i++) {
    await new Promise((resolve) => setImmediate(resolve));
    release();
  }
  await Promise.all(all);
  expect(order).toEqual(['a1', 'a2', 'b1', 'a3', 'b2', 'a4']);
});

test('at most `slots` tasks run at once, and a failing task passes its slot on', async () => {
  const queue = new FairQueue(2);
  let running = 0;
  let most = 0;
  const task = (fail: boolean) => async () => {
    running += 1;
    most = Math.max(most, running);
    await new Promise((resolve) => setTimeout(resolve, 5));
    running -= 1;
    if (fail) throw new Error('failed');
  };
  const results = await Promise.allSettled(Array.from({ length: 10 }, (_, i) => queue.run(`c${i % 3}`, task(i % 4 === 0))));
  expect(most).toBe(2);
  expect(results.filter((result) => result.status === 'rejected')).toHaveLength(3);
});
