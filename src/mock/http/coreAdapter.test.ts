// Tests that the Express adapter sends the core's headers in its order and case, each once.
import express from 'express';
import { get, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { bytesAnswer, JSON_TYPE, utf8, type HeaderList } from '../pipeline/answer';
import type { MockCore } from '../pipeline/createCore';
import { answerThroughCore } from './coreAdapter';

/** An app whose core answers every request with these headers and a small JSON body. */
function appAnswering(headers: HeaderList) {
  const core: MockCore = { handle: () => Promise.resolve(bytesAnswer(200, headers, JSON_TYPE, utf8('{"ok":true}'))) };
  // As createApp's: no header set before the adapter's.
  return express().disable('x-powered-by').use(answerThroughCore(core, false));
}

/** The header lines as sent (names and values in order, without those Node adds itself) and the body, over loopback. */
async function answerOf(app: express.Express): Promise<{ lines: string[]; text: string }> {
  const server: Server = await new Promise((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  try {
    return await new Promise((resolve, reject) => {
      get(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`, (res) => {
        const raw = res.rawHeaders;
        const lines: string[] = [];
        for (let i = 0; i < raw.length; i += 2) if (!['connection', 'keep-alive'].includes(raw[i].toLowerCase())) lines.push(`${raw[i]}: ${raw[i + 1]}`);
        let text = '';
        res.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ lines, text }));
      }).on('error', reject);
    });
  } finally {
    server.close();
  }
}

describe("the Express adapter sends the core's headers", () => {
  test('in its order and case, each once', async () => {
    const res = await answerOf(
      appAnswering([
        ['X-Content-Type-Options', 'nosniff'],
        ['Date', 'Sun, 01 Mar 2026 12:00:00 GMT'],
        ['Access-Control-Allow-Origin', '*'],
      ]),
    );
    expect(res.lines).toEqual([
      'X-Content-Type-Options: nosniff',
      'Date: Sun, 01 Mar 2026 12:00:00 GMT',
      'Access-Control-Allow-Origin: *',
      `Content-Type: ${JSON_TYPE}`,
      'Content-Length: 11',
    ]);
    expect(res.text).toBe('{"ok":true}');
  });

  test('a name given twice (in any case) goes out once, with its last value', async () => {
    const res = await answerOf(
      appAnswering([
        ['X-Reading', 'first'],
        ['Date', 'Sun, 01 Mar 2026 12:00:00 GMT'],
        ['x-reading', 'second'],
      ]),
    );
    const { lines } = res;
    // Node sends the name as the last setHeader gave it.
    expect(lines.map((line) => line.toLowerCase()).filter((line) => line.startsWith('x-reading:'))).toEqual(['x-reading: second']);
    expect(res.text).toBe('{"ok":true}');
  });
});
