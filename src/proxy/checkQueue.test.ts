// Tests of the checks queue: answers judged in the thread, its bound, and inflating within bounds.
import { gzipSync } from 'node:zlib';
import { expectLowered } from '../net/thread/testing/expectLowered';
import { CheckQueue } from './checkQueue';
import type { CheckJob, CheckOutcome } from './checkJob';

const DATE = 'Sun, 01 Mar 2026 12:00:00 GMT';
const meta = (id: number) => ({
  type: 'releases.ReleasePage',
  detail_url: `http://upstream/api/v2/pages/${id}/`,
  html_url: 'https://example.com/r/',
  slug: 'r',
  first_published_at: null,
});

/** A one-item listing answer whose status colour is `color` (the rule wants #RRGGBB), gzipped when asked. */
function job(color: string, gzip = false): Omit<CheckJob, 'id'> {
  const item = { id: 1, title: 't', meta: meta(1), status: { code: 'published', label: 'Published', color, description: 'Published.' } };
  const text = Buffer.from(JSON.stringify({ meta: { total_count: 1 }, items: [item] }));
  const headers = ['content-type', 'application/json', 'date', DATE, ...(gzip ? ['content-encoding', 'gzip'] : [])];
  return {
    url: 'http://upstream/api/v2/pages/?type=releases.ReleasePage&fields=status',
    method: 'GET',
    authorization: 'Token t',
    status: 200,
    headers,
    body: gzip ? gzipSync(text) : text,
  };
}

const BROKEN = ['schema.listing-answers-match-openapi', 'content.status-colors-are-hex'];
/** The rules an outcome says were broken. */
const broken = (outcome: CheckOutcome | undefined) => (outcome && 'verdict' in outcome ? outcome.verdict.violations.map((v) => v.rule) : outcome);

let queue: CheckQueue;
beforeAll(async () => {
  queue = new CheckQueue({ profile: 'spec', timezone: 'UTC', maxInflatedBytes: 1024, nice: 0 }, 2);
  await queue.ready();
}, 60_000);
afterAll(() => queue.close());

test('answers are judged in the checks thread: a violation and a conforming answer, each with its own verdict', async () => {
  const [orange, blue] = await Promise.all([queue.submit(job('orange')), queue.submit(job('#0D6EFD'))]);
  expect(broken(orange)).toEqual(BROKEN);
  expect(broken(blue)).toEqual([]);
});

test('past maxQueued answers waiting, an answer is not queued (the caller passes it on unjudged); once they are judged, the queue takes more', async () => {
  const first = queue.submit(job('#0D6EFD'));
  const second = queue.submit(job('#0D6EFD'));
  expect(queue.submit(job('#0D6EFD'))).toBeUndefined();
  await queue.settled();
  expect(broken(await first)).toEqual([]);
  expect(broken(await second)).toEqual([]);
  expect(broken(await queue.submit(job('orange')))).toEqual(BROKEN);
});

test('a compressed answer is inflated in the thread, never past maxInflatedBytes', async () => {
  expect(broken(await queue.submit(job('orange', true)))).toEqual(BROKEN);
  const bomb = { ...job('#0D6EFD', true), body: gzipSync(Buffer.alloc(64 * 1024, ' ')) };
  await expect(queue.submit(bomb)).resolves.toEqual({ unchecked: expect.stringContaining('--max-inflated-size') });
});

/** A job whose body sits alone in an ArrayBuffer of its own (as forward() gathers it), `spare` bytes past its end. */
function ownBody(color: string, spare = 0): Omit<CheckJob, 'id'> {
  const plain = job(color);
  const body = Buffer.allocUnsafeSlow(plain.body.length + spare);
  body.set(plain.body);
  return { ...plain, body: body.subarray(0, plain.body.length) };
}

test('a reserved answer is judged once its body is handed over: transferred, the buffer leaves this thread and the verdict is the same', async () => {
  const orange = ownBody('orange', 100);
  const place = queue.reserve(orange)!;
  place.handOver(true);
  expect(broken(await place.done)).toEqual(BROKEN);
  expect(orange.body.buffer.byteLength).toBe(0);
});

test('handed over as a copy, the body stays readable here; a second hand-over posts nothing', async () => {
  const blue = ownBody('#0D6EFD');
  const place = queue.reserve(blue)!;
  place.handOver(false);
  place.handOver(true);
  expect(broken(await place.done)).toEqual([]);
  expect(blue.body.buffer.byteLength).toBeGreaterThan(0);
  expect(JSON.parse(blue.body.toString()).items).toHaveLength(1);
});

test('a reserved place counts against maxQueued, and settled() sends a body not yet handed over (as a copy) rather than wait for it', async () => {
  const orange = ownBody('orange');
  const place = queue.reserve(orange)!;
  const other = queue.reserve(ownBody('#0D6EFD'))!;
  expect(queue.reserve(ownBody('#0D6EFD'))).toBeUndefined();
  await queue.settled();
  expect(broken(await place.done)).toEqual(BROKEN);
  expect(broken(await other.done)).toEqual([]);
  expect(orange.body.buffer.byteLength).toBeGreaterThan(0);
  place.handOver(true);
  expect(orange.body.buffer.byteLength).toBeGreaterThan(0);
});

test('where /proc has the thread id, the checks thread alone runs at the nice value asked, and judges as before', async () => {
  const queue = new CheckQueue({ profile: 'spec', timezone: 'UTC', maxInflatedBytes: 1024, nice: 7 }, 4);
  try {
    const priority = await queue.ready();
    expectLowered(priority, 7);
    if (!priority.lowered) return;
    const text = Buffer.from(JSON.stringify({ meta: { total_count: 0 }, items: [] }));
    const outcome = await queue.submit({
      url: 'http://upstream/api/v2/pages/?type=releases.ReleasePage',
      method: 'GET',
      authorization: 'Token t',
      status: 200,
      headers: ['content-type', 'application/json'],
      body: text,
    });
    expect(outcome).toEqual({ verdict: expect.objectContaining({ violations: [] }) });
  } finally {
    await queue.close();
  }
}, 60_000);
