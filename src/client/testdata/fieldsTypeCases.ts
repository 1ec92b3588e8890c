// What fieldsType.ts makes of each form of `fields`: every line fails to compile when a type is wrong.
// strictFrontend.test.ts compiles this file under `strict`; `tsc -p .` checks it too.
import type { DetailItem, ListingItem, ReleasePage, ReleasePageItem } from '../../index';

type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
type Keys<T> = keyof T;
type MetaKeys<T> = T extends { meta: infer Meta } ? keyof Meta : never;

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
];
