// Tests of the start-up's warm-up request: where it goes, and that the log and the journal leave it out.
import { get, type RequestListener } from 'node:http';
import { listen } from '../../net/server/listen';
import { isWarmUp, warmUp } from './warmUp';

/** The Host of each request the app received. */
function recordingApp(): { app: RequestListener; hosts: (string | undefined)[] } {
  const hosts: (string | undefined)[] = [];
  return { hosts, app: (req, res) => (hosts.push(req.headers.host), res.end()) };
}

test('the start-up request goes to the loopback address, or with the Host it is given (one --allowed-hosts allows)', async () => {
  const { app, hosts } = recordingApp();
  await warmUp(app, 'key');
  await warmUp(app, 'key', 'mock.test');
  expect(hosts).toEqual([expect.stringMatching(/^127\.0\.0\.1:\d+$/), 'mock.test']);
});

test('the start-up request is the warm-up, which the log and the journal leave out; a client request through the same app is not', async () => {
  const seen: boolean[] = [];
  const app: RequestListener = (req, res) => (seen.push(isWarmUp(req)), res.end());
  await warmUp(app, 'key');
  const server = await listen(app, 0, '127.0.0.1', true);
  try {
    await new Promise<void>((resolve, reject) => get(server.url, (response) => response.resume().once('end', resolve)).once('error', reject));
  } finally {
    await server.close();
  }
  expect(seen).toEqual([true, false]);
});
