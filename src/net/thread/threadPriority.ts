// One thread's OS scheduling priority, lowered from inside it (the proxy's checks thread, the mock's
// indexing thread: on 2 cores they compete with the thread that clients wait for). On Linux
// setpriority(2) given a thread id applies to that thread only; a thread reads its own id from the
// /proc/thread-self link (`<pid>/task/<tid>`). Elsewhere (no /proc, no permission) the thread runs at
// the process's priority and nothing else changes.
import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';

/** How the thread's priority came out: lowered, or why not (it then runs at the process's priority). */
export type PriorityOutcome = { lowered: true; threadId: number } | { lowered: false; why: string };

/** The OS calls, replaceable in tests to take the paths this machine does not. */
export interface PriorityCalls {
  readThreadLink: () => string;
  setPriority: (id: number, nice: number) => void;
}

const LINUX: PriorityCalls = { readThreadLink: () => readlinkSync('/proc/thread-self'), setPriority };

const THREAD_LINK = /^\d+\/task\/(\d+)$/;

/** Sets the calling thread's nice value to `nice` (0: left as it is). Never throws. */
export function lowerThreadPriority(nice: number, calls: PriorityCalls = LINUX): PriorityOutcome {
  if (nice === 0) return { lowered: false, why: 'not asked (nice 0)' };
  let link: string;
  try {
    link = calls.readThreadLink();
  } catch (error) {
    return { lowered: false, why: `no thread id (/proc/thread-self: ${(error as Error).message})` };
  }
  const match = THREAD_LINK.exec(link);
  if (!match) return { lowered: false, why: `no thread id (/proc/thread-self is ${JSON.stringify(link)})` };
  const threadId = Number(match[1]);
  try {
    calls.setPriority(threadId, nice);
  } catch (error) {
    return { lowered: false, why: `setpriority refused: ${(error as Error).message}` };
  }
  return { lowered: true, threadId };
}
