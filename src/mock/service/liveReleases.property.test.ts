// Property test: after random admin changes every answer equals a store built from scratch.
import fc from 'fast-check';
import { createClock } from '../domain/clock';
import { generateDataset } from '../data/generateDataset';
import { ReleaseStore, type ListQuery } from '../store/releaseStore';
import { FIXED_NOW } from '../testing/testApp';
import { LiveReleases } from './liveReleases';
import { ReleaseService } from './releaseService';

const clock = createClock({ now: FIXED_NOW });
const generated = generateDataset({ seed: 3, count: 40, clock });
// One release that disputes a report's text from the start: it carries it first, the others after with theirs.
const disputedCarrier = generated.filter((r) => r.announcement_reports.length > 0)[5];
const disputed = { ...disputedCarrier, id: 99_998, announcement_reports: [{ ...disputedCarrier.announcement_reports[0], title: 'Quokka Bulletin' }] };
const start = [...generated, disputed];
const startStore = new ReleaseStore(start);
// Releases of other seeds: their ids overlap the start's, with other content (replacements), and reach past them (additions).
// And releases whose report has a text of its own under an id other releases carry: a report's text
// is its first carrier's, so these change what other releases are found by.
const withReports = start.filter((r) => r.announcement_reports.length > 0);
const disputing = withReports.slice(0, 4).map((r, i) => ({
  ...withReports[withReports.length - 1 - i],
  id: [r.id + 1, r.id - 1, r.id, 99_999][i],
  announcement_reports: [{ ...r.announcement_reports[0], title: `Zanzibar Digest ${i}` }],
}));
const others = [
  ...disputing,
  { ...disputed, announcement_reports: [] },
  ...generateDataset({ seed: 11, count: 60, clock }),
  ...generateDataset({ seed: 12, count: 60, clock }),
  // Releases that agree with the start on every report: the overlay serves them, so many of them start a whole build that changes outlive.
  ...start
    .filter((r) => startStore.agreesOnReports(r))
    .slice(0, 30)
    .map((r, i) => ({ ...r, id: i % 3 === 0 ? r.id : 50_000 + r.id, title: `Kestrel ${r.title}` })),
  ...start.slice(0, 30).map((r) => ({ ...r, id: 60_000 + r.id, title: `Kestrel ${r.title}`, announcement_reports: [] })),
];
// Two releases that give a report no release of the start carries two texts: each agrees with the start alone.
const newReport = { ...withReports[0].announcement_reports[0], id: 77_777 };
const twoTexts = ['Heron Review', 'Ibis Review'].map((title, i) => ({ ...start[i], id: 70_001 + i, announcement_reports: [{ ...newReport, title }] }));
others.push(...twoTexts);
/** Where the releases that agree with the start on every report begin in `others`. */
const agreeingFrom = others.findIndex((r) => r.title.startsWith('Kestrel'));
const ids = [...new Set([...start, ...others].map((r) => r.id))];

const words = [
  'report',
  'q3',
  'annual',
  'results',
  'zanzibar',
  'quokka',
  'kestrel',
  'heron',
  'ibis',
  disputedCarrier.announcement_reports[0].title.split(' ')[0],
  start[0].title.split(' ')[0],
  others[0].title.split(' ')[0],
  ...withReports.slice(0, 4).map((r) => r.announcement_reports[0].title.split(' ')[0]),
];
const queries: ListQuery[] = [
  { limit: 20, offset: 0 },
  { limit: 7, offset: 5 },
  { limit: 3, offset: 38 },
  ...['expected_date', '-expected_date', 'title', '-title', 'id', '-id', 'first_published_at', '-first_published_at'].map((ordering) => ({
    limit: 9,
    offset: 2,
    ordering,
  })),
  ...(['draft', 'announced', 'scheduled', 'published'] as const).map((status) => ({ limit: 10, offset: 1, status })),
  ...words.map((search) => ({ limit: 10, offset: 0, search })),
  { limit: 5, offset: 3, search: words.join(' '), searchOperator: 'or' },
  { limit: 5, offset: 0, search: 'report results', searchOperator: 'and' },
  { limit: 8, offset: 0, search: 'report', ordering: '-expected_date' },
  { limit: 8, offset: 2, search: 'report', status: 'scheduled' },
  { limit: 8, offset: 0, expectedDateAfter: '2026-01-01', expectedDateBefore: '2026-12-31' },
  { limit: 8, offset: 1, expectedDateAfter: '2026-02-01', status: 'announced', ordering: 'expected_date' },
  { limit: 8, offset: 0, expectedDate: start[5].expected_date, search: 'report' },
];

