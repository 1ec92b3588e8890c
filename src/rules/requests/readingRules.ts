// The request rules about readings the spec leaves open (§4.1's notes): an answer the client can
// come to rely on from one deployment (the mock's, Wagtail's) that another may give otherwise.
import { BODY_FIELDS, META_FIELDS, RELEASE_FIELDS } from '../../core/spec';
import { listingRule, shown } from './requestRule';

/** §4.1: the documented values of `ordering`. */
export const DOCUMENTED_ORDERINGS = ['expected_date', '-expected_date'] as const;

/** The orderings the mock serves beyond the documented ones (openapi.yaml's `ordering`). */
const MOCK_ORDERINGS = ['id', 'title', 'first_published_at'].flatMap((field) => [field, `-${field}`]);

export const orderingIsDocumented = listingRule({
  rule: 'request.ordering-is-documented',
  section: '§4.1',
  statement: 'ordering is `expected_date` or `-expected_date`; ordering by other fields is not shown.',
  kind: 'unstated',
  find(request) {
    const value = request.query.get('ordering');
    if (value === null || (DOCUMENTED_ORDERINGS as readonly string[]).includes(value)) return undefined;
    return { expected: `one of ${DOCUMENTED_ORDERINGS.join(', ')}`, actual: shown('ordering', value), pointer: '/query/ordering' };
  },
  servedByMock: (request) => MOCK_ORDERINGS.includes(request.query.get('ordering') ?? ''),
});

export const orderingWhenPaging = listingRule({
  rule: 'request.ordering-when-paging',
  section: '§4.1',
  statement: 'The order of items when ordering is absent is not shown: a page of a listing without ordering may hold any of its items.',
  kind: 'unstated',
  find(request) {
    if (request.query.has('ordering')) return undefined;
    const paging = ['offset', 'limit'].find((name) => request.query.has(name));
    if (paging === undefined) return undefined;
    return {
      expected: `ordering=expected_date or -expected_date with ${paging}`,
      actual: `${shown(paging, request.query.get(paging) ?? '')} without ordering`,
      pointer: `/query/${paging}`,
    };
  },
  // The mock's order without `ordering` is page-tree order (ascending id), or relevance with `search`.
  servedByMock: () => true,
});

const FIELD_NAMES: readonly string[] = RELEASE_FIELDS;
const MOCK_NAMES: readonly string[] = [...BODY_FIELDS, 'meta', ...META_FIELDS];

/** How one name of a `fields` list stands with §4.1: documented, a reading of Wagtail's syntax the mock serves, or neither. */
function nameStanding(name: string, position: number): 'documented' | 'wagtail' | 'unknown' {
  if (FIELD_NAMES.includes(name)) return 'documented';
  // Wagtail's syntax: `*` and `_` first, `-name` removes a field, meta fields named one by one.
  if (name === '*' && position === 0) return 'wagtail';
  if (name === '_' && position === 0) return 'wagtail';
  if (MOCK_NAMES.includes(name.replace(/^-/, ''))) return 'wagtail';
  return 'unknown';
}

const oddName = (value: string, standing: 'wagtail' | 'unknown'): string | undefined => value.split(',').find((name, i) => nameStanding(name, i) === standing);

const cut = (name: string) => (name.length > 40 ? `${name.slice(0, 40)}…` : name);

const FIELDS_EXPECTED = `field names of §2.2 (${FIELD_NAMES.join(', ')}) separated by commas, or *`;

export const fieldsAreKnown = listingRule({
  rule: 'request.fields-are-known',
  section: '§4.1',
  statement: 'fields names fields of §2.2; a name that is no field (nor Wagtail syntax) is refused by Wagtail (`unknown fields`).',
  kind: 'refused',
  find(request) {
    const value = request.query.get('fields');
    const odd = value === null || value === '' ? undefined : oddName(value, 'unknown');
    return odd === undefined ? undefined : { expected: FIELDS_EXPECTED, actual: `${shown('fields', value!)}: ${cut(odd)}`, pointer: '/query/fields' };
  },
});

export const fieldsAreDocumented = listingRule({
  rule: 'request.fields-are-documented',
  section: '§4.1',
  statement:
    "fields is a comma-separated list of the field names of §2.2, or `*` for all fields; Wagtail's further syntax (`-name`, `_`, meta names, `*` among names) and an empty list are not shown.",
  kind: 'unstated',
  find(request) {
    const value = request.query.get('fields');
    if (value === null || value === '*') return undefined;
    const odd = value === '' ? 'an empty list' : oddName(value, 'wagtail');
    return odd === undefined ? undefined : { expected: FIELDS_EXPECTED, actual: `${shown('fields', value)}: ${cut(odd)}`, pointer: '/query/fields' };
  },
  // The mock reads fields in Wagtail's syntax (openapi.yaml's `fields`).
  servedByMock: () => true,
});
