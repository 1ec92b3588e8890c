// The profile decided in one place: what the spec profile accepts where the documentation admits
// several readings, and what the mock profile adds of the mock's own choices (openapi.yaml's list
// of decisions). Every rule asks here; none tests `profile === 'mock'` itself.
import type { Profile } from '../../core/profile';

/** How a `fields` list is read: only the names (§4.1 "restricted to the requested fields"), or the defaults and the names (Wagtail). */
export type FieldsListReading = 'restricted' | 'additive';
/** What a listing without `fields` holds: the default `id,title,meta` (§4.1's table), or every field (§4.1's sample). */
export type NoFieldsReading = 'defaults' | 'every-field';

export interface Readings {
  fieldsList: readonly FieldsListReading[];
  /** Whether Wagtail's syntax of `fields` (`*` with others, `_`, `-name`, nested lists) is read, as the mock reads it; else only documented names are. */
  wagtailFieldsSyntax: boolean;
  noFields: readonly NoFieldsReading[];
  /** Items with equal sort keys come by ascending id (the mock's choice; the spec leaves ties open). */
  tiesById: boolean;
  /** `ordering` values whose order is judged: the documented two, or every key the mock sorts by. */
  orderingKeys: readonly string[];
  /** Without `ordering` (and without `search`), items come by ascending id (the mock's choice; "not shown", §4.1). */
  defaultOrderIsId: boolean;
  /** A page is live exactly when its status.code is not draft (the mock's precedence; "not shown", §3). */
  draftCodeMeansNotLive: boolean;
  /** Which code an item shows where §3's conditions overlap, and each code's words, are the mock's (profile/mockStatus.ts); "not shown" beyond §2.4. */
  mockStatusPresentation: boolean;
  /** Every answer with a body is JSON, errors included (the mock's bodies; the shape of an error body is "not shown", §7). */
  errorsAreJson: boolean;
  /** A 401 carries `WWW-Authenticate: Token` (the mock's, as DRF's TokenAuthentication). */
  challengeIsToken: boolean;
  /**
   * How a request with a value its parameter's documented type or list rules out is refused: any
   * 4xx (§7 names 400 for invalid parameters but does not show which conditions are invalid), or
   * the mock's 400. One bar for every `invalid.*` rule (openapi.yaml's list of decisions).
   */
  refusal: 'any-4xx' | '400';
  /**
   * openapi.yaml as written (`strict`: the mock's schemas and statuses), or loosened where the
   * documentation is silent (`spec`, relaxForSpec: extra fields, open nullability, error bodies of
   * any shape, and any 4xx beside §7's statuses).
   */
  schema: 'strict' | 'spec';
}

const SPEC: Readings = {
  fieldsList: ['restricted', 'additive'],
  wagtailFieldsSyntax: false,
  noFields: ['defaults', 'every-field'],
  tiesById: false,
  orderingKeys: ['expected_date'],
  defaultOrderIsId: false,
  draftCodeMeansNotLive: false,
  mockStatusPresentation: false,
  errorsAreJson: false,
  challengeIsToken: false,
  refusal: 'any-4xx',
  schema: 'spec',
};

const MOCK: Readings = {
  fieldsList: ['additive'],
  wagtailFieldsSyntax: true,
  noFields: ['defaults'],
  tiesById: true,
  orderingKeys: ['expected_date', 'id', 'title', 'first_published_at'],
  defaultOrderIsId: true,
  draftCodeMeansNotLive: true,
  mockStatusPresentation: true,
  errorsAreJson: true,
  challengeIsToken: true,
  refusal: '400',
  schema: 'strict',
};

export const readingsOf = (profile: Profile): Readings => (profile === 'mock' ? MOCK : SPEC);
