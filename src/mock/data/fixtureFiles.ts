// The generator's shipped word lists and curated edge cases, read from fixtures/.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FIXTURES_DIR } from '../../core/packageFiles';
import type { TimePeriod } from '../../core/types';

export interface WordLists {
  report_themes: string[];
  report_cadences: string[];
  release_kinds: string[];
  product_regions: string[];
  product_suffixes: string[];
  child_page_kinds: string[];
  child_page_types: string[];
  product_statuses: (string | null)[];
  unicode_titles: string[];
  target_times: string[];
  target_offsets: string[];
}

/** One curated release; see the `$comment` of fixtures/edge-cases.json for the relative-date syntax. */
export interface EdgeCase {
  note: string;
  live: boolean;
  expected_date: string;
  target: string | null;
  expected_time_period?: TimePeriod | null;
  content_scheduled?: boolean;
  first_published_at?: null;
  title?: string;
  reports?: number;
}

const readJson = (name: string): unknown => JSON.parse(readFileSync(join(FIXTURES_DIR, name), 'utf8'));

export const loadWordLists = (): WordLists => readJson('words.json') as WordLists;
export const loadEdgeCases = (): EdgeCase[] => (readJson('edge-cases.json') as { releases: EdgeCase[] }).releases;
