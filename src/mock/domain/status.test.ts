// Tests of the status conditions and shown status code of §3.
import { release } from '../testing/records';
import type { Moment } from './clock';
import { STATUS_CONDITIONS, shownStatusCode, statusObject } from './status';
import type { Status, StatusCode, StoredRelease } from '../../core/types';
import { STATUS_CODES } from '../../core/spec';

// "Now" is 2026-03-10T12:00:00Z and "today" 2026-03-10 throughout, unless a test says otherwise.
const NOW_MS = Date.parse('2026-03-10T12:00:00Z');
const MOMENT: Moment = { nowMs: NOW_MS, today: '2026-03-10' };
const YESTERDAY = '2026-03-09';
const TODAY = '2026-03-10';
const TOMORROW = '2026-03-11';

/** `target_date` this many milliseconds from now, written with an offset as items carry it. */
const targetAt = (deltaMs: number) => new Date(NOW_MS + deltaMs).toISOString().replace('Z', '+00:00');

type Overrides = Partial<StoredRelease>;
const make = (overrides: Overrides) => release({ id: 1, ...overrides });

const DRAFT: Status = { code: 'draft', label: 'Draft', color: '#6C757D', description: 'Not yet published.' };
const announced = (description: string): Status => ({ code: 'announced', label: 'Announced', color: '#0D6EFD', description });
const scheduled = (description: string): Status => ({ code: 'scheduled', label: 'Scheduled', color: '#FD7E14', description });
const published = (description: string): Status => ({ code: 'published', label: 'Published', color: '#198754', description });

test('the status codes are the four of spec §3', () => {
  expect(STATUS_CODES).toEqual(['draft', 'announced', 'scheduled', 'published']);
});

describe('STATUS_CONDITIONS: the literal conditions of spec §3', () => {
  test.each<[string, StatusCode, Overrides, boolean]>([
    ['a page that is not live', 'draft', { live: false }, true],
    ['a live page', 'draft', { live: true }, false],

    ['live with no target_date', 'announced', { target_date: null }, true],
    ['live with a past expected_date and no target_date', 'announced', { expected_date: YESTERDAY }, true],
    ['live with a target_date', 'announced', { target_date: targetAt(86_400_000) }, false],
    ['not live with no target_date', 'announced', { live: false }, false],

    ['live, target_date one ms after now', 'scheduled', { target_date: targetAt(1) }, true],
    ['live, target_date exactly now', 'scheduled', { target_date: targetAt(0) }, false],
    ['live, target_date one ms before now', 'scheduled', { target_date: targetAt(-1) }, false],
    ['live, no target_date', 'scheduled', { target_date: null }, false],
    ['not live, target_date in the future', 'scheduled', { live: false, target_date: targetAt(1) }, false],

    ['expected_date yesterday', 'published', { expected_date: YESTERDAY }, true],
    ['expected_date today', 'published', { expected_date: TODAY }, false],
    ['expected_date tomorrow', 'published', { expected_date: TOMORROW }, false],
    ['target_date one ms before now', 'published', { expected_date: TOMORROW, target_date: targetAt(-1) }, true],
    ['target_date exactly now', 'published', { expected_date: TOMORROW, target_date: targetAt(0) }, false],
    ['target_date one ms after now', 'published', { expected_date: TOMORROW, target_date: targetAt(1) }, false],
    ['expected_date yesterday with a future target_date', 'published', { expected_date: YESTERDAY, target_date: targetAt(1) }, true],
    ['a draft with a past expected_date (liveness is not part of it)', 'published', { live: false, expected_date: YESTERDAY }, true],
    ['a draft with a past target_date', 'published', { live: false, expected_date: TOMORROW, target_date: targetAt(-1) }, true],
  ])('%s: %s is %s', (_description, code, overrides, expected) => {
    expect(STATUS_CONDITIONS[code](make(overrides), MOMENT)).toBe(expected);
  });

  test("published compares expected_date with the moment's today, not with the UTC date of now", () => {
    // 23:30 UTC on the 10th is already the 11th in Asia/Tokyo.
    const tokyo: Moment = { nowMs: Date.parse('2026-03-10T23:30:00Z'), today: '2026-03-11' };
    expect(STATUS_CONDITIONS.published(make({ expected_date: '2026-03-10' }), tokyo)).toBe(true);
  });
});

