// Tests of `release-pages-contract`: exit codes, usage errors, reports and flags.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { testApp } from '../mock/testing/testApp';
import { faultyApp, type Fault } from '../../contract-tests/faults/harness';
import { closedPort, listenLocally } from '../net/testing/listenLocally';
import { SOURCE_FLAGS } from '../net/testing/sourceFlags';

const ROOT = join(__dirname, '..', '..');
const CHILD_TIMEOUT_MS = 25_000;
const TEST_TIMEOUT_MS = 30_000;

// A small dataset keeps each run quick.
const { app: mock } = testApp({ count: 200, validateResponses: false });

/** A mock that lets requests without a token through, as if they carried the development token. */
const letsAnonymousIn: Fault = {
  name: 'requests without a token are served',
  caughtBy: 'auth.missing-token-is-401',
  request: (req) => {
    req.headers.authorization ??= 'Token dev-token';
  },
};

interface CliRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs the CLI as a child process, with the CONTRACT_* variables of this process removed and `env` added. */
function cli(args: string[], env: Record<string, string> = {}): Promise<CliRun> {
  const base = { ...process.env };
  delete base.CONTRACT_BASE_URL;
  delete base.CONTRACT_TOKEN;
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [...SOURCE_FLAGS, 'src/bin/release-pages-contract.ts', ...args],
      { cwd: ROOT, env: { ...base, ...env }, timeout: CHILD_TIMEOUT_MS, maxBuffer: 16 * 1024 * 1024 },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : null) : 0;
        resolve({ code, stdout, stderr });
      },
    );
  });
}

const servers: { close: () => Promise<void> }[] = [];
const dirs: string[] = [];

afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

async function serveMock(app = mock): Promise<string> {
  const server = await listenLocally(app);
  servers.push(server);
  return server.url;
}

function tempFile(name: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'contract-cli-'));
  dirs.push(dir);
  return join(dir, name);
}

const ruleLines = (stdout: string) => stdout.split('\n').filter((line) => /^[✓✗-] \S+ \(§[^)]*\)( \(skipped: .*\))?$/.test(line));
const SUMMARY = /^contract: (\d+) passed, (\d+) failed, (\d+) skipped \(\d+ requests in \d+\.\d s\)$/m;

