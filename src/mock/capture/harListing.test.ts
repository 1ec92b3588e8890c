// capture --har: a fixtures file from the listing answers a HAR recorded, with no deployment and no token.
import { readFileSync } from 'node:fs';
import request from 'supertest';
import { loadFixturesFile } from '../data/loadFixturesFile';
import { CaptureError, runCapture } from '../captureCommand';
import { quietCommand } from '../testing/captureRuns';
import { scratchFolder } from '../testing/files';
import { AUTH, LISTING, testApp } from '../testing/testApp';

const files = scratchFolder('capture-har');
beforeAll(() => files.create());
afterAll(() => files.remove());

const ORIGIN = 'https://staging.example.test';

/** A HAR of what a page asked the mock: each query's answer as the browser recorded it, and a script it loaded. */
async function harOf(queries: string[]): Promise<string> {
  const { app } = testApp({ count: 30 });
  const entries = [];
  for (const query of queries) {
    const answer = await request(app).get(`${LISTING}${query}`).set(AUTH);
    entries.push({
      request: { method: 'GET', url: `${ORIGIN}${LISTING}${query}`, headers: [] },
      response: { status: answer.status, content: { mimeType: 'application/json', text: answer.text } },
    });
  }
  entries.push({ request: { method: 'GET', url: `${ORIGIN}/app.js`, headers: [] }, response: { status: 200, content: { text: 'console.log(1)' } } });
  return files.write(JSON.stringify({ log: { version: '1.2', entries } }));
}

const capture = (args: string[]) => runCapture(args, { command: quietCommand(), env: {} });

test('every page seen, each release once, its fields merged: the file serves as the HAR showed', async () => {
  const har = await harOf(['&fields=*&limit=10', '&fields=*&limit=10&offset=10', '&fields=*&limit=10&offset=5', '&limit=20&fields=title']);
  const out = files.write('');
  const { summary } = await capture(['--har', har, '--out', out]);
  expect(summary).toBe(`captured 20 releases from the HAR ${har} (${ORIGIN}) to ${out}; serve them with --fixtures ${out}`);
  const released = loadFixturesFile(out);
  expect(released.map((r) => r.id)).toEqual(
    (
      await request(testApp({ count: 30 }).app)
        .get(`${LISTING}&limit=20`)
        .set(AUTH)
    ).body.items.map((i: { id: number }) => i.id),
  );
  expect(JSON.parse(readFileSync(out, 'utf8')).captured.from).toBe(ORIGIN);
});

test("--anonymize as for a deployment: the HAR's host is not in the file", async () => {
  const out = files.write('');
  const { summary } = await capture(['--har', await harOf(['&fields=*&limit=10']), '--out', out, '--anonymize', '--seed', '7']);
  expect(summary).toContain('captured 10 releases');
  expect(readFileSync(out, 'utf8')).not.toContain('staging.example.test');
});

test('a file that is no HAR, or holds no listing answer, is one line and nothing written; --har with --base-url is a usage error', async () => {
  const out = files.write('kept');
  const notHar = files.write('{"entries": []}');
  await expect(capture(['--har', notHar, '--out', out])).rejects.toThrow(
    new CaptureError('RPM_CAPTURE_FAILED', `RPM_CAPTURE_HAR_NOT_HAR: --har ${notHar} is no HAR (no log.entries)`),
  );
  await expect(capture(['--har', await harOf([]), '--out', out])).rejects.toThrow(/holds no 200 answer of the listing/);
  expect(readFileSync(out, 'utf8')).toBe('kept');
  await expect(capture(['--har', notHar, '--base-url', ORIGIN, '--out', out])).rejects.toThrow(/one of --base-url and --har/);
});
