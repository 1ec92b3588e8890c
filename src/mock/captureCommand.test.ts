import { readFileSync } from 'node:fs';
import express from 'express';
import request from 'supertest';
import type { Express } from 'express';
import type { ReleasePage } from '../core/types';
import { loadFixturesFile } from './data/loadFixturesFile';
import { captureCommand, CaptureError, runCapture } from './captureCommand';
import { exportedReleases } from './exportCommand';
import { scratchFolder } from './testing/files';
import { listen } from '../net/testing/listen';
import { mockCommandFailure } from './testing/mockCommand';
import { NAMED_RELEASES, ORIGINAL_NAMES } from './testing/namedReleases';
import { AUTH, FIXED_NOW, LISTING, testApp } from './testing/testApp';

const files = scratchFolder('capture');
beforeAll(() => files.create());
afterAll(() => files.remove());

/** A command that throws instead of exiting and prints nothing. */
const quietCommand = () => captureCommand().exitOverride().configureOutput({ writeErr: () => {}, writeOut: () => {} });

/** Captures the app served on a free port with `args` after `--base-url` and `--out`; the file's path and the result. */
async function captureOf(app: Express, args: string[], now?: () => Date) {
  const server = await listen(app);
  const out = files.write('');
  try {
    const result = await runCapture(['--base-url', server.url, '--out', out, ...args], quietCommand(), {}, now);
    return { out, result, text: readFileSync(out, 'utf8') };
  } finally {
    await server.close();
  }
}

/** A listing's items without `detail_url`, whose origin differs between two servers. */
const itemsWithoutOrigin = (body: { items: { meta?: Record<string, unknown> }[] }) =>
  body.items.map(({ meta, ...rest }) => {
    const { detail_url, ...otherMeta } = meta ?? {};
    return { ...rest, meta: otherMeta, hasDetailUrl: typeof detail_url === 'string' };
  });

test('the mock captured and served again answers as the original: ids, titles, dates, reports, products', async () => {
  const original = testApp();
  const { out, result } = await captureOf(original.app, ['--token', 'dev-token']);
  expect(result.notes).toEqual([]);
  const replay = testApp({ releases: loadFixturesFile(out) });
  const queries = ['', '&fields=*&limit=100&offset=150', '&status=scheduled&fields=*', '&search=report&fields=title,expected_date,announcement_reports'];
  for (const query of queries) {
    const [expected, actual] = await Promise.all([original.app, replay.app].map((app) => request(app).get(`${LISTING}${query}`).set(AUTH)));
    expect(actual.status).toBe(200);
    expect(actual.body.meta).toEqual(expected.body.meta);
    expect(itemsWithoutOrigin(actual.body)).toEqual(itemsWithoutOrigin(expected.body));
  }
}, 30_000);

test('--limit captures the first N releases, and the file says where and when it was captured', async () => {
  const before = Date.now();
  const { app } = testApp();
  const { out, text } = await captureOf(app, ['--token', 'dev-token', '--limit', '7']);
  const file = JSON.parse(text) as { captured: { from: string; at: string; releases: number } };
  expect(file.captured.from).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  expect(Date.parse(file.captured.at)).toBeGreaterThanOrEqual(before - 1000);
  expect(file.captured.releases).toBe(7);
  const firstSeven = await request(app).get(`${LISTING}&limit=7`).set(AUTH);
  expect(loadFixturesFile(out).map((release) => release.id)).toEqual(firstSeven.body.items.map((item: { id: number }) => item.id));
});

const SECRET = 'secret-token-4f1c';

/** A deployment unlike the mock: fields the mock does not know, one invalid record, and the token echoed back. */
function otherDeployment(): Express {
  const [first, second, third] = exportedReleases({ seed: 3, count: 20, now: FIXED_NOW, timezone: 'UTC' });
  const items = [
    { ...first, meta: { ...first.meta, locale: 'en', seo_title: `by ${SECRET}` }, status: { ...first.status, icon: 'clock' }, colour: 'red' },
    { ...second, expected_date: 'soon' },
    third,
  ];
  const app = express();
  app.get('/api/v2/pages/', (req, res) => {
    if (req.get('authorization') !== `Token ${SECRET}`) {
      res.status(401).set('WWW-Authenticate', 'Token').json({ detail: 'Invalid token.' });
      return;
    }
    const offset = Number(req.query.offset ?? 0);
    res.json({ meta: { total_count: items.length }, items: items.slice(offset, offset + Number(req.query.limit)) });
  });
  return app;
}

test('another deployment: unknown fields and meta fields the mock does not serve dropped with a note each, an invalid record skipped and named, the file loads', async () => {
  const { out, result, text } = await captureOf(otherDeployment(), ['--token', SECRET]);
  expect(result.notes).toEqual([
    expect.stringMatching(/^dropped \/colour, a field the mock does not know: record 0 \(id \d+\)$/),
    expect.stringMatching(/^dropped \/status\/icon, a field the mock does not know: record 0 \(id \d+\)$/),
    expect.stringMatching(/^dropped \/meta\/locale, a meta field the mock does not serve: record 0 \(id \d+\)$/),
    expect.stringMatching(/^dropped \/meta\/seo_title, a meta field the mock does not serve: record 0 \(id \d+\)$/),
    expect.stringMatching(/^record 1 \(id \d+\): skipped: \/expected_date must match format "date"/),
  ]);
  expect(loadFixturesFile(out)).toHaveLength(2);
  expect(Object.keys(JSON.parse(text).items[0].meta).sort()).toEqual(['detail_url', 'first_published_at', 'html_url', 'slug', 'type']);
  expect(text).not.toContain(SECRET);
  expect(`${result.summary}\n${result.notes.join('\n')}`).not.toContain(SECRET);
});

