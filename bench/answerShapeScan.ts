// What counting an answer's items, JSON values and depth costs on pages of the default size bound,
// fed in chunks as it streams in, on a page of empty objects (every byte structure), of long
// titles (every byte in a string) and of small items. Median and fastest of
// seven rounds each, in ms.
//   npm run bench:answer-shape
import { AnswerShapeScanner } from '../src/net/client/answerShapeScanner';
import { hostilePage } from '../src/net/testing/hostileDeployment';

const ROUNDS = 7;
const CHUNK = 64 * 1024;
const UNBOUNDED = { maxItems: Infinity, maxValues: Infinity, maxDepth: Infinity };

const PAGES: Record<string, Buffer> = {
  'empty objects': Buffer.from(hostilePage('values', { pageBytes: 8_000_000 })),
  'long titles': Buffer.from(hostilePage('bytes', { pageBytes: 8_000_000 })),
  'small items': Buffer.from(hostilePage('items', { items: 200_000 })),
};

/** The milliseconds of one scan of `page` fed in chunks of `chunk` bytes. */
function scan(page: Buffer, chunk: number): number {
  const started = performance.now();
  const scanner = new AnswerShapeScanner(UNBOUNDED);
  for (let at = 0; at < page.length; at += chunk) scanner.feed(page.subarray(at, at + chunk));
  return performance.now() - started;
}

for (const [name, page] of Object.entries(PAGES)) {
  const times = Array.from({ length: ROUNDS }, () => scan(page, CHUNK)).sort((a, b) => a - b);
  console.log(`${name} (${(page.length / 1e6).toFixed(1)} MB): median ${times[ROUNDS >> 1].toFixed(1)} ms, fastest ${times[0].toFixed(1)} ms`);
}
