import { rule, type Rule } from '../suite/rule';
import type { Item } from '../suite/context';
import { answeredItems, expectEachItem, isObject, missingKeys, snapshotItems } from './itemChecks';
import { DEFAULT_FIELDS, META_FIELDS, RELEASE_FIELDS } from '../../core/spec';

/** A page small enough to be gentle, large enough to hold several kinds of release. */
const SAMPLE = 'limit=50';
/** A subset of non-default fields, to see that `fields` chooses them. */
const REQUESTED = ['expected_date', 'status'] as const;

/** What is wrong with an item's `meta`: a §2.3 field missing, the wrong page type, a relative html_url. */
export function metaProblem(item: Item): string | undefined {
  const meta: unknown = item.meta;
  if (!isObject(meta)) return `meta is ${JSON.stringify(meta)}`;
  const missing = missingKeys(meta, META_FIELDS);
  if (missing) return `meta ${missing}`;
  if (meta.type !== 'releases.ReleasePage') return `meta.type is ${JSON.stringify(meta.type)}`;
  // Nullability of meta fields is not shown: only a value is judged.
  if (meta.html_url !== null && !/^https?:\/\/[^/\s]+/.test(String(meta.html_url))) return `meta.html_url is ${JSON.stringify(meta.html_url)}, not an absolute URL`;
  return undefined;
}

export const fieldsRules: Rule[] = [
  rule({
    name: 'fields.star-selects-every-field',
    section: '§4.1, §2.2',
    statement: 'fields=* selects all fields: each item holds every field of the release page object.',
    async check(context) {
      expectEachItem(
        context,
        snapshotItems(context),
        { message: 'with fields=* a release lacks fields of the release page object', expected: `every field: ${RELEASE_FIELDS.join(', ')}` },
        (item) => missingKeys(item, RELEASE_FIELDS),
      );
    },
  }),
  rule({
    name: 'fields.default-holds-id-title-meta',
    section: '§4.1',
    statement: 'Without fields, the default id,title,meta applies: each item holds at least id, title and meta.',
    async check(context) {
      const items = await answeredItems(context, SAMPLE);
      expectEachItem(
        context,
        items,
        { message: 'without fields an item lacks a default field', expected: `at least ${DEFAULT_FIELDS.join(', ')}` },
        (item) => missingKeys(item, DEFAULT_FIELDS),
      );
    },
  }),
  rule({
    name: 'fields.subset-holds-requested-fields',
    section: '§4.1',
    statement:
      'fields is the list of field names to include: each item holds the requested fields, and no other field of the release page object that is neither requested nor a default.',
    async check(context) {
      const allowed = new Set<string>([...REQUESTED, ...DEFAULT_FIELDS]);
      const documented = new Set<string>(RELEASE_FIELDS);
      const items = await answeredItems(context, `fields=${REQUESTED.join(',')}&${SAMPLE}`);
      expectEachItem(
        context,
        items,
        { message: `with fields=${REQUESTED.join(',')} an item does not hold what was asked`, expected: `${REQUESTED.join(', ')}, besides at most ${DEFAULT_FIELDS.join(', ')}` },
        (item) => {
          // A field the documentation does not name is no selection of its: the schema rule lists it.
          const extra = Object.keys(item).filter((key) => !allowed.has(key) && documented.has(key));
          return missingKeys(item, REQUESTED) ?? (extra.length > 0 ? `also holds ${extra.join(', ')}` : undefined);
        },
      );
    },
  }),
  rule({
    name: 'fields.meta-is-complete',
    section: '§2.3',
    statement: 'The meta of a release page holds type releases.ReleasePage, detail_url, html_url (an absolute URL), slug and first_published_at.',
    async check(context) {
      const what = { message: 'a release page meta is not complete', expected: `meta with ${META_FIELDS.join(', ')}; type releases.ReleasePage` };
      expectEachItem(context, snapshotItems(context), what, metaProblem);
      // The default fields name meta too: it must be as complete there.
      expectEachItem(context, await answeredItems(context, SAMPLE), what, metaProblem);
    },
  }),
];