const change = fc.record({
  what: fc.oneof(
    // Resets and removals rarer than additions: a run must pile up changes past the bound for whole builds to start.
    {
      weight: 6,
      arbitrary: fc.record({
        kind: fc.constant('upsert' as const),
        picks: fc.array(
          fc.oneof({ arbitrary: fc.integer({ min: agreeingFrom, max: others.length - 1 }), weight: 12 }, { arbitrary: fc.nat(others.length - 1), weight: 1 }),
          { minLength: 1, maxLength: 4 },
        ),
      }),
    },
    { weight: 2, arbitrary: fc.record({ kind: fc.constant('remove' as const), id: fc.constantFrom(...ids) }) },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('reset' as const) }) },
  ),
  // Whether every whole build under way is waited for before the answers are compared; otherwise the next change may come while one runs.
  settle: fc.boolean(),
});

test('every answer after random admin changes equals the answer of a store built from scratch, whole builds under way or not', async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(change, { minLength: 8, maxLength: 30 }), fc.integer({ min: 0, max: 12 }), fc.boolean(), async (changes, bound, sliced) => {
      const service = new ReleaseService(new ReleaseStore(start), clock);
      // In slices, a whole build spans turns of the event loop, and changes come while it runs.
      const live = new LiveReleases(service, bound, { inSlicesFrom: sliced ? 0 : undefined });
      const expected = new Map(start.map((r) => [r.id, r]));
      for (const { what: c, settle } of changes) {
        if (c.kind === 'upsert') {
          const releases = c.picks.map((i) => others[i]);
          const replaced = releases.filter((r, i) => expected.has(r.id) || releases.slice(0, i).some((o) => o.id === r.id)).map((r) => r.id);
          for (const r of releases) expected.set(r.id, r);
          expect((await live.upsert(releases)).replaced).toEqual(replaced);
        } else if (c.kind === 'remove') {
          expect(await live.remove(c.id)).toBe(expected.delete(c.id));
        } else {
          await live.reset();
          expected.clear();
          for (const r of start) expected.set(r.id, r);
        }
        if (settle) await live.settled();
        const rebuilt = new ReleaseStore([...expected.values()]);
        const fresh = new ReleaseService(rebuilt, clock);
        expect(service.store.size).toBe(rebuilt.size);
        for (const id of ids) expect(service.store.findById(id)).toBe(rebuilt.findById(id));
        for (const q of queries) {
          expect(service.listJson(q, 'http://mock.test').toString()).toBe(fresh.listJson(q, 'http://mock.test').toString());
        }
      }
      await live.settled();
    }),
    {
      seed: 20,
      numRuns: 40,
      // Besides the random ones: the release that disputes a report's text replaced without it, and removed.
      examples: [
        [[{ what: { kind: 'upsert', picks: [disputing.length] }, settle: false }], 12, false],
        [[{ what: { kind: 'remove', id: disputed.id }, settle: false }], 12, true],
        // The two texts of a new report: the first, with another change, starts a whole build; the second comes while it runs.
        [
          [
            { what: { kind: 'upsert', picks: [agreeingFrom, others.length - 2] }, settle: false },
            { what: { kind: 'upsert', picks: [others.length - 1] }, settle: true },
          ],
          1,
          true,
        ],
      ],
    },
  );
}, 120_000);
