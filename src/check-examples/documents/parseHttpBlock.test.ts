// Tests of reading http blocks: request line, headers and response head.
import { headerOf, parseHttpBlock } from './parseHttpBlock';

const block = (text: string, line = 10) => ({ language: 'http', text, line });

test('a request line (HTTP version optional), its headers, then the response head after a blank line', () => {
  const { exchange, findings } = parseHttpBlock(
    block('GET /api/v2/pages/?type=x\nAuthorization: Token k\n\nHTTP/1.1 401 Unauthorized\nWWW-Authenticate: Token\n'),
  );
  expect(findings).toEqual([]);
  expect(exchange).toEqual({
    request: { method: 'GET', target: '/api/v2/pages/?type=x', headers: [{ name: 'Authorization', value: 'Token k', line: 11 }], line: 10 },
    response: { status: 401, headers: [{ name: 'WWW-Authenticate', value: 'Token', line: 14 }], line: 13 },
  });
});

test('the response head may come in a block of its own; without one there is no response head', () => {
  expect(parseHttpBlock(block('GET /a HTTP/1.1'), block('HTTP/1.1 403 Forbidden\nDate: Sun, 01 Mar 2026 12:00:00 GMT', 20)).exchange?.response).toEqual({
    status: 403,
    headers: [{ name: 'Date', value: 'Sun, 01 Mar 2026 12:00:00 GMT', line: 21 }],
    line: 20,
  });
  expect(parseHttpBlock(block('GET /a HTTP/1.1')).exchange?.response).toBeUndefined();
});

test('a block that does not start with a request line gives no exchange', () => {
  expect(parseHttpBlock(block('\nfetch the pages')).findings).toEqual([
    {
      check: 'parse',
      rule: 'example.is-well-formed',
      line: 11,
      message: 'the http block does not start with a request line such as `GET /api/v2/pages/?type=releases.ReleasePage HTTP/1.1`',
    },
  ]);
});

test('a body inside the http block (httpdomain) is the answer, from the line that opens it; a second status line is pointed at', () => {
  const { findings, body, exchange } = parseHttpBlock(block('GET /a\n\nHTTP/1.1 200 OK\nHTTP/1.1 400 Bad Request\n\n{"meta": {}}'));
  expect(exchange?.response?.status).toBe(200);
  expect(body).toEqual({ language: 'json', text: '{"meta": {}}', line: 15 });
  expect(findings).toEqual([
    { check: 'parse', rule: 'example.is-well-formed', line: 13, message: 'a second response status line: an example shows one answer' },
  ]);
});

test('a line that is no header before the body is pointed at', () => {
  const { findings } = parseHttpBlock(block('GET /a\nnot a header'));
  expect(findings).toEqual([
    {
      check: 'parse',
      rule: 'example.is-well-formed',
      line: 11,
      message: '`not a header` is neither a header (`Name: value`) nor a response status line; the body goes in the json block',
    },
  ]);
});

test('headers are found whatever their case', () => {
  const { exchange } = parseHttpBlock(block('GET /a\nauthorization: Token k'));
  expect(headerOf(exchange!.request.headers, 'Authorization')?.value).toBe('Token k');
});
