// Broken variants of the mock's search, fields and content, each with the rule that must catch it.
import { FIXED_NOW } from '../../src/mock/testing/testApp';
import { onList, titleWordsOf, type Fault } from './harness';

type Record = { [key: string]: unknown };

/** The search terms of a request, lower-cased. */
const termsOf = (query: URLSearchParams) => (query.get('search') ?? '').toLowerCase().split(/\s+/).filter(Boolean);
/** An answer rewrite of the items of search answers only. */
const onSearch = (keep: (item: Record, terms: string[]) => boolean) =>
  onList((body, query) => {
    if (query.has('search')) body.items = body.items.filter((item) => keep(item, termsOf(query)));
  });
/** An answer rewrite of each item. */
const onEachItem = (change: (item: Record, query: URLSearchParams) => void) =>
  onList((body, query) => {
    for (const item of body.items) change(item, query);
  });
/** A rewrite of the status of the items showing `code`. */
const onStatus = (code: string, change: (status: Record) => void) =>
  onEachItem((item) => {
    const status = item.status as Record | undefined;
    if (status?.code === code) change(status);
  });

/** The last quarter of the 200 releases of the suite's test dataset (ids grow with position). */
const NEWEST_IDS_FROM = 100_450;
const DATE_PARAMETERS = ['expected_date', 'expected_date_after', 'expected_date_before'];

