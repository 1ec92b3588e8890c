// The start-up collection runs only where node exposes `gc()`, and `--no-memory-reducer` on node's command line keeps V8's memory reducer from firing.
import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import { EXPOSE_GC_FLAG, fullCollection, MEMORY_REDUCER_FLAG } from './fullCollection';
import { MOCK_V8_FLAGS } from './v8Flags';

test('without gc() exposed it changes nothing; with it, one full collection then one scavenge', () => {
  expect(fullCollection(undefined)).toBe(false);
  const calls: unknown[] = [];
  expect(fullCollection((options?: unknown) => calls.push(options))).toBe(true);
  expect(calls).toEqual([undefined, { type: 'minor' }]);
});

/** Keeps enough live data that V8 arms its memory reducer, collects, and waits past the reducer's delay. */
const CHILD = `
globalThis.kept = Array.from({ length: 200000 }, (_, i) => ({ i, text: 'kept ' + i }));
gc();
setTimeout(() => console.log('collected; waited'), 2500);
`;

/** The flags that have this V8 trace its memory reducer (`--trace-memory-reducer` from V8 12, Node 22). */
const TRACE_FLAGS = [
  '--trace-gc-verbose',
  ...(execFileSync(process.execPath, ['--v8-options'], { encoding: 'utf8' }).includes('--trace-memory-reducer ') ? ['--trace-memory-reducer'] : []),
];

/** The trace of a child started with `flags`, its reducer's first wake brought within the wait. */
async function traceOf(flags: readonly string[]): Promise<string> {
  const { stdout } = await promisify(execFile)(process.execPath, [...TRACE_FLAGS, '--gc-memory-reducer-start-delay-ms=300', ...flags, '-e', CHILD], {
    maxBuffer: 16 * 1024 * 1024,
  });
  return stdout;
}

// A V8 that no longer reads the flag, or renames it, fails here: the mock's command would start with its reducer on.
test("started with the mock's flags, V8's memory reducer does not wake after a full collection (without the flag, it does within the second)", async () => {
  const [left, off] = await Promise.all([traceOf([EXPOSE_GC_FLAG]), traceOf(MOCK_V8_FLAGS)]);
  expect(MOCK_V8_FLAGS).toContain(MEMORY_REDUCER_FLAG);
  expect(left).toContain('collected; waited');
  expect(left).toMatch(/Memory reducer: /);
  expect(off).toContain('collected; waited');
  expect(off).not.toMatch(/Memory reducer: /);
}, 30_000);
