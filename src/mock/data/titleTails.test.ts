// Tests of generated titles' tails and their slugs, written once per quarter and kind.
import { asciiSlug } from './slugs';
import { TitleTails } from './titleTails';

test("a tail is ' <quarter> <kind>' and its slug, written once per quarter and kind", () => {
  const tails = new TitleTails();
  const tail = tails.of('Q4 2024', 'Annual Report');
  expect(tail).toEqual({ text: ' Q4 2024 Annual Report', slug: 'q4-2024-annual-report' });
  expect(tails.of('Q4 2024', 'Annual Report')).toBe(tail);
  expect(tails.of('Q1 2025', 'Annual Report')).toEqual({ text: ' Q1 2025 Annual Report', slug: 'q1-2025-annual-report' });
  expect(tails.of('Q4 2024', 'Investor Day').text).toBe(' Q4 2024 Investor Day');
});

test('a tail the shortcut leaves to slugify has no slug (its titles are slugged whole)', () => {
  expect(new TitleTails().of('Q4 2024', 'Résultats & Perspectives')).toEqual({ text: ' Q4 2024 Résultats & Perspectives', slug: undefined });
  expect(asciiSlug(' Q4 2024 Résultats')).toBeUndefined();
});
