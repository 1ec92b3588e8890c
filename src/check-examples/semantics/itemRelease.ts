import type { Status, StoredRelease } from '../../core/types';

/** An item of a response body, already valid against its schema. */
export interface Item {
  id?: number;
  title?: string;
  expected_date?: string;
  expected_time_period?: 'AM' | 'PM' | null;
  target_date?: string | null;
  status?: Status;
  meta?: Record<string, unknown>;
  [field: string]: unknown;
}

export type ShownField = 'id' | 'title' | 'expected_date' | 'expected_time_period' | 'target_date' | 'status' | 'first_published_at' | 'detail_url';

const META_SHOWN = new Set<ShownField>(['first_published_at', 'detail_url']);

/** Whether the item shows a field (meta fields inside `meta`). */
export function shows(item: Item, field: ShownField): boolean {
  return META_SHOWN.has(field) ? item.meta !== undefined && field in item.meta : field in item;
}

export const showsAll = (item: Item, fields: readonly ShownField[]) => fields.every((field) => shows(item, field));

/**
 * The release as the reference stores it, as far as the item shows it. Fields it does not show
 * get placeholders: read a field only after `shows`. A page is live exactly when it does not
 * show `draft`, because draft comes first in the precedence of the code shown.
 */
export function releaseOf(item: Item): StoredRelease {
  const target = item.target_date ?? null;
  const firstPublished = (item.meta?.first_published_at as string | null | undefined) ?? null;
  return {
    // Without ids every item sorts as a tie on id, so orders are judged on the ordered field alone.
    id: item.id ?? 0,
    title: item.title ?? '',
    slug: null,
    html_url: null,
    first_published_at: firstPublished,
    expected_date: item.expected_date ?? '',
    expected_time_period: item.expected_time_period ?? null,
    target_date: target,
    content_scheduled: false,
    announcement_reports: [],
    live: item.status?.code !== 'draft',
    targetMs: target === null ? null : Date.parse(target),
    firstPublishedMs: firstPublished === null ? null : Date.parse(firstPublished),
  };
}
