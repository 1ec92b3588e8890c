// Tests that the shipped default dataset is what the generator gives at the server defaults, at any clock.
import { createClock } from '../domain/clock';
import { DEFAULT_COUNT, DEFAULT_SEED } from '../options';
import { DEFAULT_DATASET, defaultDataset } from './defaultDataset';
import { generateDataset } from './generateDataset';
import { releasePagesOf } from './releasePages';

// Clocks that move every kind of date: across a year's end, in zones far from UTC on either side
// (where today differs from UTC's), at a fraction of a second, before a summer-time change.
const CLOCKS = [
  ['2026-03-01T12:00:00Z', 'UTC'],
  ['2026-12-31T23:59:59.750+00:00', 'Pacific/Kiritimati'],
  ['2025-06-30T01:02:03.456-07:00', 'America/Los_Angeles'],
  ['2031-01-01T00:00:00Z', 'Asia/Kolkata'],
  ['2024-03-30T23:30:00+01:00', 'Europe/London'],
] as const;

test('the shipped dataset was drawn with the server defaults', () => {
  expect(DEFAULT_DATASET).toEqual({ seed: DEFAULT_SEED, count: DEFAULT_COUNT });
});

test.each(CLOCKS)('at %s (%s) the shipped dataset is what generateDataset gives, byte for byte as served', (now, timezone) => {
  const clock = createClock({ now, timezone });
  const shipped = defaultDataset(clock);
  const generated = generateDataset({ seed: DEFAULT_SEED, count: DEFAULT_COUNT, clock });
  expect(shipped).toHaveLength(DEFAULT_COUNT);
  expect(shipped).toEqual(generated);
  expect(JSON.stringify(releasePagesOf(shipped, clock))).toBe(JSON.stringify(releasePagesOf(generated, clock)));
});

test('the dates move with the clock: a day later, every expected date is a day later', () => {
  const before = defaultDataset(createClock({ now: '2026-03-01T12:00:00Z' }));
  const after = defaultDataset(createClock({ now: '2026-03-02T12:00:00Z' }));
  const dayAfter = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  expect(after.map((r) => r.expected_date)).toEqual(before.map((r) => dayAfter(r.expected_date)));
});
