// The suite's rules on paging: `limit`, `offset`, `total_count` and the pages partitioning the result.
import { rulebookDescription, rule, type Rule } from '../suite/rule';
import type { SuiteItem, SuiteContext } from '../suite/context';
import { MAX_LIMIT, STATUS_CODES } from '../../core/spec';
import { expectStatus, fail, skip } from '../suite/outcomes';
import { middleDate, titleWord } from './support';

const idsOf = (items: SuiteItem[]) => items.map((i) => i.id);

/** Offsets through the listing, and the page size of the small pages read there. */
const PARTITION_WINDOWS = 5;
const SMALL_PAGE = 20;
const PAGES_PER_WINDOW = 5;

/**
 * For a listing too large to walk: at offsets spread through it, consecutive small pages hold
 * exactly the releases of one page that covers them all, in the same order.
 */
async function expectWindowsPartition(context: SuiteContext, total: number): Promise<void> {
  const span = SMALL_PAGE * PAGES_PER_WINDOW;
  for (let i = 0; i < PARTITION_WINDOWS; i++) {
    const offset = Math.floor((i * (total - span)) / (PARTITION_WINDOWS - 1));
    const { items, pages } = await context.readRange('fields=id', { offset, count: span }, SMALL_PAGE);
    const whole = await context.listingBody(`fields=id&limit=${span}&offset=${offset}`);
    const [paged, once] = [idsOf(items).join(', '), idsOf(whole.body.items).join(', ')];
    if (paged !== once) {
      fail(`${PAGES_PER_WINDOW} pages of ${SMALL_PAGE} from offset ${offset} do not hold the releases of one page of ${span} there`, {
        expected: `ids ${once.slice(0, 200)}`,
        actual: `ids ${paged.slice(0, 200)}`,
        response: pages[pages.length - 1],
      });
    }
  }
}

/**
 * The filtered and searched queries whose counts are checked: each status, a date range, a date,
 * a search term, and a status with a date range, with and without the term (those the data allows).
 */
function countedQueries(context: SuiteContext): string[] {
  const date = middleDate(context);
  const word = titleWord(context);
  return [
    ...STATUS_CODES.map((code) => `status=${code}`),
    ...(date ? [`expected_date_after=${date}`, `expected_date_before=${date}`, `expected_date=${date}`] : []),
    ...(word ? [`search=${word}`] : []),
    // Filters counted together, not only one at a time: a count of the first filter alone shows here.
    ...(date ? [`expected_date_after=${date}&status=published`] : []),
    ...(date && word ? [`expected_date_after=${date}&status=published&search=${word}`] : []),
  ];
}

/** The values of limit probed: none, the smallest page, the maximum and its neighbour below (a `>=` for `>` refuses 200, a `<` for `<=` cuts it to 199). */
const LIMIT_BOUNDARIES = [0, 1, 7, MAX_LIMIT - 1, MAX_LIMIT];

const isClientError = (response: { status: number }) => response.status >= 400 && response.status <= 499;

/** `query` and more parameters, joined with `&` (`query` may be empty). */
const joined = (...parts: string[]) => parts.filter(Boolean).join('&');

/**
 * total_count counts the query's result: the item at position total_count - 1 exists and none
 * at total_count. Three small requests whatever the size of the result.
 */
async function expectCountMatchesResult(context: SuiteContext, query: string): Promise<void> {
  const first = await context.listingBody(joined(query, 'limit=1&offset=0&fields=id'));
  const total = first.body.meta.total_count;
  context.drew(`offset 0, total_count - 1 and total_count${query ? ' of a filtered result' : ''}`, joined(query, `offset=${total - 1}`));
  const last = total > 0 ? await context.listingBody(joined(query, `limit=1&offset=${total - 1}&fields=id`)) : first;
  const beyond = await context.listingBody(joined(query, `limit=1&offset=${total}&fields=id`));
  const lastHolds = total === 0 ? first.body.items.length === 0 : last.body.items.length === 1;
  if (!lastHolds || beyond.body.items.length !== 0) {
    fail(`${query || 'the listing'}: total_count ${total} does not count the result`, {
      expected: total > 0 ? `an item at offset ${total - 1} and none at offset ${total}` : 'no items',
      actual: !lastHolds
        ? `${total > 0 ? last.body.items.length : first.body.items.length} items at offset ${Math.max(total - 1, 0)}`
        : `${beyond.body.items.length} items at offset ${total}`,
      response: !lastHolds ? last.response : beyond.response,
    });
  }
}

