// Tests of inflateWithin and inflatedChunks: a body inflated by its encoding, whole or chunk by chunk, never past the bound; what fails says why.
import { PassThrough, Readable } from 'node:stream';
import { brotliCompressSync, deflateSync, gzipSync } from 'node:zlib';
import { inflatedChunks, inflateWithin, NotInflated } from './inflateWithin';

const TEXT = Buffer.from(`{"items":[${Array.from({ length: 2000 }, (_, i) => `{"id":${i}}`).join(',')}]}`);

test.each([
  ['gzip', gzipSync(TEXT)],
  ['x-gzip', gzipSync(TEXT)],
  ['deflate', deflateSync(TEXT)],
  [' BR ', brotliCompressSync(TEXT)],
  [undefined, TEXT],
  ['identity', TEXT],
])('a body encoded %s inflates to its bytes', async (encoding, body) => {
  const inflated = await inflateWithin(body, encoding, TEXT.length);
  expect('bytes' in inflated && inflated.bytes.equals(TEXT)).toBe(true);
});

test('past the bound, once inflated or as it came, it is too large; bytes that do not decode are undecodable', async () => {
  expect(await inflateWithin(gzipSync(Buffer.alloc(1024 * 1024)), 'gzip', 1000)).toEqual({ tooLarge: true });
  expect(await inflateWithin(TEXT, undefined, TEXT.length - 1)).toEqual({ tooLarge: true });
  expect(await inflateWithin(Buffer.from('not gzip at all'), 'gzip', 1000)).toEqual({ undecodable: true });
});

test("a stream's own error is thrown as it is, not as bytes that do not decode", async () => {
  const body = new PassThrough();
  const failure = new Error('the connection closed');
  const reading = (async () => {
    for await (const chunk of inflatedChunks(body, 'gzip', 1e9)) expect(chunk.length).toBeGreaterThan(0);
  })();
  body.write(gzipSync(TEXT).subarray(0, 20));
  body.destroy(failure);
  await expect(reading).rejects.toBe(failure);
});

test.each(['gzip', undefined])('leaving the loop early (encoding %s) destroys the body: nothing more is read', async (encoding) => {
  const source = encoding ? gzipSync(Buffer.concat(Array<Buffer>(64).fill(TEXT))) : Buffer.concat(Array<Buffer>(64).fill(TEXT));
  const body = Readable.from(Array.from({ length: Math.ceil(source.length / 1024) }, (_, i) => source.subarray(i * 1024, (i + 1) * 1024)));
  let chunks = 0;
  for await (const chunk of inflatedChunks(body, encoding, 1e9)) {
    expect(chunk.length).toBeGreaterThan(0);
    if (++chunks === 1) break;
  }
  expect(body.destroyed).toBe(true);
});

test('read chunk by chunk, a body past the bound throws NotInflated, saying it is too large', async () => {
  const chunks = inflatedChunks(Readable.from([gzipSync(TEXT)]), 'gzip', 10);
  await expect(chunks.next()).rejects.toEqual(new NotInflated('tooLarge'));
});
