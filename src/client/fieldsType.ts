// The item type a `fields` value selects, worked out from its literal string type with Wagtail's
// rules as openapi.yaml states them (the mock's selectFields does the same at run time): `*` starts
// from every field, `_` from none, otherwise from the defaults; names add, `-name` removes, `meta`
// names every meta field, and meta fields go into `meta`. Whether a list of names adds to the
// defaults is a reading the spec leaves open ("restricted to the requested fields", §4.1): in the
// `spec` reading the defaults a list does not name are optional, in the `additive` one (Wagtail's,
// the mock's) they are there. A `fields` typed plain `string` gives the generated item type, every
// field optional. Names the API does not know select nothing here (the API answers them 400);
// nested lists such as `a(b)` are not read.
import type { BODY_FIELDS, META_FIELDS } from '../core/spec';
import type { ReleasePage, ReleasePageItem, ReleasePageList } from '../core/types';

type BodyField = (typeof BODY_FIELDS)[number];
type MetaField = (typeof META_FIELDS)[number];
export type FieldName = BodyField | MetaField;

/**
 * How a list of names is read: `spec`, as §4.1's words admit, "restricted to the requested fields"
 * or added to the defaults (the defaults not named may be missing: optional); `additive`, as
 * Wagtail and the mock answer (the defaults are there).
 */
export type FieldsReading = 'spec' | 'additive';

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

type MetaWith<Selected extends FieldName, Sure extends FieldName> = Flat<
  Pick<ReleasePage['meta'], Extract<Sure, MetaField>> & Partial<Pick<ReleasePage['meta'], Exclude<Extract<Selected, MetaField>, Sure>>>
>;

/**
 * A release page holding `Selected`: those also in `Sure` required, the others optional (by default
 * all required); `meta` when a meta field is selected, optional (whole when there) when none is sure.
 */
export type ItemWith<Selected extends FieldName, Sure extends FieldName = Selected> = Flat<
  Pick<ReleasePage, Extract<Sure, BodyField>> &
    Partial<Pick<ReleasePage, Exclude<Extract<Selected, BodyField>, Sure>>> &
    ([Extract<Selected, MetaField>] extends [never]
      ? unknown
      : [Extract<Sure, MetaField>] extends [never]
        ? { meta?: MetaWith<Selected, Selected> }
        : { meta: MetaWith<Selected, Sure> })
>;

type ItemFor<Fields extends string | undefined, Defaults extends FieldName, Reading extends FieldsReading> = Fields extends string
  ? string extends Fields
    ? ReleasePageItem
    : Reading extends 'additive'
      ? ItemWith<SelectedFields<Fields, Defaults>>
      : ItemWith<SelectedFields<Fields, Defaults>, SelectedFields<Fields, never>>
  : ItemWith<Defaults>;

/** A listing item for a `fields` value (undefined: the defaults), in a reading of a list of names. */
export type ListingItem<Fields extends string | undefined = undefined, Reading extends FieldsReading = 'spec'> = ItemFor<Fields, ListingDefaults, Reading>;
/** A detail answer for a `fields` value (undefined: every field): the mock's endpoint, in its (additive) reading. */
export type DetailItem<Fields extends string | undefined = undefined> = ItemFor<Fields, FieldName, 'additive'>;
/** A listing page whose items follow `fields`. */
export type ListingPage<Fields extends string | undefined = undefined, Reading extends FieldsReading = 'spec'> = Omit<ReleasePageList, 'items'> & {
  items: ListingItem<Fields, Reading>[];
};
