// What fieldsType.ts makes of each form of `fields`: every line fails to compile when a type is wrong.
// strictFrontend.test.ts compiles this file under `strict`; `tsc -p .` checks it too.
import type { DetailItem, ListingItem, ReleasePage, ReleasePageItem } from '../../index';

type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
type Keys<T> = keyof T;
type MetaKeys<T> = T extends { meta?: infer Meta } ? keyof NonNullable<Meta> : never;
/** The keys `T` always holds. */
type RequiredKeys<T> = { [K in keyof T]-?: object extends Pick<T, K> ? never : K }[keyof T];

export const fieldsTypeCases: true[] = [
  true as Equal<Keys<ListingItem>, 'id' | 'title' | 'meta'>,
  true as Equal<MetaKeys<ListingItem>, 'type' | 'detail_url' | 'html_url' | 'slug' | 'first_published_at'>,
  true as Equal<Keys<ListingItem<''>>, 'id' | 'title' | 'meta'>,
  true as Equal<Keys<ListingItem<'*'>>, keyof ReleasePage>,
  true as Equal<ListingItem<'*'>['status'], ReleasePage['status']>,
  true as Equal<Keys<ListingItem<'expected_date,status'>>, 'id' | 'title' | 'meta' | 'expected_date' | 'status'>,
  true as Equal<Keys<ListingItem<'_,id,title'>>, 'id' | 'title'>,
  true as Equal<Keys<ListingItem<'-title'>>, 'id' | 'meta'>,
  true as Equal<Keys<ListingItem<'*,-announcement_reports,-meta'>>, Exclude<keyof ReleasePage, 'announcement_reports' | 'meta'>>,
  true as Equal<MetaKeys<ListingItem<'_,slug,html_url'>>, 'slug' | 'html_url'>,
  true as Equal<MetaKeys<ListingItem<'-detail_url'>>, 'type' | 'html_url' | 'slug' | 'first_published_at'>,
  true as Equal<Keys<ListingItem<'_,meta'>>, 'meta'>,
  true as Equal<ListingItem<'_,target_date'>, { target_date: string | null }>,
  true as Equal<ListingItem<string>, ReleasePageItem>,
  true as Equal<Keys<DetailItem>, keyof ReleasePage>,
  true as Equal<Keys<DetailItem<'_,id'>>, 'id'>,
  // A list of names, in the spec's reading (the default): what was asked is there, the defaults perhaps.
  true as Equal<RequiredKeys<ListingItem<'expected_date,status'>>, 'expected_date' | 'status'>,
  true as Equal<ListingItem<'title'>, { title: string; id?: number; meta?: ListingItem['meta'] }>,
  true as Equal<RequiredKeys<ListingItem<'slug'>>, 'meta'>,
  true as Equal<RequiredKeys<ListingItem<'slug'>['meta']>, 'slug'>,
  true as Equal<RequiredKeys<ListingItem<'-title'>>, never>,
  // In the additive reading (Wagtail's, the mock's; `fieldsReading: 'additive'`), the defaults are there.
  true as Equal<RequiredKeys<ListingItem<'expected_date,status', 'additive'>>, 'id' | 'title' | 'meta' | 'expected_date' | 'status'>,
  true as Equal<ListingItem<'title', 'additive'>, ListingItem>,
  // `*`, `_` and no `fields` read alike in both.
  true as Equal<ListingItem<'_,id,title'>, ListingItem<'_,id,title', 'additive'>>,
  true as Equal<ListingItem<'*'>, ListingItem<'*', 'additive'>>,
  true as Equal<RequiredKeys<ListingItem>, 'id' | 'title' | 'meta'>,
];
