// The tests' check that a thread lowered its own priority, as Linux reports it.
import { existsSync, readFileSync } from 'node:fs';
import { getPriority } from 'node:os';
import type { PriorityOutcome } from '../threadPriority';

/** The nice value of the process's thread `threadId`, from /proc (field 19 of its stat; the command name, field 2, may hold spaces and is skipped). */
const niceOf = (threadId: number): number => Number(readFileSync(`/proc/self/task/${threadId}/stat`, 'utf8').split(') ')[1].split(' ')[16]);

/** Where /proc has the thread id, that thread alone runs at `nice` (the process's main thread keeps its priority); elsewhere the outcome says why not. */
export function expectLowered(priority: PriorityOutcome, nice: number): void {
  if (!existsSync('/proc/thread-self')) {
    expect(priority).toEqual({ lowered: false, why: expect.stringContaining('/proc/thread-self') });
    return;
  }
  if (!priority.lowered) throw new Error(`not lowered: ${priority.why}`);
  expect(priority.threadId).not.toBe(process.pid);
  expect(niceOf(priority.threadId)).toBe(nice);
  expect(niceOf(process.pid)).toBe(getPriority());
}
