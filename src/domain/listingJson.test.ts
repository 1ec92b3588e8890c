import { createClock, momentOf } from './clock';
import { generateDataset } from '../data/generateDataset';
import { LISTING_DEFAULT_FIELDS, selectFields } from './fieldSelection';
import { ListingJson } from './listingJson';
import { serializeRelease } from './serializeRelease';

const clock = createClock({ now: '2026-03-01T12:00:00Z' });
const releases = generateDataset({ seed: 5, count: 120, clock });
const context = { origin: 'http://mock.test', moment: momentOf(clock) };

describe('ListingJson writes exactly what JSON.stringify makes of the serialized listing', () => {
  test.each(['', '*', '_,announcement_reports', 'announcement_reports', '-id,-meta,announcement_reports', '_,title,status', '_'])(
    'fields=%j',
    (fields) => {
      const selection = selectFields(fields, LISTING_DEFAULT_FIELDS);
      const writer = new ListingJson();
      const expected = JSON.stringify({ meta: { total_count: 999 }, items: releases.map((r) => serializeRelease(r, selection, context)) });
      // Twice: the second time from the kept report texts.
      expect(writer.write(999, releases, selection, context)).toBe(expected);
      expect(writer.write(999, releases, selection, context)).toBe(expected);
    },
  );
});
