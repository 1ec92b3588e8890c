// Tests of `release-pages-mock capture`: a captured deployment served again answers as the original.
import request from 'supertest';
import type { Express } from 'express';
import { loadFixturesFile } from './data/loadFixturesFile';
import { CaptureError, runCapture } from './captureCommand';
import { exportedReleases } from './exportCommand';
import { captureOf as captureIn, quietCommand } from './testing/captureRuns';
import { scratchFolder } from './testing/files';
import { listenLocally } from '../net/testing/listenLocally';
import { mockCommandFailure } from './testing/mockCommand';
import { listingServer } from './testing/namedDeployment';
import { AUTH, FIXED_NOW, LISTING, testApp } from './testing/testApp';

const files = scratchFolder('capture');
beforeAll(() => files.create());
afterAll(() => files.remove());

const captureOf = (app: Express, args: string[]) => captureIn(files, app, args);

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
  return listingServer(items, SECRET);
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
  expect(result.skipped).toBe('1 of 3 records skipped: /expected_date must match format "date" (1); the file holds the other 2');
  expect(loadFixturesFile(out)).toHaveLength(2);
  expect(Object.keys(JSON.parse(text).items[0].meta).sort()).toEqual(['detail_url', 'first_published_at', 'html_url', 'slug', 'type']);
  expect(text).not.toContain(SECRET);
  expect(`${result.summary}\n${result.notes.join('\n')}`).not.toContain(SECRET);
});

test('the token may come from CAPTURE_TOKEN', async () => {
  const server = await listenLocally(otherDeployment());
  try {
    const out = files.write('');
    const { summary } = await runCapture(['--base-url', server.url, '--out', out], { command: quietCommand(), env: { CAPTURE_TOKEN: SECRET } });
    expect(summary).toMatch(/^captured 2 releases from /);
  } finally {
    await server.close();
  }
});

test('a refused token is a CaptureError on one line', async () => {
  const error = await captureOf(otherDeployment(), ['--token', 'wrong']).catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(CaptureError);
  expect((error as Error).message).toMatch(/^could not capture: RP_LISTING_NOT_A_LIST: GET \S+ answered status 401: \{"detail":"Invalid token\."\}$/);
});

test('`release-pages-mock capture` with a refused token exits 2 with one line on stderr, the token not in it', async () => {
  const server = await listenLocally(otherDeployment());
  try {
    const failure = await mockCommandFailure(['capture', '--base-url', server.url, '--token', 'wrong-key-9', '--out', files.write('')]);
    expect(failure?.code).toBe(2);
    expect(failure?.stderr).toMatch(/^release-pages-mock capture: RPM_CAPTURE_FAILED: could not capture: [^\n]*401[^\n]*\n$/);
    expect(failure?.stderr).not.toContain('wrong-key-9');
  } finally {
    await server.close();
  }
}, 20_000);

describe('skipped records', () => {
  /** 430 releases, 84 of them with a null title, as a deployment sent them. */
  const withNullTitles = () => {
    const releases = exportedReleases({ seed: 4, count: 430, now: FIXED_NOW, timezone: 'UTC' });
    return listingServer(
      releases.map((release, i) => (i % 5 === 0 && i < 5 * 84 ? { ...release, title: null } : release)),
      SECRET,
    );
  };

  test('records skipped: the result says how many of how many and why, and the file holds the others', async () => {
    const { out, result } = await captureOf(withNullTitles(), ['--token', SECRET]);
    expect(result.skipped).toBe('84 of 430 records skipped: /title must be string (84); the file holds the other 346');
    expect(result.notes).toHaveLength(84);
    expect(loadFixturesFile(out)).toHaveLength(346);
  });

  test('`release-pages-mock capture` that skipped records exits 3, saying how many and why on its last line of stderr', async () => {
    const server = await listenLocally(withNullTitles());
    try {
      const failure = await mockCommandFailure(['capture', '--base-url', server.url, '--token', SECRET, '--out', files.write('')]);
      expect(failure?.code).toBe(3);
      expect(failure?.stderr).toMatch(
        /\nrelease-pages-mock capture: 84 of 430 records skipped: \/title must be string \(84\); the file holds the other 346\n$/,
      );
    } finally {
      await server.close();
    }
  }, 30_000);
});

test('a file that cannot be written is a CaptureError on one line, not a crash', async () => {
  const server = await listenLocally(otherDeployment());
  try {
    const error = await runCapture(['--base-url', server.url, '--token', SECRET, '--out', `${files.write('')}/not-a-folder/out.json`], {
      command: quietCommand(),
    }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(CaptureError);
    expect((error as CaptureError).message).toMatch(/^could not write \S+out\.json: ENOTDIR$/);
    expect((error as CaptureError).exitCode).toBe(2);
  } finally {
    await server.close();
  }
});
