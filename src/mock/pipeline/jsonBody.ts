// Reading an admin request's JSON body within its bound, and the errors of a body that cannot be read.
import { MOCK } from '../../core/messages';
import { jsonAnswer, type CoreAnswer, type CoreRequest, type HeaderList } from './answer';

/** A body the transport could not read (too large, an encoding it does not know): body-parser's error type and status. */
export class UnreadableBody extends Error {
  constructor(
    readonly type: string,
    readonly status: number,
  ) {
    super(type);
  }
}

/** The type of a compressed body that does not inflate (corrupt, cut short): body-parser gives zlib's error none. */
export const BODY_NOT_INFLATED = 'encoding.invalid';

/** A parsed body, or the client error it is. */
export type ReadBody = { value: unknown } | { answer: CoreAnswer };

/** JSON's white space, which may precede the first character. */
const FIRST_CHARACTER = /^[ \t\n\r]*([^ \t\n\r])/;

/** `application/json` with its parameters, and the charset among them (lower case); undefined for another type. */
function jsonMediaType(contentType: string | undefined): { charset?: string } | undefined {
  const [essence, ...parameters] = (contentType ?? '').split(';').map((part) => part.trim());
  if (essence.toLowerCase() !== 'application/json') return undefined;
  const charset = parameters.find((p) => p.toLowerCase().startsWith('charset='));
  return { charset: charset?.slice('charset='.length).replace(/^"|"$/g, '').toLowerCase() };
}

/**
 * The body as JSON, read as body-parser's `json()` read it for the admin routes before the core:
 * not `application/json` (or no body at all) is no value; a charset other than UTF-8 is a 415; an
 * empty body is `{}`; anything but an object or an array is a 400; at most `limitBytes`.
 */
export async function readJsonBody(request: CoreRequest, limitBytes: number, headers: HeaderList): Promise<ReadBody> {
  const media = jsonMediaType(request.header('content-type'));
  if (!request.body || !media) return { value: undefined };
  const unreadable = (type: string, status: number): ReadBody => ({ answer: jsonAnswer(status, headers, { message: MOCK.bodyUnreadable(type) }) });
  if (media.charset !== undefined && media.charset !== 'utf-8') return unreadable('charset.unsupported', 415);
  let bytes: Uint8Array;
  try {
    bytes = await request.body(limitBytes);
  } catch (error) {
    if (!(error instanceof UnreadableBody)) throw error;
    return unreadable(error.type, error.status);
  }
  if (bytes.length > limitBytes) return unreadable('entity.too.large', 413);
  const text = new TextDecoder().decode(bytes);
  if (text.length === 0) return { value: {} };
  const first = FIRST_CHARACTER.exec(text)?.[1];
  if (first !== '{' && first !== '[') return unreadable('entity.parse.failed', 400);
  try {
    return { value: JSON.parse(text) as unknown };
  } catch {
    return unreadable('entity.parse.failed', 400);
  }
}
