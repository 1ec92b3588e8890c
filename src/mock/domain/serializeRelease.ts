// A release written as the API's item, with the fields of a selection and its `detail_url`.
import type { Moment } from './clock';
import type { FieldSelection, MetaField } from './fieldSelection';
import { statusObject } from './status';
import type { PageMeta, ReleasePageItem, StoredRelease } from '../../core/types';
import { PAGE_TYPE } from '../../core/spec';

export interface SerializeContext {
  /** Origin that `detail_url` is built on, without a trailing slash. */
  origin: string;
  moment: Moment;
}

function metaValue(field: MetaField, release: StoredRelease, origin: string): PageMeta[MetaField] {
  switch (field) {
    case 'type':
      return PAGE_TYPE;
    case 'detail_url':
      return `${origin}/api/v2/pages/${release.id}/`;
    case 'html_url':
      return release.html_url;
    case 'slug':
      return release.slug;
    case 'first_published_at':
      return release.first_published_at;
  }
}

/** Writes a release as the API shows it, with only the selected fields, keys in the selection's order. */
export function serializeRelease(release: StoredRelease, selection: FieldSelection, context: SerializeContext): ReleasePageItem {
  const item: Record<string, unknown> = {};
  // Wagtail writes `id` first and `meta` second, whatever else is selected.
  if (selection.body.includes('id')) item.id = release.id;
  if (selection.meta.length > 0) {
    const meta: Record<string, unknown> = {};
    for (const field of selection.meta) meta[field] = metaValue(field, release, context.origin);
    item.meta = meta;
  }
  for (const field of selection.body) {
    if (field === 'id') continue;
    item[field] = field === 'status' ? statusObject(release, context.moment) : release[field];
  }
  return item as ReleasePageItem;
}
