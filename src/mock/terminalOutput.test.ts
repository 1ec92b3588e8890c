// The mock's own lines reach a terminal sanitized: a client's escape sequences, sent in a query,
// are not printed raw in the stop line.
import { startMockCommand } from './testing/mockCommand';

jest.setTimeout(60_000);

test("a client's ordering with OSC and CSI sequences is printed without them at the stop", async () => {
  const mock = await startMockCommand(['--count', '20']);
  let stdout = '';
  mock.child.stdout.on('data', (chunk) => (stdout += chunk));
  const answer = await fetch(`${mock.url}/api/v2/pages/?type=releases.ReleasePage&ordering=%1b%5d0;PWNED%07%1b%5b2J`, { headers: { Authorization: 'Token dev-token' } });
  await answer.arrayBuffer();
  mock.child.kill('SIGTERM');
  await mock.exited;
  // The stop line names what the client relied on, the escape sequences (an OSC's payload among them) taken out.
  expect(stdout).toContain('relied on what the spec leaves open: ordering= (§4.1)');
  // eslint-disable-next-line no-control-regex -- the test looks for control characters
  expect(stdout + mock.stderr()).not.toMatch(/[\x00-\x09\x0b-\x1f\x7f-\x9f]/);
});
