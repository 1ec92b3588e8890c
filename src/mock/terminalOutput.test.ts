// The mock's own lines reach a terminal sanitized: a client's escape sequences, sent in a query,
// are not printed raw in the stop line; a deployment's, in what capture says of it, neither.
import { listen } from '../net/server/listen';
import { captureMain } from './captureCommand';
import { startMockCommand } from './testing/mockCommand';

// eslint-disable-next-line no-control-regex -- the tests look for control characters
const CONTROLS = /[\x00-\x09\x0b-\x1f\x7f-\x9f]/;

jest.setTimeout(60_000);

test("a client's ordering with OSC and CSI sequences is printed without them at the stop", async () => {
  const mock = await startMockCommand(['--count', '20']);
  let stdout = '';
  mock.child.stdout.on('data', (chunk) => (stdout += chunk));
  const answer = await fetch(`${mock.url}/api/v2/pages/?type=releases.ReleasePage&ordering=%1b%5d0;PWNED%07%1b%5b2J`, {
    headers: { Authorization: 'Token dev-token' },
  });
  await answer.arrayBuffer();
  mock.child.kill('SIGTERM');
  await mock.exited;
  // The stop line names what the client relied on, the escape sequences (an OSC's payload among them) taken out.
  expect(stdout).toContain('relied on what the spec leaves open (not errors): ordering= (§4.1)');
  expect(stdout + mock.stderr()).not.toMatch(CONTROLS);
});

test("capture's line about a deployment's refusal holds none of the escape sequences the deployment sent", async () => {
  const deployment = await listen(
    (_request, response) => response.writeHead(400, { 'Content-Type': 'application/json' }).end('{"message": "\u001b]0;PWNED\u0007no\u001b[2J"}'),
    0,
    '127.0.0.1',
  );
  const printed: string[] = [];
  jest.spyOn(console, 'error').mockImplementation((line: string) => void printed.push(line));
  const exitCode = process.exitCode;
  try {
    process.env.CAPTURE_TOKEN = 'a-token-for-the-test';
    await captureMain(['--base-url', deployment.url, '--out', '/nonexistent/never-written.json']);
    expect(process.exitCode).toBe(2);
  } finally {
    process.exitCode = exitCode;
    delete process.env.CAPTURE_TOKEN;
    jest.restoreAllMocks();
    await deployment.close();
  }
  expect(printed.join('\n')).toMatch(/^release-pages-mock capture: RPM_CAPTURE_FAILED: could not capture: .*answered .*status 400/);
  expect(printed.join('\n')).not.toMatch(CONTROLS);
});
