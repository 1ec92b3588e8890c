// Tests that instants are written as Date writes them, through the per-second cache.
import fc from 'fast-check';
import { httpDate, isoString } from './instantText';

// Instants V8 writes: the clock's range and then some, milliseconds apart and in whole seconds.
const instant = fc.integer({ min: -8.64e15, max: 8.64e15 }).map((ms) => new Date(ms));

test('an instant is written as Date writes it, whatever instant came before (the same, another in its second, any other)', () => {
  fc.assert(
    fc.property(
      fc.array(
        fc.oneof(
          instant,
          // The last millisecond of its second, but never past the last instant a Date holds.
          instant.map((at) => new Date(Math.min(at.getTime() - (at.getTime() % 1000) + 999, 8.64e15))),
        ),
        { minLength: 1, maxLength: 20 },
      ),
      (instants) => {
        for (const at of [...instants, ...instants]) {
          expect(httpDate(at)).toBe(at.toUTCString());
          expect(isoString(at)).toBe(at.toISOString());
        }
      },
    ),
  );
});

test('within one second the header is the same, and across a second boundary it changes', () => {
  expect(httpDate(new Date(Date.UTC(2026, 2, 1, 12, 0, 0, 1)))).toBe('Sun, 01 Mar 2026 12:00:00 GMT');
  expect(httpDate(new Date(Date.UTC(2026, 2, 1, 12, 0, 0, 999)))).toBe('Sun, 01 Mar 2026 12:00:00 GMT');
  expect(httpDate(new Date(Date.UTC(2026, 2, 1, 12, 0, 1, 0)))).toBe('Sun, 01 Mar 2026 12:00:01 GMT');
  expect(isoString(new Date(Date.UTC(2026, 2, 1, 12, 0, 1, 0)))).toBe('2026-03-01T12:00:01.000Z');
  expect(isoString(new Date(Date.UTC(2026, 2, 1, 12, 0, 1, 1)))).toBe('2026-03-01T12:00:01.001Z');
});
