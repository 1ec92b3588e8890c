// Tests that an anonymized capture of a deployment with unknown real names keeps none of them and still loads.
import { readFileSync } from 'node:fs';
import request from 'supertest';
import type { Express } from 'express';
import type { ReleasePage } from '../core/types';
import { anonymizeCapture } from './capture/anonymize';
import { isAllowedWord } from './capture/allowedWords';
import { WORD, wordKey } from './capture/textWords';
import { CaptureError, EXIT_LEAK, runCapture } from './captureCommand';
import { loadFixturesFile } from './data/loadFixturesFile';
import { captureOf as captureIn, quietCommand } from './testing/captureRuns';
import { scratchFolder } from './testing/files';
import { listenLocally } from '../net/testing/listenLocally';
import { DEPLOYMENT_TOKEN, deploymentNames, listingServer, namedDeploymentReleases } from './testing/namedDeployment';
import { NAMED_RELEASES, ORIGINAL_NAMES } from './testing/namedReleases';
import { AUTH, FIXED_NOW, LISTING, testApp } from './testing/testApp';

const files = scratchFolder('capture-anonymize');
beforeAll(() => files.create());
afterAll(() => files.remove());

const pinnedNow = () => new Date(FIXED_NOW);
const captureOf = (app: Express, args: string[]) => captureIn(files, app, args, { now: pinnedNow });
/** Lower case, accents folded: how a name is looked for in a file. */
const folded = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

describe('a deployment with real-looking names the capture code does not know', () => {
  const releases = namedDeploymentReleases(120);
  const names = deploymentNames(releases);
  /** A release with a report, whose sender anonymizing may miss. */
  const carrier = releases.findIndex((release) => release.announcement_reports.length > 0);
  const anonymized = (extra: (release: ReleasePage) => object = () => ({})) =>
    captureOf(listingServer(releases.map((release) => ({ ...release, ...extra(release) }))), ['--token', DEPLOYMENT_TOKEN, '--anonymize', '--seed', '5']);

  test('the names are no words anonymizing keeps, and the deployment holds them in every kind of field', () => {
    expect(names.flatMap((name) => name.match(WORD) ?? []).filter((word) => isAllowedWord(wordKey(word)))).toEqual([]);
    const text = folded(JSON.stringify(releases));
    expect(names.filter((name) => !text.includes(folded(name)))).toEqual([]);
  });

  test('its anonymized capture holds none of them, in no case, form or field, and loads', async () => {
    const { out, text, result } = await anonymized();
    expect(result.skipped).toBeUndefined();
    const file = folded(text);
    expect(names.filter((name) => file.includes(folded(name)))).toEqual([]);
    expect(loadFixturesFile(out)).toHaveLength(releases.length);
  });

  /** The capture's outcome: its exit code (0 written) and the file as it is after it. */
  const outcome = async (items: readonly unknown[]) => {
    const server = await listenLocally(listingServer(items));
    const out = files.write('the previous file');
    try {
      const args = ['--base-url', server.url, '--out', out, '--token', DEPLOYMENT_TOKEN, '--anonymize', '--seed', '5'];
      const error = await runCapture(args, { command: quietCommand(), env: {}, now: pinnedNow }).then(
        () => undefined,
        (caught: unknown) => caught as CaptureError,
      );
      return { exitCode: error?.exitCode ?? 0, message: error?.message, text: readFileSync(out, 'utf8') };
    } finally {
      await server.close();
    }
  };

  test('a company name in a new field of the deployment makes capture refuse to write (exit 4); without the name it captures', async () => {
    const company = 'Halvorsen Maritime';
    expect(names).toEqual(expect.arrayContaining(company.split(' ')));
    const issuer = (value: string) => releases.map((release, i) => (i === carrier ? { ...release, issuer: value } : release));

    const refused = await outcome(issuer(`${company} ASA`));
    expect(refused.exitCode).toBe(EXIT_LEAK);
    expect(refused.message).toMatch(
      new RegExp(
        `^refused to write \\S+: record ${carrier} \\(id \\d+\\): /issuer, a field neither the spec nor Wagtail defines, holds a word that could name someone \\(H… \\(9 characters\\)\\); .*; nothing written$`,
        'u',
      ),
    );
    expect(folded(refused.message!)).not.toContain('halvorsen');
    expect(refused.text).toBe('the previous file');

    const written = await outcome(issuer('Quarterly Earnings Release'));
    expect(written.exitCode).toBe(0);
    expect(JSON.parse(written.text).items).toHaveLength(releases.length);
    expect(written.text).not.toContain('issuer');
  });

  test("a name in a new meta field is refused too; Wagtail's own meta fields (seo_title, ...) are dropped whatever they hold", async () => {
    const owner = await outcome(releases.map((release) => ({ ...release, meta: { ...release.meta, owner: { name: 'Ingrid Solberg' } } })));
    expect([owner.exitCode, owner.message]).toEqual([
      EXIT_LEAK,
      expect.stringMatching(/^refused to write \S+: record 0 \(id \d+\): \/meta\/owner\/name, .*, and \d+ more such fields do; /u),
    ]);
    const wagtail = await outcome(
      releases.map((release) => ({ ...release, meta: { ...release.meta, seo_title: release.title, search_description: `${release.title} by Amara Nwosu` } })),
    );
    expect(wagtail.exitCode).toBe(0);
    expect(['amara', 'nwosu', 'halvorsen', 'solberg'].filter((name) => folded(wagtail.text).includes(name))).toEqual([]);
  });

  test('a name anonymizing left in a field makes capture refuse to write: the field named, the name not, the file left as it was', async () => {
    // An anonymizer that misses one field: the scan of the output, not the anonymizer, must stop it.
    const missesOneField: typeof anonymizeCapture = (records, ...rest) => {
      const result = anonymizeCapture(records, ...rest);
      result.releases[carrier].announcement_reports[0].from_name = records[carrier].announcement_reports[0].from_name;
      return result;
    };
    const server = await listenLocally(listingServer(releases));
    const out = files.write('the previous file');
    try {
      const args = ['--base-url', server.url, '--out', out, '--token', DEPLOYMENT_TOKEN, '--anonymize'];
      const error = await runCapture(args, { command: quietCommand(), anonymize: missesOneField }).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(CaptureError);
      expect((error as CaptureError).exitCode).toBe(EXIT_LEAK);
      const leaked = releases[carrier].announcement_reports[0].from_name;
      expect((error as Error).message).toMatch(
        new RegExp(
          `^refused to write \\S+: /items/${carrier}/announcement_reports/0/from_name holds a word of the deployment \\(${leaked[0]}… \\(\\d+ characters\\)\\) that --anonymize left; nothing written$`,
          'u',
        ),
      );
      for (const word of leaked.split(' ')) expect((error as Error).message).not.toContain(word);
      expect(readFileSync(out, 'utf8')).toBe('the previous file');
    } finally {
      await server.close();
    }
  });
});

