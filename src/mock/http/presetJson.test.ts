// Tests of sending JSON bytes written ahead: validated as the body, sent with Express's own headers.
import express, { type RequestHandler } from 'express';
import request from 'supertest';
import { presetJsonBytes, sendJson, sendJsonBytes } from './presetJson';

/** Stands for the response validator: wraps res.json as it does, records what it checked, refuses bodies marked bad. */
function validatorLike(checked: unknown[]): RequestHandler {
  return (_req, res, next) => {
    const original = res.json;
    res.json = function (body: unknown) {
      res.json = original;
      checked.push(body);
      if ((body as { bad?: boolean }).bad) return res.status(500).json({ message: 'invalid' });
      return original.call(this, body);
    };
    next();
  };
}

function appWith(body: unknown, bytes: string) {
  const checked: unknown[] = [];
  const passed: string[] = [];
  const app = express();
  app.use(presetJsonBytes, validatorLike(checked));
  app.get('/', (_req, res) => sendJson(res, body, Buffer.from(bytes), () => passed.push(bytes)));
  return { app, checked, passed };
}

test('the validator checks the body, and the bytes given for it are what is sent', async () => {
  const body = { items: [1, 2] };
  // Bytes that differ from JSON.stringify(body) only in spacing show which ones were sent.
  const { app, checked, passed } = appWith(body, '{"items": [1, 2]}');
  const res = await request(app).get('/');
  expect(checked).toEqual([body]);
  expect(passed).toEqual(['{"items": [1, 2]}']);
  expect(res.text).toBe('{"items": [1, 2]}');
  expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
});

test("another body, such as the validator's error answer, is written as Express writes it", async () => {
  const { app, passed } = appWith({ bad: true }, '{"bad":true}');
  const res = await request(app).get('/');
  expect(passed).toEqual([]);
  expect(res.status).toBe(500);
  expect(res.text).toBe('{"message":"invalid"}');
});

test("JSON bytes are sent with the very headers Express's res.type('json') gives them", async () => {
  const bytes = '{"a":1}';
  const app = express();
  app.get('/theirs', (_req, res) => res.type('json').send(Buffer.from(bytes)));
  app.get('/ours', (_req, res) => sendJsonBytes(res, Buffer.from(bytes)));
  const [theirs, ours] = [await request(app).get('/theirs'), await request(app).get('/ours')];
  expect(ours.text).toBe(bytes);
  expect(ours.headers['content-type']).toBe(theirs.headers['content-type']);
  expect(ours.headers['content-length']).toBe(theirs.headers['content-length']);
  expect(ours.headers.etag).toBe(theirs.headers.etag);
});
