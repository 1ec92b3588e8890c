// The hostile-input attacks on the compiled release-pages-mock, each against a mock in its own process with
// its default bounds (the four admin attacks share one --admin mock; npm run test:hostile builds it
// first): each is refused or bounded, the mock stays up under 500 MB resident, and a client beside
// the attack is answered within 1 s throughout.
import { mockAttacks, sharedAdminMock, TEST_SIZES } from './testing/mockAttackRuns';
import type { MockAttackFigures } from './testing/mockAttacks';

jest.setTimeout(45_000);

const admin = sharedAdminMock();
const attacks = mockAttacks(TEST_SIZES, admin);
afterAll(() => admin.stop());

function expectBounded(figures: MockAttackFigures<unknown>): void {
  expect(figures.alive).toBe(true);
  expect(figures.peakRssMb).toBeLessThan(500);
  expect(figures.probe.failures).toBe(0);
  expect(figures.probe.answers).toBeGreaterThan(0);
  expect(figures.probe.slowestMs).toBeLessThan(1000);
}

test('100,000 pipelined requests asking a minute each: the connection is no longer read past the cap, then closed', async () => {
  const figures = await attacks['pipelined latency requests']();
  expectBounded(figures);
  expect(figures.outcome.closedByServer).toBe(true);
  expect(figures.outcome.written).toBeLessThan(100_000);
});

test('1,000 connections asking a minute each: 200 held, the rest a 503 with Retry-After at once, and another client still finds room', async () => {
  const figures = await attacks['1,000 latency connections']();
  expectBounded(figures);
  expect(figures.outcome.statuses['503']).toBeGreaterThanOrEqual(700);
});

test('one release of 40,000 bad announcement reports: refused at once for its size, a short answer', async () => {
  const figures = await attacks['quadratic admin body']();
  expectBounded(figures);
  expect(figures.outcome.status).toBe(400);
  expect(figures.outcome.answerBytes).toBeLessThan(1000);
  expect(figures.output).not.toContain('"level":50');
});

test('admin bodies past the size bound, declared or chunked: a 413 before the body is read whole', async () => {
  const figures = await attacks['huge admin bodies']();
  expectBounded(figures);
  expect([figures.outcome.declared.status, figures.outcome.chunked.status]).toEqual([413, 413]);
});

test('admin requests from a page of another site are refused before they act, preflight or not', async () => {
  const figures = await attacks['cross-origin admin']();
  expectBounded(figures);
  expect(figures.outcome).toEqual({ reset: 403, resetAllowOrigin: null, resetActed: false, preflight: 403, preflightAllowOrigin: null });
});

test('instants and offsets out of range, and ids that are not positive safe integers: each a 400', async () => {
  const figures = await attacks['out-of-range clocks and ids']();
  expectBounded(figures);
  expect(figures.outcome.clock).toMatch(/^400, then the listing 200 \(Date: Sun, 01 Mar 2026 12:00:00 GMT\)$/);
  expect(figures.outcome.mockNow.every((line) => / 400 \(Date: Sun, 01 Mar 2026 12:00:00 GMT\)$/.test(line))).toBe(true);
  expect(figures.outcome.ids).toEqual(['-5: 400', '0: 400', '100000000000000000000: 400', '9007199254740993: 400']);
});

test('a FIFO and a link to /dev/zero as the watched file: each refused in one line, the data in use stays', async () => {
  const figures = await attacks['FIFO and /dev/zero in the watched folder']();
  expectBounded(figures);
  expect(figures.outcome).toEqual({ afterFifo: 20, afterDevZero: 20 });
  expect(figures.output).toContain('is not a regular file');
  expect(figures.output).toContain('is a link out of its folder (to /dev/zero)');
});

test('the watched folder deleted and made again: said on the log, watched again, the new file served', async () => {
  const figures = await attacks['watched folder deleted and made again']();
  expectBounded(figures);
  expect(figures.outcome.servedAfter).toBe(7);
  expect(figures.output).toMatch(/fixtures folder .*: gone/);
  expect(figures.output).toMatch(/fixtures folder .*: back; watching it again/);
});
