// The releases a HAR's listing answers held, for `capture --har`: every page seen (any fields a
// frontend asked for, merged per release), each release once, and the origin they came from.
import { CodedError } from '../../core/errors';
import { isObject } from '../../rules';
import { harEntries, isHar } from '../../core/har/harEntries';
import { LISTING_PATH, PAGE_TYPE } from '../../core/spec';
import { FileRefused, readBoundedFile } from '../../core/readBoundedFile';

/** A HAR larger than this needs `--max-har-bytes`. */
export const DEFAULT_MAX_HAR_BYTES = 256 * 1024 * 1024;

function parsed(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * The release pages of every 200 answer to the listing in the HAR at `path` (read up to
 * `maxBytes`), merged by id in the order first seen; `from` is the origin of the first such answer.
 * Throws a `CodedError` with one line for a file that cannot be read, is no HAR, or holds no listing answer.
 */
export function harListing(path: string, maxBytes: number): { items: Record<string, unknown>[]; from: string; answers: number } {
  let document: unknown;
  try {
    document = JSON.parse(readBoundedFile(path, maxBytes, 'capture'));
  } catch (error) {
    const why =
      error instanceof FileRefused
        ? error.message
        : error instanceof SyntaxError
          ? 'is not JSON'
          : `cannot be read: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`;
    throw new CodedError('RPM_CAPTURE_HAR_UNREADABLE', path, why);
  }
  if (!isHar(document)) throw new CodedError('RPM_CAPTURE_HAR_NOT_HAR', path);
  const byId = new Map<number, Record<string, unknown>>();
  let from: string | undefined;
  let answers = 0;
  for (const entry of harEntries(document).entries) {
    const url = new URL(entry.url);
    if (entry.method !== 'GET' || entry.status !== 200 || url.pathname !== LISTING_PATH || url.searchParams.get('type') !== PAGE_TYPE) continue;
    const body = parsed(entry.text);
    if (!isObject(body) || !Array.isArray(body.items)) continue;
    answers++;
    from ??= url.origin;
    for (const item of body.items) {
      if (isObject(item) && Number.isInteger(item.id)) byId.set(item.id as number, { ...byId.get(item.id as number), ...item });
    }
  }
  if (from === undefined) throw new CodedError('RPM_CAPTURE_HAR_NO_LISTING', path);
  return { items: [...byId.values()], from, answers };
}