describe('names the deployment repeats', () => {
  const deployment = testApp({ releases: NAMED_RELEASES });
  const anonymized = (seed: number) => captureOf(deployment.app, ['--token', 'dev-token', '--anonymize', '--seed', `${seed}`]);

  /** The ids a search finds, all terms required (a fake company may have two words where the original had one). */
  const idsFound = async (app: Express, terms: string) => {
    const response = await request(app)
      .get(`${LISTING}&search=${encodeURIComponent(terms)}&search_operator=and&fields=_,id`)
      .set(AUTH);
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
    expect(found).toEqual({
      Acme: [101, 102, 104, 105, 106],
      'Globex Corporation': [103, 104, 107],
      'Acme Global Equity Monitor': [101, 104, 105],
      AGEM: [101, 104, 105],
    });
  }, 30_000);

  test('no original name, code, slug or host is left in the file; ids, dates and statuses are as the deployment serves them', async () => {
    const { out, text, result } = await anonymized(1);
    for (const name of ORIGINAL_NAMES) expect(text.toLowerCase()).not.toContain(name.toLowerCase());
    expect(text).not.toContain('127.0.0.1');
    expect(JSON.parse(text).captured).toEqual({
      from: 'http://site-1.example.com',
      at: FIXED_NOW.replace('Z', '.000Z'),
      releases: NAMED_RELEASES.length,
      anonymized: true,
    });
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
    for (const args of [
      ['--seed', '3'],
      ['--anonymize', '--seed', '-1'],
      ['--limit', '0'],
    ]) {
      const error = await captureOf(deployment.app, ['--token', 'dev-token', ...args]).catch((caught: unknown) => caught);
      expect(error).toMatchObject({ code: expect.stringMatching(/^commander\./u), exitCode: 1 });
    }
  });
});
