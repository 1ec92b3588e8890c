// V8 still reads `--heap-growing-percent` on node's command line: each full collection sets the next at that factor of the live heap.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { HEAP_GROWING_FACTOR, HEAP_GROWING_FLAG } from './heapGrowth';
import { MOCK_V8_FLAGS } from './v8Flags';

/**
 * The factors V8 grows the heap by after two full collections of a small live heap, as it reports them
 * (`--trace-gc-verbose`: "Limit: old size: …, new limit: … (factor)" in V8 11 and 12, Node 20 and 22;
 * only "factor … based on" in V8 13, Node 24), in a child process started with `flags`.
 */
async function growthFactors(flags: readonly string[]): Promise<number[]> {
  const script = `
    const live = [];
    for (let i = 0; i < 300000; i++) live.push({ i });
    gc();
    gc();
    console.log('live', live.length);`;
  const { stdout } = await promisify(execFile)(process.execPath, ['--trace-gc-verbose', '--expose-gc', ...flags, '-e', script], { timeout: 30_000 });
  const factors = (line: RegExp) => [...stdout.matchAll(line)].map((match) => Number(match[1]));
  // V8 11 and 12 also print the factor they computed before the flag overrides it ("factor … based on"): the limit's is the one set.
  const limits = factors(/\[HeapController\] Limit: .*\((\d+(?:\.\d+)?)\)$/gm);
  return limits.length > 0 ? limits : factors(/\[HeapController\] factor (\d+(?:\.\d+)?) based on /gm);
}

test("started with the mock's flags, each full collection sets the next at the steady factor of the live heap, where V8's own factor differs", async () => {
  expect(MOCK_V8_FLAGS).toContain(HEAP_GROWING_FLAG);
  const [own, steady] = await Promise.all([growthFactors([]), growthFactors(MOCK_V8_FLAGS)]);
  expect(own.length).toBeGreaterThanOrEqual(2);
  expect(own.every((factor) => factor !== HEAP_GROWING_FACTOR)).toBe(true);
  expect(steady.length).toBeGreaterThanOrEqual(2);
  expect(steady.every((factor) => factor === HEAP_GROWING_FACTOR)).toBe(true);
}, 60_000);