describe('exit code 2: the suite could not run', () => {
  test(
    'an unreachable server, said in one line on stderr, without the token',
    async () => {
      const port = await closedPort();
      const run = await cli(['--base-url', `http://127.0.0.1:${port}`, '--token', 'a-secret-token-0123456789']);
      expect(run.code).toBe(2);
      const lines = run.stderr.trimEnd().split('\n');
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(new RegExp(`^contract: RP_NO_ANSWER: could not run: GET http://127\\.0\\.0\\.1:${port}/\\S+ did not answer \\(ECONNREFUSED\\)`));
      expect(run.stderr).not.toContain('a-secret-token-0123456789');
      expect(run.stdout).not.toMatch(SUMMARY);
    },
    TEST_TIMEOUT_MS,
  );

  test(
    'a refused token, said in one line on stderr',
    async () => {
      const url = await serveMock();
      const run = await cli(['--base-url', url, '--token', 'wrong']);
      expect(run.code).toBe(2);
      const lines = run.stderr.trimEnd().split('\n');
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(/^contract: RPC_TOKEN_REFUSED: could not run: the token was refused: 401\b/);
      expect(run.stdout).not.toMatch(SUMMARY);
    },
    TEST_TIMEOUT_MS,
  );

  test(
    'a server that does not answer within --timeout, said in one line on stderr',
    async () => {
      // How long the first request was held before the client gave up, seen by the server: the CLI's
      // own start-up (seconds under load) is not part of it.
      let heldMs: number | undefined;
      const hanging = http.createServer((req) => {
        const arrived = performance.now();
        req.socket.once('close', () => (heldMs ??= performance.now() - arrived));
      });
      await new Promise<void>((resolve) => hanging.listen(0, '127.0.0.1', () => resolve()));
      servers.push({
        close: () =>
          new Promise<void>((resolve) => {
            hanging.closeAllConnections();
            hanging.close(() => resolve());
          }),
      });
      const url = `http://127.0.0.1:${(hanging.address() as AddressInfo).port}`;
      const run = await cli(['--base-url', url, '--token', 'dev-token', '--timeout', '300']);
      expect(run.code).toBe(2);
      const lines = run.stderr.trimEnd().split('\n');
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(
        new RegExp(`^contract: RP_NO_ANSWER: could not run: GET ${url.replace(/\./g, '\\.')}/\\S+ did not answer \\(no answer within 300 ms\\)`),
      );
      // Well under the default timeout of 15 s: the flag was applied.
      expect(heldMs).toBeLessThan(5_000);
    },
    TEST_TIMEOUT_MS,
  );

  test(
    'no token for a given --base-url, said in one line on stderr',
    async () => {
      const url = await serveMock();
      const run = await cli(['--base-url', url]);
      expect(run.code).toBe(2);
      expect(run.stderr).toBe('contract: RPC_TOKEN_MISSING: a token is needed: --token or CONTRACT_TOKEN\n');
    },
    TEST_TIMEOUT_MS,
  );

  test(
    'a usage error exits with 2, not with the 1 of a failed rule',
    async () => {
      const run = await cli(['--base-url', 'http://127.0.0.1:9', '--token', 'dev-token', '--profile', 'nope']);
      expect(run.stderr).toContain("error: option '--profile <profile>' argument 'nope' is invalid");
      expect(run.code).toBe(2);
    },
    TEST_TIMEOUT_MS,
  );
});

