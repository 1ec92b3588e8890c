// Where the request's problems are judged: without --block-invalid on the checks thread with the
// answer (off the forwarding thread's path), and on the forwarding thread where no answer reaches
// the checks; with --block-invalid on the forwarding thread, once. The report says the same either way.
import { AUTH, LISTING, testApp } from '../mock/testing/testApp';
import { listenLocally } from '../net/testing/listenLocally';
import type { Listening } from '../net/server/listen';
import { REPORT_PATH } from './proxyHandler';
import { startProxy, type RunningProxy } from './testing/startProxy';

jest.setTimeout(30_000);

let mock: Listening;
beforeAll(async () => {
  mock = await listenLocally(testApp().app);
});
afterAll(() => mock.close());

const kinds = (proxy: RunningProxy) => proxy.lines.map((line) => (JSON.parse(line) as { kind: string }).kind);

async function withProxy(upstream: string, options: Parameters<typeof startProxy>[1], run: (proxy: RunningProxy) => Promise<void>): Promise<void> {
  const proxy = await startProxy(upstream, options);
  try {
    await run(proxy);
  } finally {
    await proxy.close();
  }
}

test('answers that go on at once: the checks thread reports the problem, counted once the report is asked for', async () => {
  await withProxy(mock.url, { violationsHeader: false }, async (proxy) => {
    const answer = await fetch(`${proxy.url}${LISTING}&limit=201`, { headers: AUTH });
    expect(answer.status).toBe(400);
    const counts = (await (await fetch(`${proxy.url}${REPORT_PATH}`)).json()) as { clientProblems: number; answers: number };
    expect(counts).toMatchObject({ clientProblems: 1, answers: 1 });
    expect(kinds(proxy)).toEqual(['client-problem']);
    expect(proxy.lines[0]).toContain('limit');
  });
});

test('no answer reaches the checks thread (the upstream is gone): the problem is still reported, before the failure', async () => {
  const gone = await listenLocally(testApp().app);
  const url = gone.url;
  await gone.close();
  await withProxy(url, { violationsHeader: false }, async (proxy) => {
    const answer = await fetch(`${proxy.url}${LISTING}&colour=1`, { headers: AUTH });
    expect(answer.status).toBe(502);
    expect(kinds(proxy)).toEqual(['client-problem', 'upstream-failure']);
    expect(proxy.lines[0]).toContain('colour');
  });
});

test('--block-invalid: judged on the forwarding thread, reported once, a conforming request forwarded', async () => {
  await withProxy(mock.url, { blockInvalid: true }, async (proxy) => {
    expect((await fetch(`${proxy.url}${LISTING}&limit=201`, { headers: AUTH })).status).toBe(400);
    expect((await fetch(`${proxy.url}${LISTING}&limit=5`, { headers: AUTH })).status).toBe(200);
    const counts = (await (await fetch(`${proxy.url}${REPORT_PATH}`)).json()) as { clientProblems: number; answers: number };
    expect(counts).toMatchObject({ clientProblems: 1, answers: 1 });
    expect(kinds(proxy)).toEqual(['client-problem']);
  });
});
