// The command's --replay and --compare: exit codes, the headline on the console, the reports written.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AUTH, LISTING, testApp } from '../../mock/testing/testApp';
import { journalLines } from '../../mock/testing/journalLines';
import { listenLocally } from '../../net/testing/listenLocally';
import { runContract } from '../cli';

const dir = mkdtempSync(join(tmpdir(), 'replay-cli-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const noLocal = () => Promise.reject(new Error('a base URL is given'));

/** Runs the command in process; what it printed, and its exit code. */
async function contract(args: string[]): Promise<{ code: number; out: string; err: string }> {
  const out: string[] = [];
  const err: string[] = [];
  const log = jest.spyOn(console, 'log').mockImplementation((line: string) => void out.push(line));
  const error = jest.spyOn(console, 'error').mockImplementation((line: string) => void err.push(line));
  try {
    return { code: await runContract(args, noLocal), out: out.join('\n'), err: err.join('\n') };
  } finally {
    log.mockRestore();
    error.mockRestore();
  }
}

async function journalFile(queries: string[]): Promise<string> {
  const { app, journal } = testApp({ count: 30 });
  const server = await listenLocally(app);
  try {
    for (const query of queries) await (await fetch(`${server.url}${LISTING}${query}`, { headers: AUTH })).text();
  } finally {
    await server.close();
  }
  const path = join(dir, `journal-${queries.length}.jsonl`);
  writeFileSync(path, journalLines(journal));
  return path;
}

test('--replay exits 0 when every request holds, 1 when one violates, and writes the JSON report by request', async () => {
  const server = await listenLocally(testApp({ count: 30 }).app);
  try {
    const good = await contract([
      '--base-url',
      server.url,
      '--token',
      'dev-token',
      '--replay',
      await journalFile(['&limit=5&ordering=expected_date']),
      '--json',
      join(dir, 'run.json'),
      '--junit',
      join(dir, 'run.xml'),
    ]);
    expect(good.code).toBe(0);
    expect(good.out).toContain(`summary: the 1 distinct request your app made: 1 hold on ${server.url}; 0 rely on what the spec leaves open; 0 violate`);
    expect(JSON.parse(readFileSync(join(dir, 'run.json'), 'utf8')).rules).toEqual([
      expect.objectContaining({ rule: `GET ${LISTING}&limit=5&ordering=expected_date`, outcome: 'passed', statement: 'asked once, answered 200' }),
    ]);
    expect(readFileSync(join(dir, 'run.xml'), 'utf8')).toContain(
      `<testcase classname="GET" name="GET ${LISTING.replace('&', '&amp;')}&amp;limit=5&amp;ordering=expected_date"`,
    );
    const bad = await contract(['--base-url', server.url, '--token', 'dev-token', '--replay', await journalFile(['&limit=500', '&limit=5'])]);
    expect(bad.code).toBe(1);
    expect(bad.out).toContain('the request breaks request.limit-within-maximum (§8)');
  } finally {
    await server.close();
  }
});

test('a --replay file that cannot be read is one line and exit 2, before anything is sent', async () => {
  const run = await contract(['--base-url', 'http://127.0.0.1:9', '--token', 'x', '--replay', join(dir, 'missing.har')]);
  expect(run).toEqual({ code: 2, out: '', err: `contract: RPC_REPLAY_UNREADABLE: --replay ${join(dir, 'missing.har')} cannot be read: ENOENT` });
});

test('a flag that chooses rules of the suite is a usage error with --replay or --compare', async () => {
  const run = await contract(['--base-url', 'http://127.0.0.1:9', '--token', 'x', '--compare', 'http://127.0.0.1:9', '--only', 'auth.']);
  expect(run).toEqual({
    code: 2,
    out: '',
    err: "contract: RPC_RULE_FLAG_WITH_REPLAY: --only chooses among the suite's rules; --replay and --compare run none",
  });
});

test('--compare of the mock with itself exits 0, each request the same', async () => {
  const [a, b] = await Promise.all([listenLocally(testApp({ count: 30 }).app), listenLocally(testApp({ count: 30 }).app)]);
  try {
    const run = await contract(['--base-url', a.url, '--token', 'dev-token', '--compare', b.url]);
    expect(run.code).toBe(0);
    expect(run.out).toContain(`summary: 8 requests to A (${a.url}) and B (${b.url}): 8 the same;`);
  } finally {
    await Promise.all([a.close(), b.close()]);
  }
});
