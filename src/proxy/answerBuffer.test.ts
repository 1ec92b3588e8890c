// The answer's one buffer (answerGathering.ts): gathered from chunks without Content-Length, sent
// byte for byte, and handed to the checks thread once the client's write of it is over (a slow client too).
import express from 'express';
import { ServerResponse } from 'node:http';
import { connect } from 'node:net';
import { AUTH, LISTING, testApp } from '../mock/testing/testApp';
import { listenLocally } from '../net/testing/listenLocally';
import type { Listening } from '../net/server/listen';
import { CheckQueue } from './checkQueue';
import { REPORT_PATH } from './names';
import { startProxy, type RunningProxy } from './testing/startProxy';

jest.setTimeout(30_000);

type Body = { items: { status?: { color: string } }[] };

let mock: Listening;
let chunked: Listening;
beforeAll(async () => {
  mock = await listenLocally(testApp().app);
  // The mock's answer in 1,000-byte chunks without Content-Length, a turn of the event loop between
  // them; with `broken=1` (taken off before the mock sees it) the last item's color is not #RRGGBB.
  chunked = await listenLocally(
    express().use(async (request, response) => {
      const broken = request.url!.endsWith('&broken=1');
      const answer = await fetch(`${mock.url}${request.url!.replace('&broken=1', '')}`, { headers: { Authorization: request.headers.authorization ?? '' } });
      let bytes = Buffer.from(await answer.arrayBuffer());
      if (broken) {
        const body = JSON.parse(bytes.toString()) as Body;
        body.items[body.items.length - 1].status!.color = 'orange';
        bytes = Buffer.from(JSON.stringify(body));
      }
      response.writeHead(answer.status, { 'Content-Type': 'application/json', Date: answer.headers.get('date')! });
      for (let at = 0; at < bytes.length; at += 1000) {
        response.write(bytes.subarray(at, at + 1000));
        await new Promise(setImmediate);
      }
      response.end();
    }),
  );
});
afterAll(() => Promise.all([mock.close(), chunked.close()]));

const report = async (proxy: RunningProxy) =>
  (await (await fetch(`${proxy.url}/__proxy/report`)).json()) as { answers: number; violations: Record<string, number>; uncheckedAnswers: number };

test('answers without Content-Length, small and past the first 64 KiB guess, are passed on byte for byte and judged', async () => {
  const proxy = await startProxy(chunked.url, { violationsHeader: false });
  try {
    const paths = [`${LISTING}&limit=0`, `${LISTING}&limit=5`, `${LISTING}&fields=*&limit=200`, `${LISTING}&fields=*&limit=200&broken=1`];
    for (const path of paths) {
      const [direct, proxied] = await Promise.all([fetch(`${chunked.url}${path}`, { headers: AUTH }), fetch(`${proxy.url}${path}`, { headers: AUTH })]);
      expect(proxied.headers.get('transfer-encoding')).toBe('chunked');
      expect(Buffer.from(await proxied.arrayBuffer()).equals(Buffer.from(await direct.arrayBuffer()))).toBe(true);
    }
    const counts = await report(proxy);
    expect(counts).toMatchObject({ answers: 4, uncheckedAnswers: 0 });
    expect(counts.violations).toEqual({ 'content.status-colors-are-hex': 1, 'schema.listing-answers-match-openapi': 1 });
  } finally {
    await proxy.close();
  }
});

/** A GET whose answer is read only after `pauseMs`: the proxy's write of it waits that long. */
function slowGet(url: string, path: string, pauseMs: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const { hostname, port } = new URL(url);
    const socket = connect(Number(port), hostname, () => {
      socket.write(`GET ${path} HTTP/1.1\r\nHost: ${hostname}\r\nAuthorization: ${AUTH.Authorization}\r\nConnection: close\r\n\r\n`);
      socket.pause();
      setTimeout(() => socket.resume(), pauseMs);
    });
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('end', () => resolve(Buffer.concat(chunks)));
    socket.on('error', reject);
  });
}

test('a client that takes its answer late gets it byte for byte; the buffer is transferred to the checks thread only once the write of it finished, and judged', async () => {
  // In order: the proxy's answers finishing, and each answer's body handed over (and how).
  const events: string[] = [];
  let proxyPort = 0;
  const emit = ServerResponse.prototype.emit;
  const finishes = jest.spyOn(ServerResponse.prototype, 'emit').mockImplementation(function (this: ServerResponse, event, ...rest) {
    if (event === 'finish' && this.socket?.localPort === proxyPort && this.req.url !== REPORT_PATH) events.push('finish');
    return emit.call(this, event, ...rest);
  });
  const reserve = CheckQueue.prototype.reserve;
  const handOvers = jest.spyOn(CheckQueue.prototype, 'reserve').mockImplementation(function (this: CheckQueue, job) {
    const place = reserve.call(this, job);
    return place && { done: place.done, handOver: (transfer) => (events.push(`hand over, transfer: ${transfer}`), place.handOver(transfer)) };
  });
  const proxy = await startProxy(mock.url, { violationsHeader: false });
  proxyPort = Number(new URL(proxy.url).port);
  try {
    const path = `${LISTING}&fields=*&limit=200`;
    const direct = Buffer.from(await (await fetch(`${mock.url}${path}`, { headers: AUTH })).arrayBuffer());
    expect(direct.length).toBeGreaterThan(400_000);
    const raw = await slowGet(proxy.url, path, 300);
    expect(raw.subarray(raw.indexOf('\r\n\r\n') + 4).equals(direct)).toBe(true);
    expect(await report(proxy)).toMatchObject({ answers: 1, violations: {}, uncheckedAnswers: 0 });
    expect(events).toEqual(['finish', 'hand over, transfer: true']);
  } finally {
    finishes.mockRestore();
    handOvers.mockRestore();
    await proxy.close();
  }
});
