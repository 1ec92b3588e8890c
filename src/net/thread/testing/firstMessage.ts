// Starting a thread in a test, to look at what it posts first while it still runs, then ending it.
import { once } from 'node:events';
import { startThread } from '../startThread';

/** `look` at what the thread of `file` posts first, while the thread still runs (its /proc entry is there); resolves to what `look` returns. */
export async function firstMessage<T = unknown>(file: string, workerData: unknown, look: (message: unknown) => T = (message) => message as T): Promise<T> {
  const thread = startThread(file, { workerData });
  try {
    const [message] = (await once(thread, 'message')) as [unknown];
    return look(message);
  } finally {
    await thread.terminate();
  }
}
