// Tests of the build lock's take-over: a lock whose holder has ended is stale, one held by a live process or just taken is not.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { heldByEnded } from './packedProject';

const folder = mkdtempSync(join(tmpdir(), 'build-lock-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const lockHolding = (name: string, pid?: number) => {
  const lock = join(folder, name);
  mkdirSync(lock);
  if (pid !== undefined) writeFileSync(join(lock, 'pid'), String(pid));
  return lock;
};

test('a lock whose process has ended is stale; one held by a live process, or not yet given its pid, is not', () => {
  const ended = spawnSync(process.execPath, ['-e', '0']).pid;
  expect(heldByEnded(lockHolding('ended', ended))).toBe(true);
  expect(heldByEnded(lockHolding('live', process.pid))).toBe(false);
  expect(heldByEnded(lockHolding('new'))).toBe(false);
});
