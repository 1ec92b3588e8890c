// The suite's rules on the items' content: date formats, status colours and labels, report types and `detail_url`.
import { rulebookDescription, rule, type Rule } from '../suite/rule';
import { expectEachItem, expectItemRule, isObject, snapshotItems } from './itemChecks';
import { skip } from '../suite/outcomes';
import { announcedLabelRule, dateFormatsRule, detailUrlRule, statusColorRule } from '../../rules';
import { REPORT_PAGE_TYPE } from '../../core/spec';

export const contentRules: Rule[] = [
  rule({
    name: 'content.announcement-reports-are-report-types',
    section: '§2.2, §2.5',
    statement: `announcement_reports holds only report types: every element has type ${REPORT_PAGE_TYPE}.`,
    async check(context) {
      const items = snapshotItems(context).filter((item) => Array.isArray(item.announcement_reports) && item.announcement_reports.length > 0);
      if (items.length === 0) skip('no release has an announcement report');
      expectEachItem(
        context,
        items,
        { message: 'announcement_reports holds a page that is not a report type', expected: `every element of type ${REPORT_PAGE_TYPE}` },
        (item) => {
          const other = item.announcement_reports!.find((report) => !isObject(report) || report.type !== REPORT_PAGE_TYPE);
          return other && `an element ${JSON.stringify(other).slice(0, 200)}`;
        },
      );
    },
  }),
  rule({
    ...rulebookDescription('content.status-colors-are-hex'),
    async check(context) {
      const items = snapshotItems(context).filter((item) => isObject(item.status));
      if (items.length === 0) skip('no release carries a status object');
      expectItemRule(context, items, 'a status color is not of the form #RRGGBB', statusColorRule);
    },
  }),
  rule({
    ...rulebookDescription('content.announced-status-is-labelled'),
    async check(context) {
      const announced = snapshotItems(context).filter((item) => isObject(item.status) && item.status.code === 'announced');
      if (announced.length === 0) skip('no release shows the status announced');
      expectItemRule(context, announced, 'an announced status is not labelled Announced with the expected date in its description', announcedLabelRule);
    },
  }),
  rule({
    ...rulebookDescription('content.detail-url-form'),
    async check(context) {
      const items = snapshotItems(context).filter((item) => item.meta?.detail_url !== undefined && item.meta.detail_url !== null);
      if (items.length === 0) skip('no release carries a detail_url');
      expectItemRule(context, items, 'a detail_url is not <origin>/api/v2/pages/<id>/ with the release id', detailUrlRule);
    },
  }),
  rule({
    ...rulebookDescription('content.date-formats'),
    async check(context) {
      expectItemRule(context, snapshotItems(context), 'a date field is not in its documented format', dateFormatsRule);
    },
  }),
];