export const searchFieldsContentFaults: Fault[] = [
  {
    name: 'the newest releases are missing from the search index',
    caughtBy: 'search.title-words-are-found',
    answer: onSearch((item) => Number(item.id) < NEWEST_IDS_FROM),
  },
  {
    name: 'search is case-sensitive: upper-case terms find nothing',
    caughtBy: 'search.case-insensitive',
    answer: onList((body, query) => {
      const search = query.get('search') ?? '';
      if (/\p{L}/u.test(search) && search === search.toUpperCase()) [body.items, body.meta.total_count] = [[], 0];
    }),
  },
  {
    name: 'a term matches whole title words only',
    caughtBy: 'search.prefix-matches-word-start',
    answer: onSearch((item, terms) => {
      const words = titleWordsOf(item);
      const startsOnly = terms.some((t) => words.some((w) => w.startsWith(t) && w !== t)) && !terms.some((t) => words.includes(t));
      return !startsOnly;
    }),
  },
  {
    name: 'search_operator=and is treated as or',
    caughtBy: 'search.and-requires-every-term',
    request: (_req, query) => {
      if (query.get('search_operator') === 'and') query.delete('search_operator');
    },
  },
  {
    name: 'search_operator=or is treated as and',
    caughtBy: 'search.or-accepts-any-term',
    request: (_req, query) => {
      if (query.get('search_operator') === 'or') query.set('search_operator', 'and');
    },
  },
  {
    name: 'a + in search is taken as a literal character',
    caughtBy: 'search.terms-split-on-plus',
    request: (req, query) => {
      const raw = /[?&]search=([^&]*\+[^&]*)/.exec(req.url)?.[1];
      if (raw) query.set('search', decodeURIComponent(raw));
    },
  },
  {
    name: 'product names are not searched (only titles are)',
    caughtBy: 'search.product-names-are-found',
    answer: onSearch((item, terms) => titleWordsOf(item).some((w) => terms.some((t) => w.startsWith(t)))),
  },
  {
    name: 'fields other than * are ignored',
    caughtBy: 'fields.subset-holds-requested-fields',
    request: (_req, query) => {
      if (query.has('fields') && query.get('fields') !== '*') query.delete('fields');
    },
  },
  {
    name: 'fields=* leaves out content_scheduled',
    caughtBy: 'fields.star-selects-every-field',
    answer: onEachItem((item, query) => {
      if (query.get('fields') === '*') delete item.content_scheduled;
    }),
  },
  {
    name: 'the default fields leave out the title',
    caughtBy: 'fields.default-holds-id-title-meta',
    answer: onEachItem((item, query) => {
      if (!query.has('fields')) delete item.title;
    }),
  },
  {
    name: 'meta.type is written ReleasePage, without its app label',
    caughtBy: 'fields.meta-is-complete',
    answer: onEachItem((item) => {
      const meta = item.meta as Record | undefined;
      if (meta?.type) meta.type = 'ReleasePage';
    }),
  },
  {
    name: 'a dashboard slipped into announcement_reports',
    caughtBy: 'content.announcement-reports-are-report-types',
    answer: onEachItem((item) => {
      // A new array: the mock serves its stored one, which must stay unbroken for the other runs.
      const reports = item.announcement_reports as Record[] | undefined;
      if (reports?.length) item.announcement_reports = [...reports, { ...reports[0], id: 9_999, title: 'Release Dashboard', type: 'DashboardPage' }];
    }),
  },
  {
    name: 'the announced color is written blue',
    caughtBy: 'content.status-colors-are-hex',
    answer: onStatus('announced', (status) => {
      status.color = 'blue';
    }),
  },
  {
    name: 'the announced label is lower-case',
    caughtBy: 'content.announced-status-is-labelled',
    answer: onStatus('announced', (status) => {
      status.label = 'announced';
    }),
  },
  {
    name: 'the announced description leaves out the date',
    caughtBy: 'content.announced-status-is-labelled',
    answer: onStatus('announced', (status) => {
      status.description = 'Announced, date to follow.';
    }),
  },
  {
    name: 'detail_url lacks its trailing slash',
    caughtBy: 'content.detail-url-form',
    answer: onEachItem((item) => {
      const meta = item.meta as Record | undefined;
      if (typeof meta?.detail_url === 'string') meta.detail_url = meta.detail_url.replace(/\/$/, '');
    }),
  },
  {
    name: 'target_date is written without its offset',
    caughtBy: 'content.date-formats',
    answer: onEachItem((item) => {
      if (typeof item.target_date === 'string') item.target_date = item.target_date.replace(/([+-]\d\d:\d\d|Z)$/, '');
    }),
  },
  {
    name: 'a limit that is not an integer is ignored',
    caughtBy: 'invalid.limit-not-an-integer-is-refused',
    request: (_req, query) => {
      if (query.has('limit') && !/^\d+$/.test(query.get('limit')!)) query.delete('limit');
    },
  },
  {
    name: 'an unknown status code is ignored',
    caughtBy: 'invalid.status-not-a-code-is-refused',
    request: (_req, query) => {
      if (query.has('status') && !['draft', 'announced', 'scheduled', 'published'].includes(query.get('status')!)) query.delete('status');
    },
  },
  {
    name: 'an impossible date rolls over to a real one (2025-13-01 is 2026-01-01)',
    caughtBy: 'invalid.date-not-a-date-is-refused',
    request: (_req, query) => {
      for (const name of DATE_PARAMETERS) {
        const [year, month, day] = (query.get(name) ?? '').split('-').map(Number);
        if (year && month && day) query.set(name, new Date(Date.UTC(year, month - 1, day)).toISOString().slice(0, 10));
      }
    },
  },
  {
    name: 'a limit above 200 is clamped to 200',
    caughtBy: 'mock.limit-above-200-is-400',
    request: (_req, query) => {
      if (Number(query.get('limit')) > 200) query.set('limit', '200');
    },
  },
  {
    name: '400 answers use DRF\'s {"detail"} body',
    caughtBy: 'mock.errors-use-documented-bodies',
    answer: (body) => {
      const message = (body as Record | undefined)?.message;
      return typeof message === 'string' ? { detail: message } : body;
    },
  },
  {
    name: 'another page type is served as release pages',
    caughtBy: 'mock.type-other-than-release-page-is-400',
    request: (_req, query) => {
      if (query.has('type')) query.set('type', 'releases.ReleasePage');
    },
  },
  {
    name: 'the default fields include expected_date',
    caughtBy: 'mock.default-fields-are-id-title-meta',
    request: (_req, query) => {
      if (!query.has('fields')) query.set('fields', 'expected_date');
    },
  },
  {
    name: 'without ordering, newest first',
    caughtBy: 'mock.order-without-ordering-is-ascending-id',
    request: (_req, query) => {
      if (!query.has('ordering') && !query.has('search')) query.set('ordering', '-id');
    },
  },
  {
    name: 'scheduled takes precedence over published',
    caughtBy: 'mock.status-precedence',
    answer: onEachItem((item) => {
      const status = item.status as Record | undefined;
      const target = typeof item.target_date === 'string' ? Date.parse(item.target_date) : NaN;
      if (status?.code === 'published' && target > Date.parse(FIXED_NOW)) Object.assign(status, { code: 'scheduled', label: 'Scheduled' });
    }),
  },
  {
    name: 'search= matches everything',
    caughtBy: 'mock.search-empty-matches-nothing',
    request: (_req, query) => {
      if (query.get('search') === '') query.delete('search');
    },
  },
  {
    name: 'a page past the end counts nothing',
    caughtBy: 'mock.offset-past-the-end-is-empty',
    answer: onList((body, query) => {
      if (body.items.length === 0 && Number(query.get('offset')) > 0) body.meta.total_count = 0;
    }),
  },
];
