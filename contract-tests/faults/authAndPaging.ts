// Broken variants of the mock's authentication and paging, each with the rule that must catch it.
import { onList, type Fault } from './harness';

const DEV = 'Token dev-token';

export const authAndPagingFaults: Fault[] = [
  {
    name: 'a request without a token is served',
    caughtBy: 'auth.missing-token-is-401',
    request: (req) => {
      req.headers.authorization ??= DEV;
    },
  },
  {
    name: 'the Bearer scheme is accepted',
    caughtBy: 'auth.malformed-token-is-401',
    request: (req) => {
      if (req.headers.authorization?.startsWith('Bearer ')) req.headers.authorization = `Token ${req.headers.authorization.slice(7)}`;
    },
  },
  {
    name: 'any key is accepted',
    caughtBy: 'auth.wrong-token-is-401',
    request: (req) => {
      if (/^Token \S+$/.test(req.headers.authorization ?? '')) req.headers.authorization = DEV;
    },
  },
  {
    name: 'the default page size is 100',
    caughtBy: 'paging.default-page-size-is-200',
    request: (_req, query) => {
      if (!query.has('limit')) query.set('limit', '100');
    },
  },
  {
    name: 'a full page loses its last item',
    caughtBy: 'paging.limit-bounds-the-page',
    answer: onList((body, query) => {
      if (query.has('limit') && body.items.length === Number(query.get('limit')) && body.items.length > 1) body.items.pop();
    }),
  },
  {
    name: 'each page starts one item early, so pages overlap',
    caughtBy: 'paging.pages-partition-the-result',
    request: (_req, query) => {
      const offset = Number(query.get('offset') ?? 0);
      if (offset > 0) query.set('offset', String(offset - 1));
    },
  },
  {
    name: 'total_count counts the page, not the result',
    caughtBy: 'paging.total-count-counts-every-release',
    answer: onList((body) => {
      body.meta.total_count = body.items.length;
    }),
  },
  {
    name: 'expected_time_period is spelled out ("Morning")',
    caughtBy: 'schema.listing-answers-match-openapi',
    answer: onList((body) => {
      for (const item of body.items) if (item.expected_time_period === 'AM') item.expected_time_period = 'Morning';
    }),
  },
];
