// Tests of slugs: slugify's answers through the shortcut and its memo, and unique slugs per registry.
import fc from 'fast-check';
import slugify from 'slugify';
import { asciiSlug, joinedSlug, SlugRegistry, toSlug } from './slugs';

/** The slugs a fresh registry gives to these titles, in order, each with fallback `<prefix>-<id>` (by default `fallback-<position>`). */
const slugsOf = (titles: string[], fallback?: { prefix: string; id: number }): string[] => {
  const registry = new SlugRegistry();
  return titles.map((title, i) => registry.unique(title, fallback?.prefix ?? 'fallback', fallback?.id ?? i));
};

describe('toSlug', () => {
  test.each([
    ['Hello World', 'hello-world'],
    ['HELLO   WORLD!', 'hello-world'],
    ['  Acme Q3 Earnings Release  ', 'acme-q3-earnings-release'],
    ['Acme, Inc. — Q3/2026: Results?', 'acme-inc-q32026-results'],
    ['Ça déjà vu', 'ca-deja-vu'],
    ['Überblick: Märkte für Société', 'uberblick-markte-fur-societe'],
    ['Crème Brûlée Índice Ñandú', 'creme-brulee-indice-nandu'],
    ['Årsrapport för Nordiska Fonder', 'arsrapport-for-nordiska-fonder'],
    ['Straße', 'strasse'],
    ['Zürich Börse ✓', 'zurich-borse'],
  ])('%p gives %p', (title, slug) => {
    expect(toSlug(title)).toBe(slug);
  });

  test("gives slugify's slug for a long plain ASCII text, past the shortcut's length", () => {
    const text = 'Acme Q3 Earnings Release, '.repeat(400);
    expect(toSlug(text)).toBe(slugify(text, { lower: true, strict: true }));
  });

  test("gives slugify's slug for any text: ASCII (the shortcut), the characters slugify spells out, and beyond", () => {
    const ascii = fc.string({ unit: fc.integer({ min: 0, max: 127 }).map((code) => String.fromCharCode(code)), maxLength: 60 });
    const mixed = fc.string({
      unit: fc.constantFrom('a', 'Z', '7', ' ', '-', '\t', '$', '%', '&', '<', '>', '|', 'é', 'ß', '—', '’', '_', "'", '.'),
      maxLength: 40,
    });
    fc.assert(
      fc.property(
        fc.oneof(ascii, mixed, fc.string({ unit: 'grapheme', maxLength: 20 })),
        (text) => toSlug(text) === slugify(text, { lower: true, strict: true }),
      ),
      { numRuns: 3000, seed: 23 },
    );
  });

  test("gives slugify's slug for a text slugify was asked before, within the texts it keeps and past them", () => {
    // More distinct Unicode texts than are kept, each asked twice: the first ones from what is kept, the last ones anew.
    const texts = Array.from({ length: 1500 }, (_, i) => `Überblick ${i} Märkte — Société`);
    const slugified = texts.map((text) => slugify(text, { lower: true, strict: true }));
    expect(texts.map((text) => toSlug(text))).toEqual(slugified);
    expect(texts.map((text) => toSlug(text))).toEqual(slugified);
  });
});

describe('SlugRegistry.unique', () => {
  test.each([
    ['Acme Q3 Earnings Release', 'acme-q3-earnings-release'],
    ['Résultats trimestriels — Société Générale Énergie', 'resultats-trimestriels-societe-generale-energie'],
    ['Über 2026: Märkte', 'uber-2026-markte'],
  ])('%p gives the lower-case ASCII slug %p', (title, slug) => {
    expect(slugsOf([title])).toEqual([slug]);
  });

  test('repeated titles get -2, -3, ... in order of arrival', () => {
    expect(slugsOf(['Market Outlook', 'Market Outlook', 'Market Outlook', 'Market Outlook'])).toEqual([
      'market-outlook',
      'market-outlook-2',
      'market-outlook-3',
      'market-outlook-4',
    ]);
  });

  test('titles that differ only in case, accents or punctuation share a slug base and are numbered', () => {
    expect(slugsOf(['Café Report', 'CAFE REPORT', 'cafe-report!'])).toEqual(['cafe-report', 'cafe-report-2', 'cafe-report-3']);
  });

  test('each registry counts on its own', () => {
    const first = new SlugRegistry();
    const second = new SlugRegistry();
    expect(first.unique('Daily Note', 'x', 1)).toBe('daily-note');
    expect(first.unique('Daily Note', 'x', 1)).toBe('daily-note-2');
    expect(second.unique('Daily Note', 'x', 1)).toBe('daily-note');
  });

  test.each([
    ['Japanese only', '市場レポート'],
    ['punctuation only', '!!! ??? ...'],
    ['emoji and symbols', '✓ ★ ☂'],
    ['an empty title', ''],
  ])('a title without ASCII-foldable letters (%s) falls back', (_name, title) => {
    expect(slugsOf([title], { prefix: 'release', id: 100042 })).toEqual(['release-100042']);
  });

  test('a title mixing such characters with ASCII keeps the ASCII words', () => {
    expect(slugsOf(['市場見通し 2026年 第1四半期'])).toEqual(['2026-1']);
  });

  test('a repeated fallback is numbered like any other slug', () => {
    expect(slugsOf(['市場レポート', '市場レポート'], { prefix: 'report', id: 7 })).toEqual(['report-7', 'report-7-2']);
  });

  test.each([
    ['a numbered duplicate comes first', ['Hello World', 'Hello World', 'Hello World 2']],
    ['the title ending in a number comes first', ['Hello World 2', 'Hello World', 'Hello World']],
  ])('slugs stay unique when a title slugs to an already numbered slug (%s)', (_name, titles) => {
    const slugs = slugsOf(titles);
    expect(new Set(slugs).size).toBe(titles.length);
  });
});

describe('joinedSlug', () => {
  // Heads and tails from the characters the shortcut reads differently (letters, digits, separators, dropped, refused), tails starting with a space.
  const unit = fc.constantFrom('a', 'Z', '7', ' ', '-', '\t', "'", ',', '.', '&', 'é');
  const head = fc.string({ unit, maxLength: 30 });
  const tail = fc.string({ unit, maxLength: 30 }).map((rest) => ` ${rest}`);

  test('gives toSlug of the whole text, for any head and a tail that starts with a space', () => {
    fc.assert(
      fc.property(head, tail, (h, t) => {
        const tailSlug = asciiSlug(t);
        return tailSlug === undefined || joinedSlug(h + t, h.length, tailSlug) === toSlug(h + t);
      }),
      { numRuns: 3000, seed: 23 },
    );
  });

  test('gives toSlug of the whole text where the tail does not start with a space, or the text is past the shortcut', () => {
    expect(joinedSlug('Acme-Q3 Results', 4, 'q3-results')).toBe(toSlug('Acme-Q3 Results'));
    const long = `${'Acme '.repeat(250)} Q3 Results`;
    expect(joinedSlug(long, long.length - ' Q3 Results'.length, 'q3-results')).toBe(toSlug(long));
  });

  test.each([
    ['Smitham - Koch', ' Q4 2024 Annual Report', 'smitham-koch-q4-2024-annual-report'],
    ["O'Keefe, Lind and Roob", ' Q1 2026 Investor Day', 'okeefe-lind-and-roob-q1-2026-investor-day'],
    ['', ' Q1 2026 Investor Day', 'q1-2026-investor-day'],
    ['Acme', ' ', 'acme'],
  ])('%p with the tail %p gives %p', (h, t, slug) => {
    expect(joinedSlug(h + t, h.length, asciiSlug(t)!)).toBe(slug);
  });
});
