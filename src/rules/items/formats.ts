// §2.2, §2.3: the formats of the date fields, of detail_url, and what meta holds.
import { META_FIELDS, PAGE_TYPE } from '../../core/spec';
import { refOf } from '../catalogue';
import { isDateTimeWithOffset, isRealDate } from './isoDates';
import { isObject, missingKeys, type Item } from './item';
import { HOLDS, notShown, SKIP, type ItemRule } from './itemJudgement';

/** The date fields of an item and what each must look like; null where the spec allows it. */
const DATE_FIELDS: { name: string; at: string; valueOf: (item: Item) => unknown; valid: (value: unknown) => boolean }[] = [
  { name: 'expected_date', at: '/expected_date', valueOf: (item) => item.expected_date, valid: isRealDate },
  { name: 'target_date', at: '/target_date', valueOf: (item) => item.target_date, valid: (value) => value === null || isDateTimeWithOffset(value) },
  // Nullability of meta fields is not shown (§2.3): only a value is judged.
  {
    name: 'meta.first_published_at',
    at: '/meta/first_published_at',
    valueOf: (item) => (isObject(item.meta) ? item.meta.first_published_at : undefined),
    valid: (value) => value === null || isDateTimeWithOffset(value),
  },
  {
    name: 'expected_time_period',
    at: '/expected_time_period',
    valueOf: (item) => item.expected_time_period,
    valid: (value) => value === null || value === 'AM' || value === 'PM',
  },
];

export const dateFormatsRule: ItemRule = {
  ref: refOf('content.date-formats'),
  expected:
    'expected_date YYYY-MM-DD (a real date); target_date and meta.first_published_at ISO 8601 with a time zone offset; expected_time_period AM, PM or null',
  judge(item) {
    // One loop, no arrays: it runs for every item of every answer the proxy judges.
    let shown = false;
    for (const { name, at, valueOf, valid } of DATE_FIELDS) {
      const value = valueOf(item);
      if (value === undefined) continue;
      shown = true;
      if (!valid(value)) return { problem: `${name} is ${JSON.stringify(value)}`, at };
    }
    return shown ? HOLDS : SKIP;
  },
};

/** `<origin>/api/v2/pages/<id>/`, on any http(s) origin. */
const DETAIL_URL = /^https?:\/\/[^/?#\s]+\/api\/v2\/pages\/(\d+)\/$/;

export const detailUrlRule: ItemRule = {
  ref: refOf('content.detail-url-form'),
  expected: 'detail_url <origin>/api/v2/pages/<id>/, with the id of the release page',
  judge(item) {
    const url = isObject(item.meta) ? item.meta.detail_url : undefined;
    // Null is not judged: nullability of meta fields is not shown (§2.3).
    if (url === undefined || url === null) return SKIP;
    if (typeof item.id !== 'number') return notShown('id not shown, so the id in detail_url cannot be compared');
    return DETAIL_URL.exec(String(url))?.[1] === String(item.id) ? HOLDS : { problem: `detail_url ${JSON.stringify(url)}`, at: '/meta/detail_url' };
  },
};

/** Whether meta holds every field of §2.3: judged only where the answer shows meta whole (without `fields`, `*`, or `meta` named). */
export const metaRule: ItemRule = {
  ref: refOf('fields.meta-is-complete'),
  expected: `meta with ${META_FIELDS.join(', ')}; type ${PAGE_TYPE}; html_url an absolute URL`,
  judge(item) {
    const meta = item.meta;
    if (meta === undefined) return SKIP;
    if (!isObject(meta)) return { problem: `meta is ${JSON.stringify(meta)}`, at: '/meta' };
    const missing = missingKeys(meta, META_FIELDS);
    if (missing) return { problem: `meta ${missing}`, at: '/meta' };
    if (meta.type !== PAGE_TYPE) return { problem: `meta.type is ${JSON.stringify(meta.type)}`, at: '/meta/type' };
    if (meta.html_url !== null && !/^https?:\/\/[^/\s]+/.test(String(meta.html_url)))
      return { problem: `meta.html_url is ${JSON.stringify(meta.html_url)}, not an absolute URL`, at: '/meta/html_url' };
    return HOLDS;
  },
};
