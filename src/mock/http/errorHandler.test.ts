// Tests that a static file's 4xx and a handler's failure are JSON answers with their own status.
import express from 'express';
import request from 'supertest';
import { testApp } from '../testing/testApp';
import { errorHandler, notFound } from './errorHandler';

const { app } = testApp({ count: 20 });
const ASSET = '/docs/swagger-ui.css';

describe("a static file's 4xx is its own status with a JSON body, not a 500", () => {
  test.each([
    ['a range that ends before it starts', { Range: 'bytes=1-0' }],
    ['a range past the end', { Range: 'bytes=999999999-' }],
  ])('%s is 416 with Content-Range', async (_case, headers) => {
    const res = await request(app).get(ASSET).set(headers);
    expect(res.status).toBe(416);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.body).toEqual({ detail: 'Range Not Satisfiable.' });
    expect(res.headers['content-range']).toMatch(/^bytes \*\/[0-9]+$/);
  });

  test.each([
    ['If-Match another tag', { 'If-Match': '"another"' }],
    ['If-Unmodified-Since long ago', { 'If-Unmodified-Since': 'Sat, 01 Jan 2000 00:00:00 GMT' }],
  ])('%s is 412, without the headers of the file it did not send', async (_case, headers) => {
    const res = await request(app).get(ASSET).set(headers);
    expect(res.status).toBe(412);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.body).toEqual({ detail: 'Precondition Failed.' });
    for (const name of ['etag', 'last-modified', 'accept-ranges', 'cache-control']) expect([name, res.headers[name]]).toEqual([name, undefined]);
  });

  test('a range the file can satisfy is still 206', async () => {
    const res = await request(app).get(ASSET).set('Range', 'bytes=0-9');
    expect(res.status).toBe(206);
    expect(res.headers['content-length']).toBe('10');
  });
});

describe('the last handlers', () => {
  const failing = (error: unknown) =>
    express()
      .get('/fail', (_req, _res, next) => next(error))
      .use(notFound, errorHandler);

  test('what no route answers is the JSON 404', async () => {
    const res = await request(failing(undefined)).get('/nothing-here');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ detail: 'Not found.' });
  });

  test("a library's 4xx keeps its status, with a fixed text instead of its message", async () => {
    const res = await request(failing(Object.assign(new Error("Failed to decode param '<script>'"), { status: 400 }))).get('/fail');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ detail: 'Malformed request.' });
  });

  test('statusCode is read as status (body-parser and send set both, others only one)', async () => {
    const res = await request(failing({ statusCode: 413, message: 'request entity too large' })).get('/fail');
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ detail: 'Payload Too Large.' });
  });

  test("an error without a client status is the mock's own fault: a 500 that tells nothing of it", async () => {
    const res = await request(failing(new Error('secret internals'))).get('/fail');
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ message: 'internal server error' });
  });
});
