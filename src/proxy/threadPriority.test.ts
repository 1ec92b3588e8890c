import { existsSync, readFileSync } from 'node:fs';
import { getPriority } from 'node:os';
import { CheckQueue } from './checkQueue';
import { lowerThreadPriority, type PriorityCalls } from './threadPriority';

/** A thread's nice value from /proc (field 19 of its stat; the command name, field 2, may hold spaces and is skipped). */
const niceOf = (path: string) => Number(readFileSync(path, 'utf8').split(') ')[1].split(' ')[16]);

const failing = (code: string) => () => {
  throw Object.assign(new Error(`${code}: refused`), { code });
};

test('where /proc has the thread id, the checks thread alone runs at the nice value asked, and judges as before', async () => {
  const queue = new CheckQueue({ profile: 'spec', timezone: 'UTC', maxInflatedBytes: 1024, nice: 7 }, 4);
  try {
    const priority = await queue.ready();
    if (!existsSync('/proc/thread-self')) {
      // Not Linux: the thread says why it runs at the process's priority.
      expect(priority).toEqual({ lowered: false, why: expect.stringContaining('/proc/thread-self') });
      return;
    }
    if (!priority.lowered) throw new Error(`not lowered: ${priority.why}`);
    expect(priority.threadId).not.toBe(process.pid);
    expect(niceOf(`/proc/self/task/${priority.threadId}/stat`)).toBe(7);
    // The forwarding thread (the process's main thread) keeps its priority.
    expect(niceOf(`/proc/self/task/${process.pid}/stat`)).toBe(getPriority());
    const text = Buffer.from(JSON.stringify({ meta: { total_count: 0 }, items: [] }));
    const outcome = await queue.submit({ url: 'http://upstream/api/v2/pages/?type=releases.ReleasePage', method: 'GET', authorization: 'Token t', status: 200, headers: ['content-type', 'application/json'], body: text });
    expect(outcome).toEqual({ verdict: expect.objectContaining({ violations: [] }) });
  } finally {
    await queue.close();
  }
}, 60_000);

describe('where the priority cannot be lowered, the checks run at the process priority and say why', () => {
  const calls = (over: Partial<PriorityCalls>): PriorityCalls => ({ readThreadLink: () => '4242/task/4250', setPriority: jest.fn(), ...over });

  test('no /proc', () => {
    expect(lowerThreadPriority(10, calls({ readThreadLink: failing('ENOENT') }))).toEqual({ lowered: false, why: 'no thread id (/proc/thread-self: ENOENT: refused)' });
  });

  test('a link that names no thread', () => {
    expect(lowerThreadPriority(10, calls({ readThreadLink: () => 'self' }))).toEqual({ lowered: false, why: 'no thread id (/proc/thread-self is "self")' });
  });

  test('setpriority refused (EACCES)', () => {
    expect(lowerThreadPriority(10, calls({ setPriority: failing('EACCES') }))).toEqual({ lowered: false, why: 'setpriority refused: EACCES: refused' });
  });

  test('the thread id read from the link is the one given to setpriority', () => {
    const given = calls({});
    expect(lowerThreadPriority(12, given)).toEqual({ lowered: true, threadId: 4250 });
    expect(given.setPriority).toHaveBeenCalledWith(4250, 12);
  });

  test('nice 0 asks nothing of the OS', () => {
    const given = calls({ readThreadLink: failing('ENOENT') });
    expect(lowerThreadPriority(0, given)).toEqual({ lowered: false, why: 'not asked (--checks-priority 0)' });
    expect(given.setPriority).not.toHaveBeenCalled();
  });
});
