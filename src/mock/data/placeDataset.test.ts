// Test that placed titles and slugs are what the whole title would give.
import { createClock } from '../domain/clock';
import { drawDataset } from './generateDataset';
import { placeDataset } from './placeDataset';
import { PlacedDates } from './placedDates';
import { SlugRegistry, toSlug } from './slugs';

// Placing joins a generated title from its company and a tail kept per quarter and kind, and slugs
// only the company (titleTails.ts, `joinedSlug`): held here to the template and the whole title's
// slug it replaced, numbering included, over several seeds and clocks.
test.each([
  [1, '2026-03-01T12:00:00Z', 'UTC'],
  [7, '2025-06-30T01:02:03.456-07:00', 'America/Los_Angeles'],
  [23, '2031-01-01T00:00:00Z', 'Asia/Kolkata'],
])('seed %p at %s (%s): titles and slugs as the whole title gives them', (seed, now, timezone) => {
  const clock = createClock({ now, timezone });
  const draft = drawDataset({ seed, count: 4000 });
  const placed = placeDataset(draft, clock);
  const dates = new PlacedDates('2000-01-01', 0);
  const registry = new SlugRegistry();
  const expected = placed.map((release, i) => {
    const drawn = draft.releases[i].title;
    const title = typeof drawn === 'string' ? drawn : `${drawn.company} ${dates.quarter(release.expected_date)} ${drawn.kind}`;
    return { title, slug: registry.unique(title, 'release', release.id) };
  });
  expect(placed.map(({ title, slug }) => ({ title, slug }))).toEqual(expected);
  // Repeated titles are among them, so that the numbering is compared too.
  expect(expected.filter(({ title, slug }) => slug !== toSlug(title)).length).toBeGreaterThan(0);
});