test('the token may come from CAPTURE_TOKEN', async () => {
  const server = await listen(otherDeployment());
  try {
    const out = files.write('');
    const { summary } = await runCapture(['--base-url', server.url, '--out', out], quietCommand(), { CAPTURE_TOKEN: SECRET });
    expect(summary).toMatch(/^captured 2 releases from /);
  } finally {
    await server.close();
  }
});

test('a refused token is a CaptureError on one line', async () => {
  const error = await captureOf(otherDeployment(), ['--token', 'wrong']).catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(CaptureError);
  expect((error as Error).message).toMatch(/^could not capture: GET \S+ answered status 401: \{"detail":"Invalid token\."\}$/);
});

test('`release-pages-mock capture` with a refused token exits 2 with one line on stderr, the token not in it', async () => {
  const server = await listen(otherDeployment());
  try {
    const failure = await mockCommandFailure(['capture', '--base-url', server.url, '--token', 'wrong-key-9', '--out', files.write('')]);
    expect(failure?.code).toBe(2);
    expect(failure?.stderr).toMatch(/^release-pages-mock capture: could not capture: [^\n]*401[^\n]*\n$/);
    expect(failure?.stderr).not.toContain('wrong-key-9');
  } finally {
    await server.close();
  }
}, 20_000);

describe('--anonymize', () => {
  const deployment = testApp({ releases: NAMED_RELEASES });
  const pinnedNow = () => new Date(FIXED_NOW);
  const anonymized = (seed: number) => captureOf(deployment.app, ['--token', 'dev-token', '--anonymize', '--seed', `${seed}`], pinnedNow);

  /** The ids a search finds, all terms required (a fake company may have two words where the original had one). */
  const idsFound = async (app: Express, terms: string) => {
    const response = await request(app).get(`${LISTING}&search=${encodeURIComponent(terms)}&search_operator=and&fields=_,id`).set(AUTH);
    expect(response.status).toBe(200);
    return (response.body.items as { id: number }[]).map((item) => item.id).sort();
  };

  test('a search for a fake name finds exactly the releases the original name found on the deployment', async () => {
    const { out, text } = await anonymized(1);
    const replay = testApp({ releases: loadFixturesFile(out) });
    const pages = new Map((JSON.parse(text).items as ReleasePage[]).map((page) => [page.id, page]));
    const research = pages.get(101)!.announcement_reports[0];
    const fakes = {
      Acme: pages.get(102)!.title.replace(/ Investor Day$/u, ''),
      'Globex Corporation': pages.get(103)!.title.replace(/ Trading Update$/u, ''),
      'Acme Global Equity Monitor': research.products[0].name,
      AGEM: research.products[0].short_name,
    };
    const found: Record<string, number[]> = {};
    for (const [original, fake] of Object.entries(fakes)) {
      expect(fake).not.toBe(original);
      found[original] = await idsFound(deployment.app, original);
      expect(await idsFound(replay.app, fake)).toEqual(found[original]);
    }
    // The names are found in titles, slugs, reports, products and their codes, not just anywhere.
    expect(found).toEqual({ Acme: [101, 102, 104, 105, 106], 'Globex Corporation': [103, 104, 107], 'Acme Global Equity Monitor': [101, 104, 105], AGEM: [101, 104, 105] });
  }, 30_000);

  test('no original name, code, slug or host is left in the file; ids, dates and statuses are as the deployment serves them', async () => {
    const { out, text, result } = await anonymized(1);
    for (const name of ORIGINAL_NAMES) expect(text.toLowerCase()).not.toContain(name.toLowerCase());
    expect(text).not.toContain('127.0.0.1');
    expect(JSON.parse(text).captured).toEqual({ from: 'http://site-1.example.com', at: FIXED_NOW.replace('Z', '.000Z'), releases: NAMED_RELEASES.length, anonymized: true });
    expect(result.summary).toMatch(/, anonymized; serve them with --fixtures /);
    const replay = testApp({ releases: loadFixturesFile(out) });
    const kept = '_,id,expected_date,expected_time_period,target_date,content_scheduled,status,first_published_at';
    const [expected, actual] = await Promise.all([deployment.app, replay.app].map((app) => request(app).get(`${LISTING}&fields=${kept}`).set(AUTH)));
    expect(actual.body).toEqual(expected.body);
  });

  test('the same seed writes a byte-identical file; another seed other names', async () => {
    const [first, again, other] = await Promise.all([anonymized(1), anonymized(1), anonymized(2)]);
    expect(again.text).toBe(first.text);
    const titles = (text: string) => (JSON.parse(text).items as ReleasePage[]).map((page) => page.title);
    expect(titles(other.text)).not.toEqual(titles(first.text));
  });

  test('without --seed, a random seed, said in the summary, so the capture can be anonymized the same way again', async () => {
    const { result } = await captureOf(deployment.app, ['--token', 'dev-token', '--anonymize']);
    const seed = /, anonymized with seed (\d+) \(keep it private; --seed \1 gives the same fakes again\)/u.exec(result.summary)?.[1];
    expect(seed).toBeDefined();
  });

  test('--seed without --anonymize, and a bad number, are flag errors, not crashes', async () => {
    for (const args of [['--seed', '3'], ['--anonymize', '--seed', '-1'], ['--limit', '0']]) {
      const error = await captureOf(deployment.app, ['--token', 'dev-token', ...args]).catch((caught: unknown) => caught);
      expect(error).toMatchObject({ code: expect.stringMatching(/^commander\./u), exitCode: 1 });
    }
  });
});
