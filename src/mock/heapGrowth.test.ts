import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { HEAP_GROWING_FACTOR } from './heapGrowth';

/**
 * The factors V8 grows the heap by after two full collections of ~15 MB live, as it reports them
 * (`--trace-gc-verbose`: "Limit: old size: …, new limit: … (factor)" in V8 11 and 12, Node 20 and 22;
 * only "factor … based on" in V8 13, Node 24), in a child process that first calls `growHeapSteadily` or not.
 */
async function growthFactors(steady: boolean): Promise<number[]> {
  const script = `
    if (${steady}) require('./src/mock/heapGrowth').growHeapSteadily();
    const live = [];
    for (let i = 0; i < 300000; i++) live.push({ i });
    gc();
    gc();
    console.log('live', live.length);`;
  const { stdout } = await promisify(execFile)(process.execPath, ['--trace-gc-verbose', '--expose-gc', '-r', 'ts-node/register/transpile-only', '-e', script], { timeout: 30_000 });
  const factors = (line: RegExp) => [...stdout.matchAll(line)].map((match) => Number(match[1]));
  // V8 11 and 12 also print the factor they computed before the flag overrides it ("factor … based on"): the limit's is the one set.
  const limits = factors(/\[HeapController\] Limit: .*\((\d+(?:\.\d+)?)\)$/gm);
  return limits.length > 0 ? limits : factors(/\[HeapController\] factor (\d+(?:\.\d+)?) based on /gm);
}

test("after growHeapSteadily, each full collection sets the next at the steady factor of the live heap, where V8's own factor differs", async () => {
  const own = await growthFactors(false);
  const steady = await growthFactors(true);
  expect(own.length).toBeGreaterThanOrEqual(2);
  expect(own.every((factor) => factor !== HEAP_GROWING_FACTOR)).toBe(true);
  expect(steady.length).toBeGreaterThanOrEqual(2);
  expect(steady.every((factor) => factor === HEAP_GROWING_FACTOR)).toBe(true);
}, 60_000);
