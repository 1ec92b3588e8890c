// Tests of starting a worker thread from .ts sources or a .js file.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { firstMessage } from './testing/firstMessage';

test('a .ts thread runs its sources, with their TypeScript and their imports of other .ts files', async () => {
  // The thread imports threadPriority.ts, and nice 0 asks nothing of the OS.
  await expect(firstMessage(join(__dirname, 'testing', 'loweredThread.ts'), 0)).resolves.toEqual({ lowered: false, why: 'not asked (nice 0)' });
}, 60_000);

test('a .js thread is run as it is, with its workerData', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'start-thread-'));
  try {
    const file = join(dir, 'echo.js');
    writeFileSync(
      file,
      "const { parentPort, workerData } = require('node:worker_threads'); parentPort.postMessage({ echoed: workerData, typeScript: require.extensions['.ts'] !== undefined });",
    );
    await expect(firstMessage(file, 'hello')).resolves.toEqual({ echoed: 'hello', typeScript: false });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
