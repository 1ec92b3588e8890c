// release-pages-proxy's lines reach a terminal sanitized (the compiled command, `npm run build`
// first): a client's escape sequences are not printed raw, and a password in a URL is never printed.
import { spawn, spawnSync } from 'node:child_process';
import { connect } from 'node:net';
import { join } from 'node:path';
import type { Listening } from '../net/server/listen';
import { listenLocally } from '../net/testing/listenLocally';
import { AUTH, LISTING, testApp } from '../mock/testing/testApp';

jest.setTimeout(30_000);

const BIN = join(__dirname, '..', '..', 'dist', 'bin', 'release-pages-proxy.js');
// eslint-disable-next-line no-control-regex -- the test looks for control characters
const CONTROLS = /[\x00-\x09\x0b-\x1f\x7f-\x9f]/;

let mock: Listening;
beforeAll(async () => {
  mock = await listenLocally(testApp().app);
});
afterAll(() => mock.close());

test("a client's fields= with an OSC 52 (a clipboard write) and a request target with a password: the lines and the exit summary hold neither", async () => {
  const child = spawn(process.execPath, [BIN, '--upstream', mock.url, '--port', '0', '--timezone', 'UTC'], { stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const base = await new Promise<string>((resolve) => {
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
      const listening = /release-pages-proxy: (http:\S+)/.exec(stderr);
      if (listening) resolve(listening[1]);
    });
  });
  await (await fetch(`${base}${LISTING}&fields=%1b%5d52;c;ZXZpbA==%07title,%9b2J`, { headers: AUTH })).arrayBuffer();
  // An absolute-form target naming credentials: refused, and told without them.
  const { port } = new URL(base);
  await new Promise<void>((resolve) => {
    const socket = connect(Number(port), '127.0.0.1', () =>
      socket.end('GET http://user:secret-password@example.com/x HTTP/1.1\r\nHost: example.com\r\nConnection: close\r\n\r\n'),
    );
    socket.on('data', () => {}).on('close', () => resolve());
  });
  child.kill('SIGTERM');
  await exited;
  expect(stdout).toContain('"kind":"refused-request"');
  expect(stdout).toContain('http://…@example.com/x');
  expect(stdout + stderr).not.toContain('secret-password');
  expect(stdout + stderr).not.toMatch(CONTROLS);
});

test('--upstream with a user and password is refused in one line that does not repeat the password', () => {
  const run = spawnSync(process.execPath, [BIN, '--upstream', 'http://user:secret-password@127.0.0.1:9'], { encoding: 'utf8' });
  expect(run.status).not.toBe(0);
  expect(run.stderr).toMatch(/--upstream <url>.*a URL with credentials/);
  expect(run.stderr).not.toContain('secret-password');
});
