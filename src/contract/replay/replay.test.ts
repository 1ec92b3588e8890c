// --replay: a frontend's requests, from the mock's journal or a HAR, sent again and judged.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AUTH, LISTING, testApp } from '../../mock/testing/testApp';
import { journalLines } from '../../mock/testing/journalLines';
import { faultyApp } from '../../../contract-tests/faults/harness';
import { FAULTS } from '../../../contract-tests/faults';
import { listenLocally } from '../../net/testing/listenLocally';
import { readRecording, recordedRequests, UnreadableRecording, type RecordedRequests } from './recordedRequests';
import { runReplay } from './runReplay';
import type { SuiteRun } from '../suite/runSuite';

// What a small page asks: the first two pages of a query in date order, a status filter, and an ordering the spec leaves open.
const ASKED = [
  '&ordering=expected_date&limit=20',
  '&ordering=expected_date&limit=20&offset=20',
  '&status=published&fields=*',
  '&ordering=title',
  '&ordering=expected_date&limit=20',
];

const dir = mkdtempSync(join(tmpdir(), 'replay-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The journal of a mock after a frontend asked ASKED (and posted once). */
async function journalOfAFrontend(): Promise<string> {
  const { app, journal } = testApp({ count: 60 });
  const server = await listenLocally(app);
  try {
    for (const query of ASKED) await (await fetch(`${server.url}${LISTING}${query}`, { headers: AUTH })).text();
    await (await fetch(`${server.url}${LISTING}`, { method: 'POST', headers: AUTH })).text();
  } finally {
    await server.close();
  }
  return journalLines(journal);
}

async function replayOn(app: Parameters<typeof listenLocally>[0], recorded: RecordedRequests): Promise<SuiteRun> {
  const server = await listenLocally(app);
  try {
    return await runReplay(recorded, { baseUrl: server.url, token: 'dev-token', profile: 'spec', timezone: 'UTC', file: 'journal.jsonl' });
  } finally {
    await server.close();
  }
}

const lines = (run: SuiteRun) => run.results.map((r) => `${r.outcome} ${r.rule.name}`);

describe('reading a recording', () => {
  test('a journal: each distinct API request once, in the order first asked; a POST counted and left out', async () => {
    const recorded = recordedRequests(await journalOfAFrontend());
    expect(recorded.source).toBe('journal');
    expect(recorded.calls.map((c) => c.target)).toEqual(ASKED.slice(0, 4).map((q) => `${LISTING}${q}`));
    expect(recorded.calls[0].times).toBe(2);
    expect([...recorded.leftOut]).toEqual([['a method other than GET or HEAD', 1]]);
  });

  test('the JSON of /__mock/requests reads as its entries', async () => {
    const entries = (await journalOfAFrontend())
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    const recorded = recordedRequests(JSON.stringify({ held: entries.length, dropped: 0, entries }));
    expect(recorded.calls).toHaveLength(4);
  });

  test('a HAR: its own origin left behind, other paths and methods left out, the recorded token kept for judging only', () => {
    const entry = (method: string, url: string) => ({
      request: { method, url, headers: [{ name: 'Authorization', value: 'Token secret-of-the-app' }] },
      response: { status: 200, content: { text: '{}' } },
    });
    const har = {
      log: {
        entries: [
          entry('GET', `https://api.example.test${LISTING}&limit=5`),
          entry('GET', 'https://app.example.test/main.js'),
          entry('OPTIONS', `https://api.example.test${LISTING}`),
          { request: {} },
        ],
      },
    };
    const recorded = recordedRequests(JSON.stringify(har));
    expect(recorded.source).toBe('HAR');
    expect(recorded.calls).toEqual([{ method: 'GET', target: `${LISTING}&limit=5`, authorization: 'Token secret-of-the-app', times: 1 }]);
    expect(Object.fromEntries(recorded.leftOut)).toEqual({
      "not the API's /api/v2/pages/ path": 1,
      'a method other than GET or HEAD': 1,
      'not a HAR entry with a method and a URL': 1,
    });
  });

  test('a file it cannot use is one line: missing, too large, not JSON', () => {
    const path = join(dir, 'notes.txt');
    writeFileSync(path, 'hello\n{"seq": 1}\n');
    expect(() => readRecording(join(dir, 'missing.har'), 1000)).toThrow(
      new UnreadableRecording('RPC_REPLAY_UNREADABLE', join(dir, 'missing.har'), 'cannot be read: ENOENT'),
    );
    expect(() => readRecording(path, 5)).toThrow(/is 17 bytes, more than the 5 the replay reads/);
    expect(() => readRecording(path, 1000)).toThrow(/line 1 is not JSON/);
  });
});

describe('replaying on a deployment', () => {
  test('on the mock every request holds but the one relying on ordering=title, which is named', async () => {
    const run = await replayOn(testApp({ count: 60 }).app, recordedRequests(await journalOfAFrontend()));
    expect(lines(run)).toEqual(ASKED.slice(0, 4).map((q) => `passed GET ${LISTING}${q}`));
    expect(run.snapshotSummary).toMatch(
      /^the 4 distinct requests your app made: 3 hold on http:\/\/127\.0\.0\.1:\d+; 1 rely on what the spec leaves open; 0 violate; left out, never sent: 1 a method other than GET or HEAD$/,
    );
    expect(run.results[3].rule.statement).toContain('request.ordering-is-documented (§4.1): ordering=title');
    expect(run.requests).toBe(4);
  });

  test('on a broken deployment the page rule fails, on the page the frontend walked', async () => {
    const fault = FAULTS.find((f) => f.name.startsWith('with ordering, each page after the first starts one release early'))!;
    const run = await replayOn(faultyApp(testApp({ count: 60, validateResponses: false }).app, fault), recordedRequests(await journalOfAFrontend()));
    const failed = run.results.filter((r) => r.outcome === 'failed');
    expect(failed.map((r) => r.rule.name)).toEqual([`GET ${LISTING}&ordering=expected_date&limit=20&offset=20`]);
    expect(failed[0].reason).toBe('the deployment breaks paging.pages-partition-the-result (§4.3)');
  });

  test('on the mock with --vary-unstated the reliance is listed with the picks the mock made', async () => {
    const run = await replayOn(testApp({ count: 60, varyUnstated: true, seed: 3 }).app, recordedRequests(await journalOfAFrontend()));
    expect(run.results.filter((r) => r.outcome === 'failed')).toEqual([]);
    expect(run.results[3].rule.statement).toMatch(/relies on what the spec leaves open: request\.ordering-is-documented .*; the mock's picks: ties=/);
  });

  test('--max-requests bounds what is sent: the rest is skipped, saying so', async () => {
    const recorded = recordedRequests(await journalOfAFrontend());
    const server = await listenLocally(testApp({ count: 60 }).app);
    try {
      const run = await runReplay(recorded, { baseUrl: server.url, token: 'dev-token', profile: 'spec', maxRequests: 2, file: 'j' });
      expect(run.results.map((r) => r.outcome)).toEqual(['passed', 'passed', 'skipped', 'skipped']);
      expect(run.results[2].reason).toContain('raise --max-requests');
      expect(run.requests).toBe(2);
    } finally {
      await server.close();
    }
  });
});
