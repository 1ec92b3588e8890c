import { rule, type Rule } from '../suite/rule';
import type { Item } from '../suite/context';
import { expectEachItem, isObject, snapshotItems } from './itemChecks';
import { skip } from '../suite/outcomes';
import { statesDate } from '../../core/statesDate';
import { isDateTimeWithOffset, isRealDate } from '../../rules/items/isoDates';

const HEX_COLOR = /^#[0-9A-Fa-f]{6}$/;
/** `<origin>/api/v2/pages/<id>/`, on any http(s) origin. */
const DETAIL_URL = /^https?:\/\/[^/?#\s]+\/api\/v2\/pages\/(\d+)\/$/;

/** What is wrong with an announced status: its label, or a description that does not state the expected date (other statuses are not judged). */
export function announcedProblem(item: Item): string | undefined {
  if (!isObject(item.status) || item.status.code !== 'announced') return undefined;
  const { label, description } = item.status as { label?: unknown; description?: unknown };
  if (label === 'Announced' && statesDate(String(description ?? ''), String(item.expected_date))) return undefined;
  return `label ${JSON.stringify(label)}, description ${JSON.stringify(description)} (expected_date ${item.expected_date})`;
}

/** The date fields of an item and what each must look like; null is allowed where the spec allows it or does not show nullability. */
const DATE_FIELDS: { name: string; valueOf: (item: Item) => unknown; valid: (value: unknown) => boolean }[] = [
  { name: 'expected_date', valueOf: (item) => item.expected_date, valid: isRealDate },
  { name: 'target_date', valueOf: (item) => item.target_date, valid: (value) => value === null || isDateTimeWithOffset(value) },
  { name: 'meta.first_published_at', valueOf: (item) => item.meta?.first_published_at, valid: (value) => value === null || isDateTimeWithOffset(value) },
  { name: 'expected_time_period', valueOf: (item) => item.expected_time_period, valid: (value) => value === null || value === 'AM' || value === 'PM' },
];

/** The first date field whose value is wrong; absent fields are the fields rules' concern. */
export function dateProblem(item: Item): string | undefined {
  const wrong = DATE_FIELDS.map(({ name, valueOf, valid }) => ({ name, value: valueOf(item), valid }))
    .find(({ value, valid }) => value !== undefined && !valid(value));
  return wrong && `${wrong.name} is ${JSON.stringify(wrong.value)}`;
}

/** What is wrong with a status color (items without a status object are not judged). */
export const colorProblem = (item: Item): string | undefined =>
  !isObject(item.status) || HEX_COLOR.test(String(item.status.color)) ? undefined : `color ${JSON.stringify(item.status.color)} for status ${JSON.stringify(item.status.code)}`;

/** What is wrong with a detail_url (null or absent is not judged: nullability of meta fields is not shown). */
export const detailUrlProblem = (item: Item): string | undefined =>
  item.meta?.detail_url === undefined || item.meta.detail_url === null || DETAIL_URL.exec(String(item.meta.detail_url))?.[1] === String(item.id)
    ? undefined
    : `detail_url ${JSON.stringify(item.meta.detail_url)}`;

export const contentRules: Rule[] = [
  rule({
    name: 'content.announcement-reports-are-report-types',
    section: '§2.2, §2.5',
    statement: 'announcement_reports holds only report types: every element has type EmailableIndexPage.',
    async check(context) {
      const items = snapshotItems(context).filter((item) => Array.isArray(item.announcement_reports) && item.announcement_reports.length > 0);
      if (items.length === 0) skip('no release has an announcement report');
      expectEachItem(context, items, { message: 'announcement_reports holds a page that is not a report type', expected: 'every element of type EmailableIndexPage' }, (item) => {
        const other = item.announcement_reports!.find((report) => !isObject(report) || report.type !== 'EmailableIndexPage');
        return other && `an element ${JSON.stringify(other).slice(0, 200)}`;
      });
    },
  }),
  rule({
    name: 'content.status-colors-are-hex',
    section: '§2.4',
    statement: 'The color of a status is a hex color code in the form #RRGGBB.',
    async check(context) {
      const items = snapshotItems(context).filter((item) => isObject(item.status));
      if (items.length === 0) skip('no release carries a status object');
      expectEachItem(context, items, { message: 'a status color is not of the form #RRGGBB', expected: '#RRGGBB, e.g. #0D6EFD' }, colorProblem);
    },
  }),
  rule({
    name: 'content.announced-status-is-labelled',
    section: '§2.4',
    statement: 'The label of the status announced is the capitalised word Announced, and its description states the expected date.',
    async check(context) {
      const announced = snapshotItems(context).filter((item) => isObject(item.status) && item.status.code === 'announced');
      if (announced.length === 0) skip('no release shows the status announced');
      expectEachItem(
        context,
        announced,
        { message: 'an announced status is not labelled Announced with the expected date in its description', expected: 'label "Announced", a description stating expected_date' },
        announcedProblem,
      );
    },
  }),
  rule({
    name: 'content.detail-url-form',
    section: '§2.3',
    statement: 'detail_url is an absolute URL of the form <origin>/api/v2/pages/<id>/, with the id of the release page.',
    async check(context) {
      const items = snapshotItems(context).filter((item) => item.meta?.detail_url !== undefined && item.meta.detail_url !== null);
      if (items.length === 0) skip('no release carries a detail_url');
      expectEachItem(context, items, { message: 'a detail_url is not <origin>/api/v2/pages/<id>/ with the release id', expected: '<http(s) origin>/api/v2/pages/<id>/' }, detailUrlProblem);
    },
  }),
  rule({
    name: 'content.date-formats',
    section: '§2.2, §2.3',
    statement:
      'expected_date is a real date YYYY-MM-DD; target_date and first_published_at are ISO 8601 date-times with a time zone offset (or null); expected_time_period is AM, PM or null.',
    async check(context) {
      expectEachItem(
        context,
        snapshotItems(context),
        {
          message: 'a date field is not in its documented format',
          expected: 'expected_date YYYY-MM-DD (a real date); target_date, first_published_at ISO 8601 with offset or null; expected_time_period AM, PM or null',
        },
        dateProblem,
      );
    },
  }),
];
