// The item type a `fields` value selects, worked out from its literal string type with Wagtail's
// rules as openapi.yaml states them (the mock's selectFields does the same at run time): `*` starts
// from every field, `_` from none, otherwise from the defaults; names add, `-name` removes, `meta`
// names every meta field, and meta fields go into `meta`. A `fields` typed plain `string` gives the
// generated item type, every field optional. Names the API does not know select nothing here (the
// API answers them 400); nested lists such as `a(b)` are not read.
import type { BODY_FIELDS, META_FIELDS } from '../core/spec';
import type { ReleasePage, ReleasePageItem, ReleasePageList } from '../core/types';

type BodyField = (typeof BODY_FIELDS)[number];
type MetaField = (typeof META_FIELDS)[number];
export type FieldName = BodyField | MetaField;

/** The listing's defaults (`id`, `title` and `meta`); the detail endpoint's are every field. */
type ListingDefaults = 'id' | 'title' | MetaField;

type Split<S extends string> = S extends `${infer Head},${infer Rest}` ? [Head, ...Split<Rest>] : [S];
type Expand<Name extends string> = Name extends 'meta' ? MetaField : Extract<Name, FieldName>;

type Apply<Chosen extends FieldName, Entries extends string[]> = Entries extends [infer Entry extends string, ...infer Rest extends string[]]
  ? Apply<Entry extends `-${infer Name}` ? Exclude<Chosen, Expand<Name>> : Chosen | Expand<Entry>, Rest>
  : Chosen;

/** The field names a literal `fields` value selects from `Defaults`. */
export type SelectedFields<Fields extends string, Defaults extends FieldName> =
  Split<Fields> extends ['*', ...infer Rest extends string[]]
    ? Apply<FieldName, Rest>
    : Split<Fields> extends ['_', ...infer Rest extends string[]]
      ? Apply<never, Rest>
      : Apply<Defaults, Split<Fields>>;

/** Flattens an intersection so editors show one object. */
type Flat<T> = { [K in keyof T]: T[K] } & {};

/** A release page holding exactly `Selected`, each required; `meta` only when a meta field is selected. */
export type ItemWith<Selected extends FieldName> = Flat<
  Pick<ReleasePage, Extract<Selected, BodyField>> &
    ([Extract<Selected, MetaField>] extends [never] ? unknown : { meta: Flat<Pick<ReleasePage['meta'], Extract<Selected, MetaField>>> })
>;

type ItemFor<Fields extends string | undefined, Defaults extends FieldName> = Fields extends string
  ? string extends Fields
    ? ReleasePageItem
    : ItemWith<SelectedFields<Fields, Defaults>>
  : ItemWith<Defaults>;

/** A listing item for a `fields` value (undefined: the defaults). */
export type ListingItem<Fields extends string | undefined = undefined> = ItemFor<Fields, ListingDefaults>;
/** A detail answer for a `fields` value (undefined: every field). */
export type DetailItem<Fields extends string | undefined = undefined> = ItemFor<Fields, FieldName>;
/** A listing page whose items follow `fields`. */
export type ListingPage<Fields extends string | undefined = undefined> = Omit<ReleasePageList, 'items'> & { items: ListingItem<Fields>[] };
