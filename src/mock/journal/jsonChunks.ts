// A JSON object whose last member is a long list, written as chunks of UTF-8 (the journal's pages):
// the text JSON.stringify writes, never held whole.
import { utf8, type ChunkedBody } from '../pipeline/answer';

/** Characters gathered before a chunk goes out: few writes, none large. */
const CHUNK_CHARS = 64 * 1024;

/**
 * `{ ...head, [name]: list }` as `JSON.stringify` writes it, in chunks of about `chunkChars`
 * characters: each item is stringified as its turn comes.
 */
export async function* jsonChunks(head: Record<string, unknown>, name: string, list: readonly unknown[], chunkChars = CHUNK_CHARS): ChunkedBody {
  const opening = JSON.stringify(head);
  let text = `${opening.slice(0, -1)}${opening === '{}' ? '' : ','}${JSON.stringify(name)}:[`;
  for (let i = 0; i < list.length; i++) {
    text += `${i > 0 ? ',' : ''}${JSON.stringify(list[i])}`;
    if (text.length >= chunkChars) {
      yield utf8(text);
      text = '';
    }
  }
  yield utf8(`${text}]}`);
}
