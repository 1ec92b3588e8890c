// The `ordering` parameter: its accepted values, read as Wagtail does, and a comparator for each.
import { QueryError } from './queryError';
import type { StoredRelease } from '../../core/types';

/** Keys the mock can sort by: the documented `expected_date`, and `id`, `title`, `first_published_at` beyond it. */
export const ORDERING_KEYS = ['expected_date', 'id', 'title', 'first_published_at'] as const;
export type OrderingKey = (typeof ORDERING_KEYS)[number];

export interface Ordering {
  key: OrderingKey;
  descending: boolean;
}

/** Every accepted `ordering` value, in the order openapi.yaml lists them. */
export const ORDERING_VALUES: readonly string[] = ORDERING_KEYS.flatMap((key) => [key, `-${key}`]);

export function parseOrdering(value: string): Ordering {
  const descending = value.startsWith('-');
  const key = descending ? value.slice(1) : value;
  if (!(ORDERING_KEYS as readonly string[]).includes(key)) {
    throw new QueryError('RPA_ORDERING_UNKNOWN_FIELD', key, ORDERING_VALUES);
  }
  return { key: key as OrderingKey, descending };
}

/** The `ordering` value an ordering is written as (`-title`): `parseOrdering`'s inverse. */
export const orderingValue = ({ key, descending }: Ordering): string => `${descending ? '-' : ''}${key}`;

/**
 * English collation, ignoring case but not accents. Made on the first title compare: the first Intl
 * object of a process loads ICU's data, and the default start-up never orders by title.
 */
let titleCollator: Intl.Collator | undefined;
const compareTitles = (a: string, b: string): number => (titleCollator ??= new Intl.Collator('en', { sensitivity: 'accent' })).compare(a, b);

export type Compare = (a: StoredRelease, b: StoredRelease) => number;

/** A key's primary order: a record's value (`null` sorts after every value ascending, as PostgreSQL's default NULLS LAST) and how two values compare. */
export interface KeyOrder<T> {
  value: (r: StoredRelease) => T | null;
  compare: (a: T, b: T) => number;
}

const byNumber = (a: number, b: number) => a - b;
const byString = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

export const KEY_ORDERS = {
  id: { value: (r) => r.id, compare: byNumber },
  expected_date: { value: (r) => r.expected_date, compare: byString },
  title: { value: (r) => r.title, compare: compareTitles },
  first_published_at: { value: (r) => r.firstPublishedMs, compare: byNumber },
} satisfies { id: KeyOrder<number>; expected_date: KeyOrder<string>; title: KeyOrder<string>; first_published_at: KeyOrder<number> };

function primaryOf<T>({ value, compare }: KeyOrder<T>): Compare {
  return (a, b) => {
    const x = value(a);
    const y = value(b);
    if (x === null || y === null) return x === y ? 0 : x === null ? 1 : -1;
    return compare(x, y);
  };
}

const PRIMARY: Record<OrderingKey, Compare> = {
  id: primaryOf(KEY_ORDERS.id),
  expected_date: primaryOf(KEY_ORDERS.expected_date),
  title: primaryOf(KEY_ORDERS.title),
  first_published_at: primaryOf(KEY_ORDERS.first_published_at),
};

/** The full comparator of an ordering: its key in its direction, then ascending `id` so that pages never overlap or skip. */
export function comparatorFor({ key, descending }: Ordering): Compare {
  const primary = PRIMARY[key];
  return descending ? (a, b) => primary(b, a) || a.id - b.id : (a, b) => primary(a, b) || a.id - b.id;
}
