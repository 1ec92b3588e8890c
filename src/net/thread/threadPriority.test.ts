// Tests of lowering a thread's own priority, and of running on when it cannot.
import { join } from 'node:path';
import { expectLowered } from './testing/expectLowered';
import { firstMessage } from './testing/firstMessage';
import { lowerThreadPriority, type PriorityCalls, type PriorityOutcome } from './threadPriority';

const failing = (code: string) => () => {
  throw Object.assign(new Error(`${code}: refused`), { code });
};

test('where /proc has the thread id, a thread lowers its own priority alone', async () => {
  await firstMessage(join(__dirname, 'testing', 'loweredThread.ts'), 7, (priority) => expectLowered(priority as PriorityOutcome, 7));
}, 60_000);

describe('where the priority cannot be lowered, the thread runs at the process priority and says why', () => {
  const calls = (over: Partial<PriorityCalls>): PriorityCalls => ({ readThreadLink: () => '4242/task/4250', setPriority: jest.fn(), ...over });

  test('no /proc', () => {
    expect(lowerThreadPriority(10, calls({ readThreadLink: failing('ENOENT') }))).toEqual({
      lowered: false,
      why: 'no thread id (/proc/thread-self: ENOENT: refused)',
    });
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
    expect(lowerThreadPriority(0, given)).toEqual({ lowered: false, why: 'not asked (nice 0)' });
    expect(given.setPriority).not.toHaveBeenCalled();
  });
});
