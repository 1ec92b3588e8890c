import express from 'express';
import { listen } from '../testing/listen';
import { rawExchange } from '../testing/rawExchange';

test('CONNECT is a 405 with a JSON body naming the allowed methods, not a connection closed unanswered', async () => {
  const served = await listen(express());
  try {
    const port = Number(new URL(served.url).port);
    const answer = await rawExchange(port, 'CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n', { timeoutMs: 2000 });
    expect(answer.status).toBe(405);
    expect(answer.headers.allow).toBe('GET, HEAD, OPTIONS');
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(JSON.parse(answer.body)).toEqual({ detail: 'Method "CONNECT" not allowed.' });
  } finally {
    await served.close();
  }
});
