import { rule, type Rule } from '../suite/rule';
import { type Item } from '../suite/context';
import { MAX_LIMIT } from '../../core/spec';
import { expectStatus, fail, skip } from '../suite/outcomes';

const idsOf = (items: Item[]) => items.map((i) => i.id);

export const pagingRules: Rule[] = [
  rule({
    name: 'paging.default-page-size-is-200',
    section: '§4.1, §8',
    statement: 'Without limit, a page holds at most 200 items, and 200 when there are that many.',
    async check(context) {
      const { body, response } = await context.listingBody('');
      const expected = Math.min(MAX_LIMIT, context.snapshot.totalCount);
      if (body.items.length !== expected) {
        fail('the default page size is not 200', { expected: `${expected} items`, actual: `${body.items.length} items`, response });
      }
    },
  }),
  rule({
    name: 'paging.limit-bounds-the-page',
    section: '§4.1',
    statement: 'limit is the maximum number of items returned; 200 is allowed.',
    async check(context) {
      const total = context.snapshot.totalCount;
      for (const limit of [1, 7, MAX_LIMIT]) {
        const { body, response } = await context.listingBody(`limit=${limit}`);
        if (body.items.length !== Math.min(limit, total)) {
          fail(`limit=${limit} did not give a page of ${Math.min(limit, total)}`, {
            expected: `${Math.min(limit, total)} items`,
            actual: `${body.items.length} items`,
            response,
          });
        }
      }
    },
  }),
  rule({
    name: 'paging.default-offset-is-0',
    section: '§4.1',
    statement: 'Without offset, the page starts at position 0.',
    async check(context) {
      const plain = await context.listingBody('limit=10');
      const zero = await context.listingBody('limit=10&offset=0');
      if (idsOf(plain.body.items).join() !== idsOf(zero.body.items).join()) {
        fail('the page without offset differs from offset=0', {
          expected: `ids ${idsOf(zero.body.items).join(', ')}`,
          actual: `ids ${idsOf(plain.body.items).join(', ')}`,
          response: plain.response,
        });
      }
    },
  }),
  rule({
    name: 'paging.pages-partition-the-result',
    section: '§4.3',
    statement: 'The next page starts at offset = previous offset + limit: walking the pages gives every item exactly once.',
    async check(context) {
      const total = context.snapshot.totalCount;
      if (total < 3) skip('fewer than 3 releases: no pages to walk');
      // About ten pages, whatever the size of the data.
      const limit = Math.min(MAX_LIMIT, Math.max(1, Math.ceil(total / 10)));
      const { items, pages } = await context.walk('', limit);
      const ids = idsOf(items);
      const repeated = ids.find((id, i) => ids.indexOf(id) !== i);
      const missing = context.snapshot.items.map((i) => i.id).filter((id) => !ids.includes(id));
      if (repeated !== undefined || missing.length > 0 || ids.length !== total) {
        fail(`walking the listing ${limit} at a time did not give each release once`, {
          expected: `${total} distinct releases over ${Math.ceil(total / limit)} pages`,
          actual: `${ids.length} items${repeated !== undefined ? `, id ${repeated} twice` : ''}${missing.length ? `, ${missing.length} missing (e.g. id ${missing[0]})` : ''}`,
          response: pages[pages.length - 1],
        });
      }
    },
  }),
  rule({
    name: 'paging.total-count-counts-every-release',
    section: '§2.1',
    statement: 'meta.total_count is the total number of release pages across all results, the same on every page.',
    async check(context) {
      const { items, pages, totalCount } = await context.walk('fields=id');
      const counts = new Set(pages.map((p) => (p.body as { meta: { total_count: number } }).meta.total_count));
      if (counts.size !== 1 || totalCount !== items.length) {
        fail('total_count does not count the items the pages hold', {
          expected: `total_count ${items.length} on every page`,
          actual: `total_count ${[...counts].join(' / ')}`,
          response: pages[0],
        });
      }
    },
  }),
  rule({
    name: 'paging.short-page-is-the-last',
    section: '§4.3',
    statement: 'A response holding fewer items than limit is the last page.',
    async check(context) {
      const total = context.snapshot.totalCount;
      const limit = 7;
      if (total % limit === 0) skip(`the ${total} releases fill every page of ${limit}`);
      const lastOffset = total - (total % limit);
      const last = await context.listingBody(`limit=${limit}&offset=${lastOffset}`);
      const beyond = await context.listing(`limit=${limit}&offset=${lastOffset + limit}`);
      expectStatus(beyond, 200, 'the page after the short page');
      const beyondItems = (beyond.body as { items?: unknown[] }).items ?? [];
      if (last.body.items.length !== total % limit || beyondItems.length !== 0) {
        fail('the short page is not the last one', {
          expected: `${total % limit} items at offset ${lastOffset}, none after`,
          actual: `${last.body.items.length} items, then ${beyondItems.length}`,
          response: beyondItems.length ? beyond : last.response,
        });
      }
    },
  }),
];
