// Tests of starting a built bin in a test: its URL, its output, and its failure before listening.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startBuiltProcess } from './builtProcess';

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'built-process-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A stand-in for a built bin: a script of `source`. */
function bin(name: string, source: string): string {
  const path = join(dir, `${name}.js`);
  writeFileSync(path, source);
  return path;
}

test('resolves with the URL of its listening line, keeps its output, and stops it', async () => {
  const server = bin(
    'server',
    "process.stdout.write('starting\\n'); setTimeout(() => process.stderr.write('x: listening on http://127.0.0.1:4321\\n'), 50); setInterval(() => undefined, 1000);",
  );
  const started = await startBuiltProcess(server, [], { listening: /listening on (http:\S+)/ });
  expect(started.url).toBe('http://127.0.0.1:4321');
  expect(started.output()).toContain('starting');
  expect(started.alive()).toBe(true);
  await started.stop();
  expect(started.alive()).toBe(false);
});

test('rejects with what it wrote when it exits before it listens, and refuses a bin that is not built', async () => {
  const failing = bin('failing', "process.stderr.write('a doubtful flag\\n'); process.exit(1);");
  await expect(startBuiltProcess(failing, [], { listening: /listening on (http:\S+)/ })).rejects.toThrow(/exited \(1\) before it listened: a doubtful flag/);
  await expect(startBuiltProcess(join(dir, 'absent.js'), [], { listening: /x/ })).rejects.toThrow('absent.js is missing: run npm run build first');
});
