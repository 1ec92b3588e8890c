// Temporary files for tests that load files, and the error a loader throws.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A fresh folder for one test file; `write` puts a numbered file in it (a string as is, anything else as JSON). */
export function scratchFolder(prefix: string) {
  let dir = '';
  let count = 0;
  return {
    create: () => {
      dir = mkdtempSync(join(tmpdir(), `${prefix}-`));
    },
    remove: () => rmSync(dir, { recursive: true, force: true }),
    write: (content: unknown): string => {
      const path = join(dir, `${prefix}-${++count}.json`);
      writeFileSync(path, typeof content === 'string' ? content : JSON.stringify(content));
      return path;
    },
  };
}

/** The error `load` throws, which must be an `ErrorType`; fails the test when nothing is thrown. */
export function errorThrownBy<E extends Error>(load: () => unknown, ErrorType: new (...args: never[]) => E): E {
  try {
    load();
  } catch (error) {
    expect(error).toBeInstanceOf(ErrorType);
    return error as E;
  }
  throw new Error('nothing was thrown');
}
