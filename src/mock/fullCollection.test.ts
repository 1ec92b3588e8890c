import { execFile, execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { ModuleKind, transpileModule } from 'typescript';

// V8's memory reducer, armed by a full collection, says so in its verbose trace when its timer
// first fires (from V8 12, Node 22, only with `--trace-memory-reducer`, a flag V8 11 lacks). Each
// child (plain JavaScript: loading ts-node would arm the reducer first) sets the reducer's delay to
// 300 ms, keeps ~20 MB (below 10 MB of old generation it is not armed) and collects with `fullCollection`.
// Without more, the timer fires within the second, which shows this
// V8 reads the delay as it arms the reducer (while the ~20 MB are allocated, or at the collection),
// as `putOffMemoryReducer` relies on; `putOffMemoryReducer` first must keep it from firing.
const dir = mkdtempSync(join(tmpdir(), 'full-collection-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const CHILD = (compiled: string) => `
const v8 = require('node:v8');
v8.setFlagsFromString('--gc-memory-reducer-start-delay-ms=300');
const collection = require(${JSON.stringify(compiled)});
if (process.argv[1] === 'put off') collection.putOffMemoryReducer();
globalThis.kept = Array.from({ length: 200000 }, (_, i) => ({ i, text: 'kept ' + i }));
collection.fullCollection();
setTimeout(() => console.log('collected; waited'), 2500);
`;

/** The flags that have this V8 trace its memory reducer. */
const TRACE_FLAGS = ['--trace-gc-verbose', ...(execFileSync(process.execPath, ['--v8-options'], { encoding: 'utf8' }).includes('--trace-memory-reducer ') ? ['--trace-memory-reducer'] : [])];

async function traceOf(reducer: 'left' | 'put off', compiled: string): Promise<string> {
  const { stdout } = await promisify(execFile)(process.execPath, [...TRACE_FLAGS, '-e', CHILD(compiled), reducer], { maxBuffer: 16 * 1024 * 1024 });
  return stdout;
}

test("put off before the first full collection, V8's memory reducer does not start after it (left, it does within the second)", async () => {
  const compiled = join(dir, 'fullCollection.js');
  const source = readFileSync(join(__dirname, 'fullCollection.ts'), 'utf8');
  writeFileSync(compiled, transpileModule(source, { compilerOptions: { module: ModuleKind.CommonJS } }).outputText);
  const [left, putOff] = await Promise.all([traceOf('left', compiled), traceOf('put off', compiled)]);
  expect(left).toContain('collected; waited');
  expect(left).toMatch(/Memory reducer: /);
  expect(putOff).toContain('collected; waited');
  expect(putOff).not.toMatch(/Memory reducer: /);
}, 30_000);
