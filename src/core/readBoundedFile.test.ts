// Tests of bounded file reads: within the bound, over it, and FIFOs, links and folders refused.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FileRefused, readBoundedFile } from './readBoundedFile';

let dir = '';
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'bounded-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const refusal = (path: string, maxBytes = 1024) => {
  try {
    readBoundedFile(path, maxBytes);
  } catch (error) {
    expect(error).toBeInstanceOf(FileRefused);
    return (error as Error).message;
  }
  throw new Error(`${path} was read`);
};

test('a regular file within the bound is read whole', () => {
  const path = join(dir, 'small.json');
  writeFileSync(path, '[1, "é"]');
  expect(readBoundedFile(path, 1024)).toBe('[1, "é"]');
});

test('a file over the bound is refused before it is read, naming both sizes', () => {
  const path = join(dir, 'large.json');
  writeFileSync(path, 'x'.repeat(2000));
  expect(refusal(path)).toBe('is 2000 bytes, more than the 1024 the mock reads');
});

test('a FIFO with no writer is refused at once, not waited on', () => {
  const path = join(dir, 'fifo.json');
  execFileSync('mkfifo', [path]);
  expect(refusal(path)).toMatch(/^is not a regular file/);
});

test.each(['/dev/zero', '/dev/null'])('a link to %s is refused on its kind', (device) => {
  const path = join(dir, `${device.slice(5)}.json`);
  symlinkSync(device, path);
  expect(refusal(path)).toMatch(/^is not a regular file/);
});

test('a folder is refused', () => {
  expect(refusal(dir)).toMatch(/^is not a regular file/);
});
