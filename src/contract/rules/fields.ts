// The suite's rules on `fields` selections.
import { rulebookDescription, rule, type Rule } from '../suite/rule';
import type { SuiteContext } from '../suite/context';
import { answeredItems, expectItemRule, snapshotItems } from './itemChecks';
import { fieldsRule, metaRule, readingsOf, selectionOf } from '../../rules';

/** A page small enough to be gentle, large enough to hold several kinds of release. */
const SAMPLE = 'limit=50';
/** A subset of non-default fields, to see that `fields` chooses them. */
const REQUESTED = 'expected_date,status';

/** The rulebook's rule for what `fields` (null: none) selects, in the run's profile. */
function selectedBy(context: SuiteContext, fields: string | null) {
  const selection = selectionOf(fields, readingsOf(context.options.profile));
  if ('why' in selection) throw new Error(`the suite asks fields=${fields}, which the rulebook does not read: ${selection.why}`);
  return fieldsRule(selection);
}

export const fieldsRules: Rule[] = [
  rule({
    ...rulebookDescription('fields.star-selects-every-field'),
    async check(context) {
      expectItemRule(context, snapshotItems(context), 'with fields=* a release does not hold every field of the release page object', selectedBy(context, '*'));
    },
  }),
  rule({
    ...rulebookDescription('fields.default-holds-id-title-meta'),
    async check(context) {
      expectItemRule(
        context,
        await answeredItems(context, SAMPLE),
        'without fields an item holds neither the default fields nor every field',
        selectedBy(context, null),
      );
    },
  }),
  rule({
    ...rulebookDescription('fields.subset-holds-requested-fields'),
    async check(context) {
      const items = await answeredItems(context, `fields=${REQUESTED}&${SAMPLE}`);
      expectItemRule(context, items, `with fields=${REQUESTED} an item does not hold what was asked`, selectedBy(context, REQUESTED));
    },
  }),
  rule({
    ...rulebookDescription('fields.meta-is-complete'),
    async check(context) {
      const message = 'a release page meta is not complete';
      expectItemRule(context, snapshotItems(context), message, metaRule);
      // The default fields name meta too: it must be as complete there.
      expectItemRule(context, await answeredItems(context, SAMPLE), message, metaRule);
    },
  }),
];