describe('against a mock', () => {
  test(
    'exit code 0 when every rule passed, with the rule-by-rule summary',
    async () => {
      const url = await serveMock();
      const run = await cli(['--base-url', url, '--token', 'dev-token', '--profile', 'mock', '--only', 'auth.']);
      expect(run.stderr).toBe('');
      expect(run.code).toBe(0);
      expect(run.stdout).toContain(`Release Pages contract suite, profile mock, against ${url}\n`);
      expect(ruleLines(run.stdout)).toEqual(['✓ auth.missing-token-is-401 (§5.5)', '✓ auth.malformed-token-is-401 (§5.2)', '✓ auth.wrong-token-is-401 (§5.5)']);
      expect(run.stdout.match(SUMMARY)?.slice(1)).toEqual(['3', '0', '0']);
    },
    TEST_TIMEOUT_MS,
  );

  test(
    'exit code 1 when a rule failed, with the failure and its replay as curl',
    async () => {
      const url = await serveMock(faultyApp(mock, letsAnonymousIn));
      const run = await cli(['--base-url', url, '--token', 'dev-token', '--profile', 'mock', '--only', 'auth.']);
      expect(run.code).toBe(1);
      expect(ruleLines(run.stdout)).toEqual(['✗ auth.missing-token-is-401 (§5.5)', '✓ auth.malformed-token-is-401 (§5.2)', '✓ auth.wrong-token-is-401 (§5.5)']);
      const lines = run.stdout.split('\n');
      const block = lines.findIndex((line) => line.startsWith('✗ auth.missing-token-is-401 (§5.5): '));
      expect(block).toBeGreaterThan(0);
      expect(lines[block + 2]).toBe('  expected: status 401');
      expect(lines[block + 3]).toMatch(/^ {2}actual: {3}status 200: /);
      expect(lines[block + 4]).toBe(`  replay:   curl -i '${url}/api/v2/pages/?type=releases.ReleasePage&limit=5&fields=*'`);
      expect(run.stdout.match(SUMMARY)?.slice(1)).toEqual(['2', '1', '0']);
    },
    TEST_TIMEOUT_MS,
  );

  test(
    '--junit FILE writes the run as JUnit XML, failures included',
    async () => {
      const url = await serveMock(faultyApp(mock, letsAnonymousIn));
      const file = tempFile('contract.xml');
      const run = await cli(['--base-url', url, '--token', 'dev-token', '--junit', file, '--profile', 'mock', '--only', 'auth.']);
      expect(run.code).toBe(1);
      const xml = readFileSync(file, 'utf8');
      expect(xml.startsWith('<?xml')).toBe(true);
      expect(xml.match(/<testcase\b/g)).toHaveLength(3);
      expect(xml.match(/<failure\b/g)).toHaveLength(1);
      expect(xml).toMatch(
        /<testcase classname="auth" name="auth\.missing-token-is-401" time="[\d.]+">\s*<properties>\s*<property name="section" value="§5\.5"\/>[\s\S]*?<\/properties>\s*<failure /,
      );
      expect(xml).toContain('name="auth.malformed-token-is-401"');
      expect(xml).toContain('name="auth.wrong-token-is-401"');
    },
    TEST_TIMEOUT_MS,
  );

  test(
    '--junit FILE, --html FILE and --json FILE are all written, without the token',
    async () => {
      const url = await serveMock(faultyApp(mock, letsAnonymousIn));
      const [junit, html, json] = [tempFile('contract.xml'), tempFile('contract.html'), tempFile('contract.json')];
      const run = await cli([
        '--base-url',
        url,
        '--token',
        'dev-token',
        '--junit',
        junit,
        '--html',
        html,
        '--json',
        json,
        '--profile',
        'mock',
        '--only',
        'auth.',
      ]);
      expect(run.code).toBe(1);
      const xml = readFileSync(junit, 'utf8');
      expect(xml.match(/<testcase\b/g)).toHaveLength(3);
      expect(xml).toContain(`<property name="baseUrl" value="${url}"/>`);
      const page = readFileSync(html, 'utf8');
      expect(page.startsWith('<!doctype html>')).toBe(true);
      expect(page).toContain('<p class="counts">2 passed, 1 failed, 0 skipped</p>');
      expect(page).toMatch(
        /<li class="rule failed" id="auth\.missing-token-is-401">[\s\S]*?<code class="name">auth\.missing-token-is-401<\/code>[\s\S]*?<dt>replay<\/dt>/,
      );
      const document = readFileSync(json, 'utf8');
      expect(JSON.parse(document)).toMatchObject({
        baseUrl: url,
        profile: 'mock',
        counts: { passed: 2, failed: 1, skipped: 0 },
        rules: [{ rule: 'auth.missing-token-is-401', outcome: 'failed' }, {}, {}],
      });
      for (const text of [xml, page, document]) expect(text).not.toContain('dev-token');
    },
    TEST_TIMEOUT_MS,
  );

  test(
    '--max-requests bounds the run: once it is spent, the rules are skipped with the reason',
    async () => {
      // The preflight takes the one request; the auth rules need no snapshot, so none is read.
      const url = await serveMock();
      const run = await cli(['--base-url', url, '--token', 'dev-token', '--max-requests', '1', '--profile', 'mock', '--only', 'auth.']);
      const reason = '(skipped: the request budget of 1 is spent (raise --max-requests))';
      expect(ruleLines(run.stdout)).toEqual([
        `- auth.missing-token-is-401 (§5.5) ${reason}`,
        `- auth.malformed-token-is-401 (§5.2) ${reason}`,
        `- auth.wrong-token-is-401 (§5.5) ${reason}`,
      ]);
      expect(run.stdout).toMatch(/^contract: 0 passed, 0 failed, 3 skipped \(1 requests in /m);
    },
    TEST_TIMEOUT_MS,
  );

  test(
    'CONTRACT_BASE_URL and CONTRACT_TOKEN work instead of the flags',
    async () => {
      const url = await serveMock();
      const run = await cli(['--profile', 'mock', '--only', 'auth.'], { CONTRACT_BASE_URL: url, CONTRACT_TOKEN: 'dev-token' });
      expect(run.stderr).toBe('');
      expect(run.code).toBe(0);
      expect(run.stdout).not.toContain('started the mock');
      expect(run.stdout).toContain(`profile mock, against ${url}\n`);
      expect(run.stdout.match(SUMMARY)?.slice(1)).toEqual(['3', '0', '0']);
    },
    TEST_TIMEOUT_MS,
  );

  test(
    'a CONTRACT_TOKEN the server refuses gives exit code 2',
    async () => {
      const url = await serveMock();
      const run = await cli(['--only', 'auth.'], { CONTRACT_BASE_URL: url, CONTRACT_TOKEN: 'not-a-token' });
      expect(run.code).toBe(2);
      expect(run.stderr.trimEnd().split('\n')).toEqual([expect.stringMatching(/^contract: RPC_TOKEN_REFUSED: could not run: the token was refused: 401\b/)]);
    },
    TEST_TIMEOUT_MS,
  );
});

describe('skips, deadlines and faults', () => {
  test(
    '--fail-on-skip: a skipped rule gives exit code 1; without it, 0',
    async () => {
      // 200 releases: a page above the maximum cannot be told from the whole result, so that rule is skipped.
      const url = await serveMock();
      const args = ['--base-url', url, '--token', 'dev-token', '--only', 'paging.no-page-exceeds-200'];
      const plain = await cli(args);
      expect(plain.stdout).toMatch(/^contract: 0 passed, 0 failed, 1 skipped/m);
      expect(plain.code).toBe(0);
      expect((await cli([...args, '--fail-on-skip'])).code).toBe(1);
    },
    TEST_TIMEOUT_MS,
  );

  test(
    '--deadline: once it has passed, no rule starts; the rest are skipped naming it',
    async () => {
      const url = await serveMock();
      const run = await cli(['--base-url', url, '--token', 'dev-token', '--deadline', '1', '--rate', '20']);
      expect(run.code).toBe(0);
      expect(run.stdout).toContain('(skipped: the deadline of 1 s had passed (--deadline))');
    },
    TEST_TIMEOUT_MS,
  );

  test(
    'a server that breaks down mid-run: exit code 2, one line on stderr, and the reports are written with the fault',
    async () => {
      let served = 0;
      const breaking = http.createServer((req, res) => {
        if (++served > 10) res.writeHead(502, { 'Content-Type': 'text/html' }).end('<h1>502 Bad Gateway</h1>');
        else mock(req, res);
      });
      await new Promise<void>((resolve) => breaking.listen(0, '127.0.0.1', () => resolve()));
      servers.push({ close: () => new Promise<void>((resolve) => breaking.close(() => resolve())) });
      const url = `http://127.0.0.1:${(breaking.address() as AddressInfo).port}`;
      const dir = mkdtempSync(join(tmpdir(), 'contract-fault-'));
      dirs.push(dir);
      const run = await cli(['--base-url', url, '--token', 'dev-token', '--junit', join(dir, 'r.xml'), '--html', join(dir, 'r.html')]);
      expect(run.code).toBe(2);
      expect(run.stderr.trimEnd().split('\n')).toEqual([
        expect.stringMatching(
          /^contract: RP_ANSWER_FAULT_EVERYWHERE: stopped after \d+ rules: GET http:\S+ answered a server error \(status 502, text\/html: <h1>502 Bad Gateway<\/h1>\)/,
        ),
      ]);
      expect(readFileSync(join(dir, 'r.xml'), 'utf8')).toContain('<error');
      expect(readFileSync(join(dir, 'r.html'), 'utf8')).toContain('502 Bad Gateway');
    },
    TEST_TIMEOUT_MS,
  );
});