export const pagingRules: Rule[] = [
  rule({
    ...rulebookDescription('paging.default-page-size-is-200'),
    async check(context) {
      const { body, response } = await context.listingBody('');
      const expected = Math.min(MAX_LIMIT, context.snapshot.totalCount);
      if (body.items.length !== expected) {
        fail('the default page size is not 200', { expected: `${expected} items`, actual: `${body.items.length} items`, response });
      }
    },
  }),
  rule({
    ...rulebookDescription('paging.limit-bounds-the-page'),
    async check(context) {
      const total = context.snapshot.totalCount;
      for (const limit of LIMIT_BOUNDARIES) {
        context.drew(limit === 0 ? 'limit 0 (no item, as openapi.yaml decides)' : `limit ${limit}`, `limit=${limit}`);
        // 0 is openapi.yaml's decision: refused, it is content.valid-requests-are-served's to judge (in the mock profile).
        const answer = await context.listing(`limit=${limit}`);
        if (limit === 0 && isClientError(answer)) continue;
        const { body, response } = context.listingBodyOf(answer, `limit=${limit}`);
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
    ...rulebookDescription('paging.pages-partition-the-result'),
    async check(context) {
      const total = context.snapshot.totalCount;
      if (total < 3) skip('fewer than 3 releases: no pages to walk');
      if (!context.snapshot.complete) return expectWindowsPartition(context, total);
      // About ten pages, whatever the size of the data.
      const limit = Math.min(context.pageSize, Math.max(1, Math.ceil(total / 10)));
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
    ...rulebookDescription('paging.total-count-counts-every-release'),
    async check(context) {
      await expectCountMatchesResult(context, '');
      // The same count on pages at the start, the middle, the end and past the end of the listing.
      const total = context.snapshot.totalCount;
      const pastTheEnd = total + MAX_LIMIT;
      context.drew('offset past the end', `offset=${pastTheEnd}`);
      const pages = [];
      for (const offset of [0, Math.floor(total / 2), Math.max(0, total - 1), pastTheEnd])
        pages.push(await context.listingBody(`fields=id&limit=1&offset=${offset}`));
      const past = pages[pages.length - 1];
      if (past.body.items.length > 0) {
        fail(`offset=${pastTheEnd}, past the ${total} releases, answered items`, {
          expected: 'no items',
          actual: `${past.body.items.length} items`,
          response: past.response,
        });
      }
      const counts = new Set(pages.map((page) => page.body.meta.total_count));
      if (counts.size > 1) {
        fail('total_count differs from page to page of the listing', {
          expected: 'one total_count on every page',
          actual: `total_count ${[...counts].join(' / ')}`,
          response: pages[0].response,
        });
      }
    },
  }),
  rule({
    ...rulebookDescription('paging.short-page-is-the-last'),
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
  rule({
    ...rulebookDescription('paging.no-page-exceeds-200'),
    async check(context) {
      if (context.snapshot.totalCount <= MAX_LIMIT)
        skip(`only ${context.snapshot.totalCount} releases: a page above ${MAX_LIMIT} cannot be told from the whole result`);
      for (const limit of [MAX_LIMIT + 1, 1000]) {
        const response = await context.listing(`limit=${limit}&fields=id`);
        if (response.status >= 400 && response.status < 500) continue;
        expectStatus(response, 200, `limit=${limit}`);
        const count = (response.body as { items?: unknown[] }).items?.length ?? 0;
        if (count > MAX_LIMIT) {
          fail(`limit=${limit} answered a page larger than ${MAX_LIMIT}`, {
            expected: `a 4xx, or at most ${MAX_LIMIT} items`,
            actual: `${count} items`,
            response,
          });
        }
      }
    },
  }),
  rule({
    ...rulebookDescription('paging.total-count-counts-filtered-and-searched-results'),
    async check(context) {
      for (const query of countedQueries(context)) await expectCountMatchesResult(context, query);
    },
  }),
];
