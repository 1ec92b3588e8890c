// What a frontend asked, read from a file: the mock's journal (`--journal` JSON lines, or the JSON of
// `GET /__mock/requests`) or a HAR. Only the API's GET and HEAD requests are kept, each distinct
// target once, in the order first asked; the rest is counted, never sent.
import { CodedError, type ErrorCode } from '../../core/errors';
import { isObject } from '../../rules';
import { harEntries, isHar } from '../../core/har/harEntries';
import { FileRefused, readBoundedFile } from '../../core/readBoundedFile';

/** A recording larger than this needs `--max-replay-bytes`: a HAR of a long session with its bodies is tens of megabytes. */
export const DEFAULT_MAX_REPLAY_BYTES = 64 * 1024 * 1024;

/** The path every request replayed starts with: the listing and what lies under it (§9). */
export const API_PATH = '/api/v2/pages/';

/** One distinct request the frontend made. */
export interface RecordedCall {
  /** `GET` or `HEAD`, as the frontend first sent it. */
  method: string;
  /** Path and query, as sent (the recording's origin left behind). */
  target: string;
  /** The frontend's `Authorization` as recorded (masked in a journal); undefined when it sent none. Judged, never sent. */
  authorization?: string;
  /** How many times the recording holds it. */
  times: number;
}

export interface RecordedRequests {
  /** Which kind of file it was, for the report. */
  source: 'HAR' | 'journal';
  calls: RecordedCall[];
  /** Entries left out, by why: never sent. */
  leftOut: Map<string, number>;
}

/** Why a file holds nothing to replay: one line. */
export class UnreadableRecording<C extends ErrorCode = ErrorCode> extends CodedError<C> {}

interface Seen {
  method: string;
  target: string;
  authorization?: string;
}

/** A journal entry (`seq`, `method`, `path`, `query`, `token`, ...) as a request, or why it is left out. */
function journalSeen(entry: unknown): Seen | string {
  if (!isObject(entry) || typeof entry.method !== 'string' || typeof entry.path !== 'string') return 'not a journal entry';
  if (entry.truncated === true) return 'cut by the journal (its target was too long to keep whole)';
  const query = typeof entry.query === 'string' && entry.query !== '' ? `?${entry.query}` : '';
  return { method: entry.method.toUpperCase(), target: `${entry.path}${query}`, ...(typeof entry.token === 'string' && { authorization: entry.token }) };
}

/** The JSON documents of a file: one document, or one per line (JSON lines). */
function documentsOf(text: string): unknown[] {
  try {
    return [JSON.parse(text)];
  } catch {
    const lines = text.split('\n').filter((line) => line.trim() !== '');
    return lines.map((line, index) => {
      try {
        return JSON.parse(line);
      } catch {
        throw new UnreadableRecording('RPC_REPLAY_LINE_NOT_JSON', index + 1);
      }
    });
  }
}

/** Every request the file holds (or why each is unusable), and which kind of file it is. */
function seenIn(text: string): { source: RecordedRequests['source']; seen: (Seen | string)[] } {
  const documents = documentsOf(text);
  const [only] = documents;
  if (documents.length === 1 && isHar(only)) {
    const { entries, malformed } = harEntries(only);
    const seen: (Seen | string)[] = entries.map(({ method, url, authorization }) => {
      const { pathname, search } = new URL(url);
      return { method, target: `${pathname}${search}`, ...(authorization !== undefined && { authorization }) };
    });
    return { source: 'HAR', seen: [...seen, ...Array<string>(malformed).fill('not a HAR entry with a method and a URL')] };
  }
  if (documents.length === 1 && isObject(only) && Array.isArray(only.entries)) return { source: 'journal', seen: only.entries.map(journalSeen) };
  if (documents.length === 1 && Array.isArray(only)) return { source: 'journal', seen: only.map(journalSeen) };
  return { source: 'journal', seen: documents.map(journalSeen) };
}

const count = (leftOut: Map<string, number>, why: string) => leftOut.set(why, (leftOut.get(why) ?? 0) + 1);

/** The distinct API requests of a recording's text, in the order first asked; throws `UnreadableRecording` for a file of no known kind. */
export function recordedRequests(text: string): RecordedRequests {
  const { source, seen } = seenIn(text);
  const leftOut = new Map<string, number>();
  const calls = new Map<string, RecordedCall>();
  for (const request of seen) {
    if (typeof request === 'string') count(leftOut, request);
    else if (!request.target.startsWith(API_PATH)) count(leftOut, `not the API's ${API_PATH} path`);
    else if (request.method !== 'GET' && request.method !== 'HEAD') count(leftOut, 'a method other than GET or HEAD');
    else {
      const earlier = calls.get(request.target);
      if (earlier) earlier.times++;
      else calls.set(request.target, { ...request, times: 1 });
    }
  }
  return { source, calls: [...calls.values()], leftOut };
}

/** The distinct API requests of the recording at `path`, read up to `maxBytes`; a file that cannot be read throws `UnreadableRecording`, one line. */
export function readRecording(path: string, maxBytes: number): RecordedRequests {
  let text: string;
  try {
    text = readBoundedFile(path, maxBytes, 'the replay');
  } catch (error) {
    const why = error instanceof FileRefused ? error.message : `cannot be read: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`;
    throw new UnreadableRecording('RPC_REPLAY_UNREADABLE', path, why);
  }
  try {
    return recordedRequests(text);
  } catch (error) {
    if (error instanceof UnreadableRecording) throw new UnreadableRecording('RPC_REPLAY_NOT_A_RECORDING', path, error.message);
    throw error;
  }
}
