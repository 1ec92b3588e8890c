// Without --now, the default data is placed at the start of the day in the clock's zone: two processes and
// a fetch handler started at different instants of one day answer byte for byte the same.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { startMockCommand, type RunningMockCommand } from '../testing/mockCommand';
import { createFetchHandler } from '../../fetch';

const PUBLIC_URL = 'https://mock.example.com';
/** Every request is answered at one instant (X-Mock-Now), so that only where the data was placed can differ. */
const ASKED_AT = '2026-03-01T23:30:00Z';
const LISTING = '/api/v2/pages/?type=releases.ReleasePage&fields=*&ordering=expected_date&limit=200';

/** Pins Date.now, the mock's real time, before the mock loads. */
const PIN = join(mkdtempSync(join(tmpdir(), 'placed-at-day-')), 'pinRealNow.cjs');
writeFileSync(PIN, 'const ms = Number(process.env.PINNED_REAL_NOW); Date.now = () => ms;\n');
afterAll(() => rmSync(dirname(PIN), { recursive: true, force: true }));

/** A process whose real clock stands at `iso`. */
const pinnedAt = (iso: string) => ({ NODE_OPTIONS: `--require=${PIN}`, PINNED_REAL_NOW: String(Date.parse(iso)) });

async function listed(fetchAt: (path: string, init: RequestInit) => Promise<Response>, timezone: string): Promise<string[]> {
  const pages: string[] = [];
  for (const offset of [0, 200, 400]) {
    const response = await fetchAt(`${LISTING}&offset=${offset}`, { headers: { Authorization: 'Token dev-token', 'X-Mock-Now': ASKED_AT } });
    expect(response.status).toBe(200);
    pages.push(await response.text());
  }
  expect(pages.join('')).toContain(timezone === 'UTC' ? '"first_published_at"' : '"target_date"');
  return pages;
}

async function serverPages(startAt: string, timezone: string): Promise<string[]> {
  const mock: RunningMockCommand = await startMockCommand(['--public-url', PUBLIC_URL, '--timezone', timezone], pinnedAt(startAt));
  try {
    return await listed((path, init) => fetch(mock.url + path, init), timezone);
  } finally {
    mock.child.kill();
    await mock.exited;
  }
}

async function handlerPages(startAt: string, timezone: string): Promise<string[]> {
  const now = jest.spyOn(Date, 'now').mockReturnValue(Date.parse(startAt));
  try {
    const handler = createFetchHandler({ publicUrl: PUBLIC_URL, timezone });
    return await listed((path, init) => handler(new Request(PUBLIC_URL + path, init)), timezone);
  } finally {
    now.mockRestore();
  }
}

/** The first item that differs between two runs' pages (with the other's at its place), if any bytes differ. */
function firstDifference(a: string[], b: string[]): [unknown, unknown] | undefined {
  if (a.join('\n') === b.join('\n')) return undefined;
  const items = (pages: string[]) => pages.flatMap((page) => (JSON.parse(page) as { items: unknown[] }).items);
  const [left, right] = [items(a), items(b)];
  const at = left.findIndex((item, i) => JSON.stringify(item) !== JSON.stringify(right[i]));
  return [left[at] ?? a, right[at] ?? b];
}

test.each([
  ['UTC', '2026-03-01T00:00:01Z', '2026-03-01T23:59:59Z', '2026-03-01T13:17:00Z'],
  // Tokyo's 1 March runs from 15:00 UTC the day before.
  ['Asia/Tokyo', '2026-02-28T15:00:00Z', '2026-03-01T14:59:59Z', '2026-03-01T03:00:00Z'],
])(
  'in %s, two servers and a fetch handler started at three instants of one day answer the same bytes',
  async (timezone, first, second, third) => {
    const [a, b] = await Promise.all([serverPages(first, timezone), serverPages(second, timezone)]);
    const c = await handlerPages(third, timezone);
    expect(firstDifference(a, b)).toBeUndefined();
    expect(firstDifference(a, c)).toBeUndefined();
  },
  60_000,
);

test('a fetch handler started the next day holds data placed a day later', async () => {
  const today = await handlerPages('2026-03-01T23:59:59Z', 'UTC');
  const tomorrow = await handlerPages('2026-03-02T00:00:00Z', 'UTC');
  expect(tomorrow).not.toEqual(today);
  // The expected dates move by one day: the first page's earliest is one day later.
  const earliest = (pages: string[]) => (JSON.parse(pages[0]) as { items: { expected_date: string }[] }).items[0].expected_date;
  expect(Date.parse(earliest(tomorrow)) - Date.parse(earliest(today))).toBe(86_400_000);
});
