// Tests that what Node's parser refuses is a JSON error with the right status on every server.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { listen, type Listening } from './listen';
import { rawExchange, type RawAnswer } from '../testing/rawExchange';
import { slowApp } from '../testing/slowApp';
import { answerClientErrors } from './clientErrors';

let server: Listening;

beforeAll(async () => {
  server = await listen(slowApp, 0, '127.0.0.1');
});
afterAll(() => server.close());

function expectJsonError(answer: RawAnswer, status: number, detail: string) {
  expect(answer.status).toBe(status);
  expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
  expect(answer.headers['x-content-type-options']).toBe('nosniff');
  expect(answer.headers['connection']).toBe('close');
  expect(Number(answer.headers['content-length'])).toBe(Buffer.byteLength(answer.body));
  expect(JSON.parse(answer.body)).toEqual({ detail });
}

describe("what Node's parser refuses is a JSON error on every server listen() starts", () => {
  test('headers larger than the parser takes are 431', async () => {
    const answer = await rawExchange(server.url, `GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    expectJsonError(answer, 431, 'Request Header Fields Too Large.');
  });

  test('a URL longer than the parser takes is 431 too', async () => {
    const answer = await rawExchange(server.url, `GET /api/v2/pages/?search=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`);
    expectJsonError(answer, 431, 'Request Header Fields Too Large.');
  });

  test.each([
    ['a garbage request line', 'HELLO\r\n\r\n'],
    ['an unknown method', 'FOO /api/v2/pages/ HTTP/1.1\r\nHost: x\r\n\r\n'],
    ['both Content-Length and chunked', 'GET / HTTP/1.1\r\nHost: x\r\nContent-Length: 3\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n'],
    ['an HTTP/2 preface', 'PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n'],
  ])('%s is 400, in DRF words', async (_case, request) => {
    expectJsonError(await rawExchange(server.url, request), 400, 'Malformed request.');
  });

  test('CONNECT is 405 with Allow, not a closed connection', async () => {
    const answer = await rawExchange(server.url, 'CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n');
    expectJsonError(answer, 405, 'Method "CONNECT" not allowed.');
    expect(answer.headers['allow']).toBe('GET, HEAD, OPTIONS');
  });

  test('an Expect other than 100-continue is 417', async () => {
    const answer = await rawExchange(server.url, 'GET / HTTP/1.1\r\nHost: x\r\nExpect: teapot\r\nConnection: close\r\n\r\n');
    expect(answer.status).toBe(417);
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(JSON.parse(answer.body)).toEqual({ detail: 'Expectation Failed.' });
  });
});

test('a request that does not arrive within the request timeout is 408', async () => {
  const slow = createServer({ requestTimeout: 200, connectionsCheckingInterval: 50 }, () => undefined);
  answerClientErrors(slow);
  await new Promise<void>((resolve) => slow.listen(0, '127.0.0.1', resolve));
  try {
    // Headers that never end.
    const answer = await rawExchange(`http://127.0.0.1:${(slow.address() as AddressInfo).port}`, 'GET / HTTP/1.1\r\nHost: x\r\n');
    expectJsonError(answer, 408, 'Request Timeout.');
  } finally {
    slow.close();
  }
});
