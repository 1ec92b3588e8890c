// A URL flag with a user name or password is refused at start by every command that takes one, in
// one line that never repeats the password.
import { runContract } from '../contract/cli';
import { CaptureError, runCapture } from '../mock/captureCommand';
import { quietCommand } from '../mock/testing/captureRuns';
import { credentialsRefusal, holdsCredentials } from './urlCredentials';
import { printable } from './printable';

const PASSWORD = 'secret-password';

afterEach(() => jest.restoreAllMocks());

test.each([
  ['http://user:secret-password@example.com', true],
  ['https://user@example.com/api', true],
  ['http://:secret-password@[::1]:8000', true],
  ['http//user:secret-password@example.com', false],
  ['https://example.com/api?contact=someone@example.com', false],
  ['http://127.0.0.1:8000', false],
])('%s holds credentials: %s', (url, expected) => {
  expect(holdsCredentials(url)).toBe(expected);
});

test('the refusal names the flag, not the value', () => {
  const refusal = credentialsRefusal('--base-url', `https://user:${PASSWORD}@example.com`);
  expect(refusal?.code).toBe('RP_URL_CREDENTIALS');
  expect(refusal?.message).toMatch(/^--base-url holds a user name or password/);
  expect(refusal?.message).not.toContain(PASSWORD);
  expect(credentialsRefusal('--base-url', 'https://example.com')).toBeUndefined();
});

test("printable hides a URL's credentials wherever they are in a text, and keeps the rest", () => {
  expect(printable(`GET http://user:${PASSWORD}@example.com/x failed; see https://example.com/a@b`)).toBe(
    'GET http://…@example.com/x failed; see https://example.com/a@b',
  );
});

test('the suite refuses --base-url with credentials before sending anything: exit 2, one line without the password', async () => {
  const stderr: string[] = [];
  jest.spyOn(console, 'error').mockImplementation((line: string) => void stderr.push(line));
  jest.spyOn(console, 'log').mockImplementation(() => {});
  const code = await runContract(['--base-url', `http://user:${PASSWORD}@127.0.0.1:9`, '--token', 'a-token-for-the-test'], () =>
    Promise.reject(new Error('unused')),
  );
  expect(code).toBe(2);
  expect(stderr).toEqual([expect.stringMatching(/^contract: RP_URL_CREDENTIALS: --base-url holds a user name or password/)]);
  expect(stderr.join('')).not.toContain(PASSWORD);
});

test('capture refuses --base-url with credentials before sending anything: exit 2, without the password', async () => {
  const run = runCapture(['--base-url', `http://user:${PASSWORD}@127.0.0.1:9`, '--out', '/nonexistent/never-written.json'], {
    command: quietCommand(),
    env: { CAPTURE_TOKEN: 'a-token-for-the-test' },
  });
  const error = await run.catch((thrown: unknown) => thrown);
  expect(error).toBeInstanceOf(CaptureError);
  expect((error as CaptureError).exitCode).toBe(2);
  expect((error as CaptureError).message).toMatch(/^--base-url holds a user name or password/);
  expect((error as CaptureError).message).not.toContain(PASSWORD);
});
