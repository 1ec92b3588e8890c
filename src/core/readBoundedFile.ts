// Reading a user's file within a byte bound, refusing what is too large or not a regular file before reading it.
import { closeSync, constants, fstatSync, openSync, readSync } from 'node:fs';

/** Tens of thousands of release pages of the generated data; a larger file needs `--fixtures-max-bytes`. */
export const DEFAULT_FIXTURES_MAX_BYTES = 256 * 1024 * 1024;
/** A tokens file lists a few keys, thousands fit in this bound; `--tokens-file-max-bytes` sets another bound. */
export const DEFAULT_TOKENS_FILE_MAX_BYTES = 1024 * 1024;

/** Why a file was not read: the message's end, after the file's name. */
export class FileRefused extends Error {}

/** The decision: may a file of this kind and size be read (by `reader`, as messages name it)? The reason it may not, or undefined. */
export function fileRefusal(stats: { isFile(): boolean; size: number }, maxBytes: number, reader = 'the mock'): string | undefined {
  if (!stats.isFile()) return 'is not a regular file (a FIFO, a device, a folder or a socket is not read)';
  if (stats.size > maxBytes) return `is ${stats.size} bytes, more than the ${maxBytes} ${reader} reads`;
  return undefined;
}

/**
 * A regular file's text, read up to `maxBytes`. Opened without blocking, so that a FIFO (which
 * would wait for a writer) or a device (`/dev/zero` never ends) is refused on its kind, before
 * any byte is read; a file that grows past the bound while read is refused too. Throws
 * `FileRefused` for those, and the system's error for a file that cannot be opened. `reader` names
 * the tool in the refusal.
 */
export function readBoundedFile(path: string, maxBytes: number, reader = 'the mock'): string {
  const fd = openSync(path, constants.O_RDONLY | constants.O_NONBLOCK);
  try {
    const refusal = fileRefusal(fstatSync(fd), maxBytes, reader);
    if (refusal !== undefined) throw new FileRefused(refusal);
    const buffer = Buffer.alloc(Math.min(fstatSync(fd).size, maxBytes) + 1);
    let length = 0;
    for (let read = -1; read !== 0 && length < buffer.length; length += read) {
      read = readSync(fd, buffer, length, buffer.length - length, null);
    }
    if (length > maxBytes) throw new FileRefused(`grew past the ${maxBytes} bytes ${reader} reads`);
    return buffer.toString('utf8', 0, length);
  } finally {
    closeSync(fd);
  }
}
