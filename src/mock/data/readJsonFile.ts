// Reading a user's JSON file within its bound, a failure told in one line that never quotes the text.
import { FileRefused, readBoundedFile } from '../../core/readBoundedFile';
import { jsonSyntaxError } from './jsonSyntaxError';
import type { CodedError } from '../../core/errors';

/**
 * A user's JSON file (`what` names it in messages: `fixtures file x.json`), parsed; a file that
 * cannot be read or is not JSON throws `Failure` with one line. JSON.parse's own message quotes the
 * text around the fault, which may be a token or a file given by mistake: the line says only where.
 * Only a regular file of at most `maxBytes` is read (see `readBoundedFile`).
 */
export function readJsonFile(
  path: string,
  what: string,
  Failure: new (code: 'RP_FILE_REFUSED' | 'RP_FILE_UNREADABLE' | 'RP_FILE_NOT_JSON', what: string, why: string) => CodedError,
  maxBytes: number,
): unknown {
  let text: string;
  try {
    text = readBoundedFile(path, maxBytes);
  } catch (error) {
    if (error instanceof FileRefused) throw new Failure('RP_FILE_REFUSED', what, error.message);
    throw new Failure('RP_FILE_UNREADABLE', what, (error as Error).message);
  }
  try {
    return JSON.parse(text);
  } catch {
    throw new Failure('RP_FILE_NOT_JSON', what, jsonSyntaxError(text));
  }
}
