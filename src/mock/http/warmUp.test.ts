import type { RequestListener } from 'node:http';
import { warmUp } from './warmUp';

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
