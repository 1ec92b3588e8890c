// The live journal's streams are bounded in number, and each new entry reaches every open one.
import http from 'node:http';
import { AUTH, LISTING, testApp } from '../testing/testApp';
import { listenLocally } from '../../net/testing/listenLocally';
import { JOURNAL_PAGE_PATH, MAX_JOURNAL_STREAMS } from './journalPage';

/** Opens the event stream: its status once the headers come, what it has received so far, and a way to close it. */
function stream(url: string): Promise<{ status: number; text: () => string; close: () => void }> {
  return new Promise((resolve, reject) => {
    const request = http.get(`${url}${JOURNAL_PAGE_PATH}/events`, (response) => {
      let received = '';
      response.setEncoding('utf8').on('data', (chunk: string) => (received += chunk));
      resolve({ status: response.statusCode ?? 0, text: () => received, close: () => request.destroy() });
    });
    request.on('error', reject);
  });
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

test(`${MAX_JOURNAL_STREAMS} pages stream at once, the next is a 503; an entry reaches each open stream`, async () => {
  const server = await listenLocally(testApp({ count: 30, journalPage: true }).app);
  const open: Awaited<ReturnType<typeof stream>>[] = [];
  try {
    for (let i = 0; i < MAX_JOURNAL_STREAMS; i++) open.push(await stream(server.url));
    expect(open.map((s) => s.status)).toEqual(Array(MAX_JOURNAL_STREAMS).fill(200));
    const refused = await stream(server.url);
    expect(refused.status).toBe(503);
    refused.close();
    await (await fetch(`${server.url}${LISTING}&limit=2`, { headers: AUTH })).text();
    await pause(200);
    for (const s of open) expect(s.text()).toContain('"query":"type=releases.ReleasePage&limit=2"');
    open.pop()!.close();
    await pause(200);
    const again = await stream(server.url);
    expect(again.status).toBe(200);
    open.push(again);
  } finally {
    for (const s of open) s.close();
    await server.close();
  }
});
