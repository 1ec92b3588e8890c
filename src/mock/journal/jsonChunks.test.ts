// Tests of jsonChunks: a journal page written as JSON in bounded chunks, byte for byte what JSON.stringify writes.
import { jsonChunks } from './jsonChunks';

const decoder = new TextDecoder();

async function chunksOf(...args: Parameters<typeof jsonChunks>): Promise<string[]> {
  const chunks: string[] = [];
  for await (const chunk of jsonChunks(...args)) chunks.push(decoder.decode(chunk));
  return chunks;
}

const entries = Array.from({ length: 50 }, (_, i) => ({
  seq: i + 1,
  path: `/api/v2/pages/${'é€😀\u0001"\\'.repeat(i % 4)}`,
  reading: i % 3 ? undefined : 'x',
}));

test.each([
  [{ held: 3, dropped: 0, next: null }, entries],
  [{ held: 0, next: 7 }, []],
  [{}, entries.slice(0, 2)],
])('writes the text JSON.stringify writes, in chunks of about the size asked: %j', async (head, list) => {
  const chunks = await chunksOf(head, 'entries', list, 100);
  expect(chunks.join('')).toBe(JSON.stringify({ ...head, entries: list }));
  if (list.length > 10) expect(chunks.length).toBeGreaterThan(10);
  // Each chunk but the last ends once it reaches the size, with one entry past it at most.
  for (const chunk of chunks.slice(0, -1)) expect(chunk.length).toBeLessThan(100 + Math.max(...list.map((e) => JSON.stringify(e).length)) + 2);
});

test('each entry is written only as its turn comes: an entry changed after the first chunk is written as it then stands', async () => {
  const list = [{ n: 1 }, { n: 2 }];
  const iterator = jsonChunks({ held: 2 }, 'entries', list, 1)[Symbol.asyncIterator]();
  const first = decoder.decode((await iterator.next()).value as Uint8Array);
  list[1].n = 20;
  const rest: string[] = [];
  for (let next = await iterator.next(); !next.done; next = await iterator.next()) rest.push(decoder.decode(next.value));
  expect(first + rest.join('')).toBe('{"held":2,"entries":[{"n":1},{"n":20}]}');
});
