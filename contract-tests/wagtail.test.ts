// Wagtail 5.2's stock answers that the spec leaves open must not fail the suite's spec profile:
// a listing without `type` (or with another known type) is 200 with every page of that type.
import express, { type Express } from 'express';
import { ALL_RULES } from '../src/contract/rules';
import { runSuite } from '../src/contract/suite/runSuite';
import { listenLocally } from '../src/net/testing/listenLocally';
import { testApp } from '../src/mock/testing/testApp';

const { app: mock } = testApp({ count: 230, validateResponses: false });

/** Pages of other types, as a Wagtail site's tree holds them above its release pages. */
const OTHER_PAGES = [
  {
    id: 2,
    title: 'Home',
    meta: {
      type: 'home.HomePage',
      detail_url: 'http://localhost/api/v2/pages/2/',
      html_url: 'http://localhost/',
      slug: 'home',
      first_published_at: '2024-01-01T09:00:00Z',
    },
  },
  {
    id: 3,
    title: 'Releases',
    meta: {
      type: 'releases.ReleaseIndexPage',
      detail_url: 'http://localhost/api/v2/pages/3/',
      html_url: 'http://localhost/releases/',
      slug: 'releases',
      first_published_at: '2024-01-01T09:00:00Z',
    },
  },
];

/** The mock, but a listing without `type`, or with `type=wagtailcore.Page`, is answered 200 with every page, as stock Wagtail does. */
function wagtailTypes(): Express {
  const app = express();
  app.use((req, res, next) => {
    const [path, search = ''] = req.url.split('?');
    const query = new URLSearchParams(search);
    if (path !== '/api/v2/pages/' || query.get('type') === 'releases.ReleasePage' || !req.headers.authorization) return next();
    res.json({ meta: { total_count: OTHER_PAGES.length }, items: OTHER_PAGES.slice(0, Number(query.get('limit') ?? 20)) });
  });
  app.use(mock);
  return app;
}

test('the spec profile judges nothing false of a listing without type answered with every page type', async () => {
  const server = await listenLocally(wagtailTypes());
  try {
    const run = await runSuite({ baseUrl: server.url, token: 'dev-token', profile: 'spec' });
    expect(run.fault).toBeUndefined();
    expect(run.results.filter((r) => r.outcome === 'failed').map((r) => `${r.rule.name}: ${r.reason}`)).toEqual([]);
    expect(run.results.map((r) => r.rule.name)).toEqual(ALL_RULES.filter((r) => r.profile === 'spec').map((r) => r.name));
  } finally {
    await server.close();
  }
}, 60_000);

test('the mock profile holds the mock to its refusal of a listing without type', async () => {
  const server = await listenLocally(wagtailTypes());
  try {
    const run = await runSuite({ baseUrl: server.url, token: 'dev-token', profile: 'mock', timezone: 'UTC', only: ['invalid.type-missing'] });
    expect(run.results.map((r) => `${r.rule.name}: ${r.outcome}`)).toEqual(['invalid.type-missing-is-refused: failed']);
  } finally {
    await server.close();
  }
}, 30_000);
