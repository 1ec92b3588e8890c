// release-pages-proxy as a CI job runs it: the compiled command (`npm run build` first) in its own
// process, stopped by a signal, printing its summary and exiting by --fail-on-violation.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { getPriority, tmpdir } from 'node:os';
import { join } from 'node:path';
import { listen as listenOn, type Listening } from '../net/server/listen';
import { listenLocally } from '../net/testing/listenLocally';
import { AUTH, LISTING, testApp } from '../mock/testing/testApp';

const BIN = join(__dirname, '..', '..', 'dist', 'bin', 'release-pages-proxy.js');

let mock: Listening;
/** Answers every request 200 with a listing whose one item has no title and no meta: one violation. */
let broken: Listening;

beforeAll(async () => {
  if (!existsSync(BIN)) throw new Error(`${BIN} is missing: run npm run build first`);
  mock = await listenLocally(testApp().app);
  // The mock compiles its own validators on its first request: warmed here, so that the first answer through the proxy measures the proxy.
  await (await fetch(`${mock.url}${LISTING}`, { headers: AUTH })).arrayBuffer();
  broken = await listenOn(
    (_request, response) => {
      response.writeHead(200, { 'Content-Type': 'application/json', Date: new Date().toUTCString() }).end('{"meta":{"total_count":1},"items":[{"id":1}]}');
    },
    0,
    '127.0.0.1',
  );
});
afterAll(async () => {
  await mock.close();
  await broken.close();
});

/** Starts the command and resolves once it listens. */
async function startCommand(upstream: string, flags: string[]) {
  const child = spawn(process.execPath, [BIN, '--upstream', upstream, '--port', '0', '--timezone', 'UTC', ...flags], { stdio: ['ignore', 'pipe', 'pipe'] });
  const output = { stdout: '', stderr: '' };
  child.stdout.on('data', (chunk) => (output.stdout += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const base = await new Promise<string>((resolve, reject) => {
    child.stderr.on('data', (chunk) => {
      output.stderr += chunk;
      const listening = /release-pages-proxy: (http:\S+)/.exec(output.stderr);
      if (listening) resolve(listening[1]);
    });
    void exited.then((code) => reject(new Error(`exited with ${code} before listening: ${output.stderr}`)));
  });
  /** Asks for a listing through the proxy: its time in ms. */
  const ask = async () => {
    const started = performance.now();
    await (await fetch(`${base}${LISTING}&limit=200`, { headers: AUTH })).arrayBuffer();
    return performance.now() - started;
  };
  return { child, exited, output, ask, base };
}

/** Starts the command, sends one listing request through it, then `signal`: its exit code and output. */
async function runOnce(upstream: string, flags: string[], signal: NodeJS.Signals) {
  const { child, exited, output, ask } = await startCommand(upstream, flags);
  await ask();
  child.kill(signal);
  return { code: await exited, ...output };
}

test('the checks are compiled before the port opens: the first answer is about as quick as the next', async () => {
  const { child, exited, ask } = await startCommand(mock.url, []);
  const [first, second] = [await ask(), await ask()];
  child.kill('SIGTERM');
  await exited;
  // Compiled on the first request, the checks would make it clearly slower than the second.
  expect(first).toBeLessThan(second + 250);
}, 30_000);

test('SIGTERM while an answer is under way: the answer is finished and counted, then exit 0', async () => {
  const { child, exited, output, base } = await startCommand(mock.url, []);
  const answer = fetch(`${base}${LISTING}&limit=5`, { headers: { ...AUTH, Prefer: 'latency=800' } });
  await new Promise((resolve) => setTimeout(resolve, 300));
  child.kill('SIGTERM');
  const response = await answer;
  expect(response.status).toBe(200);
  expect(((await response.json()) as { items: unknown[] }).items).toHaveLength(5);
  expect(await exited).toBe(0);
  expect(output.stderr).toContain('1 answers checked, 0 violations');
}, 30_000);

test('SIGINT after a clean answer: the summary, exit 0 even with --fail-on-violation', async () => {
  const { code, stderr, stdout } = await runOnce(mock.url, ['--fail-on-violation'], 'SIGINT');
  expect(stderr).toContain('1 answers checked, 0 violations, 0 upstream failures, 0 invalid requests');
  expect(stdout).toBe('');
  expect(code).toBe(0);
}, 30_000);

test.each([
  ['SIGINT', [], 0],
  ['SIGTERM', [], 0],
  ['SIGINT', ['--fail-on-violation'], 1],
  ['SIGTERM', ['--fail-on-violation'], 1],
] as const)(
  '%s after a violating answer with flags %j: the summary table and exit %d',
  async (signal, flags, expected) => {
    const report = join(mkdtempSync(join(tmpdir(), 'proxy-cli-')), 'violations.jsonl');
    const { code, stderr, stdout } = await runOnce(broken.url, [...flags, '--report', report], signal);
    expect(stderr).toContain(
      '1 answers checked, 1 violations, 0 upstream failures, 0 invalid requests\n     1  violated      fields.default-holds-id-title-meta\n',
    );
    expect(stdout).toContain('"kind":"violation","request":{"method":"GET"');
    expect(readFileSync(report, 'utf8').trim().split('\n')).toEqual(stdout.trim().split('\n'));
    expect(code).toBe(expected);
  },
  30_000,
);

/** The nice values of the process's threads other than the main one (where /proc has them). */
const threadNices = (pid: number) =>
  readdirSync(`/proc/${pid}/task`)
    .filter((tid) => Number(tid) !== pid)
    .map((tid) => Number(readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8').split(') ')[1].split(' ')[16]));

test.each([
  [[], 0],
  [['--checks-priority', '10'], 10],
  [['--violations-header', '--checks-priority', '15'], 15],
] as const)(
  "with flags %j the checks thread runs at nice %d, every other thread at the process's priority",
  async (flags, nice) => {
    const { child, exited, output } = await startCommand(mock.url, [...flags]);
    try {
      if (!existsSync('/proc/thread-self')) {
        // No /proc: the checks run at the process's priority, and the proxy says so.
        expect(output.stderr).toContain(nice > 0 ? "the checks run at the process's priority" : 'release-pages-proxy: http');
        return;
      }
      // Every other thread (libuv's, V8's) keeps the process's priority.
      const nices = threadNices(child.pid!);
      expect(nices.filter((value) => value !== getPriority(child.pid!))).toEqual(nice > 0 ? [nice] : []);
      expect(output.stderr).not.toContain("the checks run at the process's priority");
    } finally {
      child.kill('SIGTERM');
      await exited;
    }
  },
  30_000,
);

test('a --checks-priority outside 0-19 stops start-up with one line', async () => {
  const child = spawn(process.execPath, [BIN, '--upstream', mock.url, '--checks-priority', '20'], { stdio: ['ignore', 'pipe', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const code = await new Promise((resolve) => child.once('exit', resolve));
  expect(code).toBe(1);
  expect(stderr.trim()).toBe("error: option '--checks-priority <nice>' argument '20' is invalid. not a nice value from 0 to 19");
}, 30_000);