describe('shownStatusCode: precedence draft > published > scheduled > announced', () => {
  test.each<[string, Overrides, StatusCode]>([
    ['a draft with a past expected_date shows draft', { live: false, expected_date: YESTERDAY }, 'draft'],
    ['a draft with a future target_date shows draft', { live: false, target_date: targetAt(1) }, 'draft'],
    ['announced and published: published', { expected_date: YESTERDAY }, 'published'],
    ['scheduled and published: published', { expected_date: YESTERDAY, target_date: targetAt(1) }, 'published'],
    ['scheduled only', { expected_date: TOMORROW, target_date: targetAt(1) }, 'scheduled'],
    ['announced only, expected today', { expected_date: TODAY }, 'announced'],
    ['published by target_date only', { expected_date: TOMORROW, target_date: targetAt(-1) }, 'published'],
    // Meets no condition at all; the source documents that it shows published ("being published").
    ['target_date exactly now, expected tomorrow', { expected_date: TOMORROW, target_date: targetAt(0) }, 'published'],
  ])('%s', (_description, overrides, expected) => {
    expect(shownStatusCode(make(overrides), MOMENT)).toBe(expected);
  });
});

describe("statusObject: labels, colors and descriptions of openapi.yaml's Status table", () => {
  test.each<[string, Overrides, Status]>([
    ['draft', { live: false, expected_date: YESTERDAY }, DRAFT],
    ['announced with AM', { expected_date: '2026-03-12', expected_time_period: 'AM' }, announced('Expected on 2026-03-12 (AM).')],
    ['announced with PM', { expected_date: '2026-03-12', expected_time_period: 'PM' }, announced('Expected on 2026-03-12 (PM).')],
    ['announced without a time period', { expected_date: '2026-03-12' }, announced('Expected on 2026-03-12.')],
    [
      'scheduled: target_date as it appears in the item',
      { expected_date: '2026-03-12', target_date: '2026-03-11T09:00:00+01:00' },
      scheduled('Scheduled for 2026-03-11T09:00:00+01:00.'),
    ],
    ['published by expected_date, no target_date', { expected_date: '2026-03-02' }, published('Published on 2026-03-02.')],
    [
      'published with a past target_date: its date part as written (not the UTC date)',
      { expected_date: '2026-03-12', target_date: '2026-03-09T23:30:00-05:00' },
      published('Published on 2026-03-09.'),
    ],
    [
      'published with both dates past: the target date',
      { expected_date: '2026-03-02', target_date: '2026-03-05T10:00:00+00:00' },
      published('Published on 2026-03-05.'),
    ],
    [
      'published by expected_date with a future target_date: the expected date',
      { expected_date: '2026-03-02', target_date: '2026-03-11T09:00:00+00:00' },
      published('Published on 2026-03-02.'),
    ],
  ])('%s', (_description, overrides, expected) => {
    expect(statusObject(make(overrides), MOMENT)).toEqual(expected);
  });

  test('the four colors are distinct #RRGGBB codes', () => {
    const colors = [
      make({ live: false }),
      make({ expected_date: TOMORROW }),
      make({ expected_date: TOMORROW, target_date: targetAt(1) }),
      make({ expected_date: YESTERDAY }),
    ].map((item) => statusObject(item, MOMENT).color);
    expect(new Set(colors).size).toBe(4);
    for (const color of colors) expect(color).toMatch(/^#[0-9A-Fa-f]{6}$/);
  });

  test('the same release changes status as the moment passes its target_date', () => {
    const item = make({ expected_date: '2026-03-12', target_date: '2026-03-11T09:00:00+00:00' });
    const before: Moment = { nowMs: Date.parse('2026-03-11T08:59:59Z'), today: '2026-03-11' };
    const after: Moment = { nowMs: Date.parse('2026-03-11T09:00:01Z'), today: '2026-03-11' };
    expect(statusObject(item, before)).toEqual(scheduled('Scheduled for 2026-03-11T09:00:00+00:00.'));
    expect(statusObject(item, after)).toEqual(published('Published on 2026-03-11.'));
  });
});
