import { readdirSync, readFileSync } from 'node:fs';
import { CheckQueue } from './checkQueue';
import { CHECKS_NICE, yieldToForwarding } from './threadPriority';

/** The nice value of each thread of this process (Linux's /proc), by thread id. */
function niceOfThreads(): Map<string, number> {
  const nice = new Map<string, number>();
  for (const thread of readdirSync('/proc/self/task')) {
    const stat = readFileSync(`/proc/self/task/${thread}/stat`, 'utf8');
    // Fields after the command's closing parenthesis: state is the 3rd field, nice the 19th.
    nice.set(thread, Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]));
  }
  return nice;
}

/** The threads a started queue added, with their nice values. */
async function threadsAddedBy(yieldCpu: boolean): Promise<number[]> {
  const before = niceOfThreads();
  const queue = new CheckQueue({ profile: 'spec', timezone: 'UTC', maxInflatedBytes: 1024, yieldCpu }, 2);
  try {
    await queue.ready();
    return [...niceOfThreads()].filter(([thread]) => !before.has(thread)).map(([, nice]) => nice);
  } finally {
    await queue.close();
  }
}

test('the checks thread alone runs at nice 5 when it yields; at the process priority when answers wait for verdicts', async () => {
  if (process.platform !== 'linux') return expect(yieldToForwarding()).toBe(false);
  const own = niceOfThreads().get(String(process.pid))!;
  // Exactly one thread, the checks thread, below the others (none when this process already runs at nice 5 or lower).
  expect((await threadsAddedBy(true)).filter((nice) => nice !== own)).toEqual(own < CHECKS_NICE ? [CHECKS_NICE] : []);
  expect(niceOfThreads().get(String(process.pid))).toBe(own);
  expect((await threadsAddedBy(false)).every((nice) => nice === own)).toBe(true);
}, 60_000);
