// Tests that `release-pages-mock` stops on SIGTERM, finishing or cutting answers under way.
import { startMockCommand } from './testing/mockCommand';
import { keepAliveGet, rawConnection } from '../net/testing/rawConnection';

const LIST = '/api/v2/pages/?type=releases.ReleasePage&limit=1';
const slowList = (ms: number) => keepAliveGet(LIST, { Authorization: 'Token dev-token', Prefer: `latency=${ms}` });

/** Sends SIGTERM and resolves with the exit code and the milliseconds it took to exit. */
async function terminate(mock: Awaited<ReturnType<typeof startMockCommand>>): Promise<{ code: number | null; ms: number }> {
  const start = performance.now();
  mock.child.kill('SIGTERM');
  const code = await mock.exited;
  return { code, ms: performance.now() - start };
}

describe('release-pages-mock stops on SIGTERM', () => {
  test('at once, with 0, though a keep-alive connection and a silent one are open', async () => {
    const mock = await startMockCommand(['--count', '20']);
    const idle = await rawConnection(mock.url, keepAliveGet('/openapi.yaml'));
    await new Promise((resolve) => idle.socket.once('data', resolve));
    const silent = await rawConnection(mock.url);
    const { code, ms } = await terminate(mock);
    expect(code).toBe(0);
    expect(ms).toBeLessThan(1500);
    await Promise.all([idle.closed, silent.closed]);
  }, 30_000);

  test('with 0 once an answer under way is sent in full', async () => {
    const mock = await startMockCommand(['--count', '20']);
    const busy = await rawConnection(mock.url, slowList(1000));
    await new Promise((resolve) => setTimeout(resolve, 200));
    const { code, ms } = await terminate(mock);
    expect(code).toBe(0);
    expect(ms).toBeGreaterThan(500);
    const answer = await busy.closed;
    expect(answer).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
    expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4)).meta.total_count).toBe(20);
  }, 30_000);

  test('with 0 after --shutdown-grace, closing the connection of an answer still under way', async () => {
    const mock = await startMockCommand(['--count', '20', '--shutdown-grace', '1']);
    const busy = await rawConnection(mock.url, slowList(10_000));
    await new Promise((resolve) => setTimeout(resolve, 200));
    const { code, ms } = await terminate(mock);
    expect(code).toBe(0);
    expect(ms).toBeGreaterThan(900);
    expect(ms).toBeLessThan(2500);
    expect(await busy.closed).toBe('');
  }, 30_000);
});
