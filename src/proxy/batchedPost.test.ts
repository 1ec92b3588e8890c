// Tests of posting one turn's messages to the thread as one batch.
import { batchedPost } from './batchedPost';

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

/** A port that records what it was posted. */
function recordingPort() {
  const posted: { value: unknown; transferList?: readonly ArrayBuffer[] }[] = [];
  return { posted, postMessage: (value: unknown, transferList?: readonly ArrayBuffer[]) => void posted.push({ value, transferList }) };
}

test("one turn's messages go as one array, their buffers handed over with them", async () => {
  const port = recordingPort();
  const post = batchedPost<number>(() => port);
  const buffers = [new ArrayBuffer(4), new ArrayBuffer(8)];
  post(1, buffers[0]);
  post(2);
  post(3, buffers[1]);
  expect(port.posted).toEqual([]);
  await nextTurn();
  expect(port.posted).toEqual([{ value: [1, 2, 3], transferList: buffers }]);
});

test('a later turn posts a batch of its own, to the port of that moment', async () => {
  const first = recordingPort();
  const second = recordingPort();
  let port = first;
  const post = batchedPost<string>(() => port);
  post('a');
  await nextTurn();
  port = second;
  post('b');
  await nextTurn();
  expect([first.posted.map((p) => p.value), second.posted.map((p) => p.value)]).toEqual([[['a']], [['b']]]);
});

test('with no port at posting time nothing is posted, and nothing throws', async () => {
  const post = batchedPost<number>(() => undefined);
  post(1);
  await expect(nextTurn()).resolves.toBeUndefined();
});
