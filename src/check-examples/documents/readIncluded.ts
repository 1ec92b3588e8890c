// Reads a file a document includes (`literalinclude`, an OpenAPI `externalValue`): a local file
// only, relative to the document, inside the document's folder tree, and no larger than the bound.
import { openSync, readSync, closeSync, fstatSync, realpathSync } from 'node:fs';
import { dirname, isAbsolute, join, relative, sep } from 'node:path';

/** Where an include is read from: the including document's file and report name, and the bound on the included file's bytes (`--max-include-bytes`). */
export interface IncludeContext {
  path: string;
  name: string;
  maxIncludeBytes: number;
}

/** The included file's text and the name the report gives it (beside the document's), or why it was not read. */
export function readIncluded(target: string, context: IncludeContext): { text: string; name: string } | { why: string } {
  if (/^[a-z][a-z+.-]*:/i.test(target)) return { why: `${target} is not a local file: the checker fetches nothing` };
  if (isAbsolute(target)) return { why: `${target} is an absolute path: an included file is read relative to the document` };
  const folder = dirname(context.path);
  let path: string;
  try {
    path = realpathSync(join(folder, target));
    const inside = relative(realpathSync(folder), path);
    if (inside.startsWith(`..${sep}`) || inside === '..' || isAbsolute(inside)) return { why: `${target} lies outside the document's folder` };
  } catch {
    return { why: `${target} cannot be read: no such file` };
  }
  let fd: number;
  try {
    fd = openSync(path, 'r');
  } catch (error) {
    return { why: `${target} cannot be read: ${(error as NodeJS.ErrnoException).code ?? 'error'}` };
  }
  try {
    const stat = fstatSync(fd);
    if (!stat.isFile()) return { why: `${target} is not a file` };
    if (stat.size > context.maxIncludeBytes)
      return { why: `${target} holds ${stat.size} bytes, more than the bound of ${context.maxIncludeBytes} (--max-include-bytes)` };
    const buffer = Buffer.alloc(stat.size);
    readSync(fd, buffer, 0, stat.size, 0);
    return { text: buffer.toString('utf8'), name: join(dirname(context.name), target) };
  } finally {
    closeSync(fd);
  }
}
