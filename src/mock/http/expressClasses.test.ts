import { execFile } from 'node:child_process';
import { get, IncomingMessage, ServerResponse, type RequestListener } from 'node:http';
import { promisify } from 'node:util';
import express from 'express';
import { listen, type RequestClasses } from '../../net/server/listen';
import { DETACHED_MAPS, requestClassesOf } from './expressClasses';

/** Serves `app` (made with `classes`) for one GET of `path`; resolves to the answer's status and body. */
async function getThrough(app: RequestListener, path: string, classes?: RequestClasses): Promise<{ status: number; body: string }> {
  const server = await listen(app, 0, '127.0.0.1', true, undefined, 1, classes);
  try {
    return await new Promise((resolve, reject) => {
      get(`${server.url}${path}`, (response) => {
        let body = '';
        response.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
        response.once('end', () => resolve({ status: response.statusCode!, body }));
      }).once('error', reject);
    });
  } finally {
    await server.close();
  }
}

// Made on every Node (`needed`), so that the classes are tested where the server leaves them out too.
test("a request and its response arrive on the app's own prototypes, and Express serves them as before", async () => {
  const app = express();
  const classes = requestClassesOf(app, true);
  expect(requestClassesOf(app, true)).toBe(classes);
  const before: unknown[] = [];
  app.get('/x', (req, res) => {
    res.status(201).json({ app: req.app === app, query: req.query, constructors: [req.constructor === IncomingMessage, res.constructor === ServerResponse], kinds: [req instanceof IncomingMessage, res instanceof ServerResponse] });
  });
  const arriving: RequestListener = (req, res) => {
    before.push(Object.getPrototypeOf(req) === app.request, Object.getPrototypeOf(res) === app.response);
    app(req, res);
  };
  const answer = await getThrough(arriving, '/x?a=1', classes);
  expect(before).toEqual([true, true]);
  expect(answer).toEqual({ status: 201, body: JSON.stringify({ app: true, query: { a: '1' }, constructors: [true, true], kinds: [true, true] }) });
});

test('an app mounted in another still finds itself as req.app: its prototypes keep their own properties', async () => {
  const parent = express();
  const mounted = express();
  requestClassesOf(mounted, true);
  mounted.get('/x', (req, res) => res.json({ mounted: req.app === mounted, baseUrl: req.baseUrl }));
  parent.use('/sub', mounted);
  expect(await getThrough(parent, '/sub/x')).toEqual({ status: 200, body: JSON.stringify({ mounted: true, baseUrl: '/sub' }) });
});

/**
 * Two requests (after a first) held in their handler at once, then V8 asked whether each pair (the requests, the
 * responses) shares one map (`%HaveSameMap`, in a child process with natives syntax): with
 * node:http's own classes, Express's prototype change gives each its own map up to Node 22, not on 24;
 * with the app's, on none.
 */
async function sameMaps(own: boolean): Promise<{ requests: boolean; responses: boolean }> {
  const script = `
    const http = require('node:http');
    const express = require('express');
    const { listen } = require('./src/net/server/listen');
    const { requestClassesOf } = require('./src/mock/http/expressClasses');
    const app = express();
    let first = true;
    const held = [];
    app.get('/', (req, res) => {
      if (first) return (first = false), res.end();
      held.push([req, res]);
      if (held.length < 2) return;
      setImmediate(() => {
        const [[req1, res1], [req2, res2]] = held;
        console.log(JSON.stringify({ requests: %HaveSameMap(req1, req2), responses: %HaveSameMap(res1, res2) }));
        for (const [, res] of held) res.end();
      });
    });
    listen(app, 0, '127.0.0.1', true, undefined, 1, ${own} ? requestClassesOf(app, true) : {}).then(async (server) => {
      const agent = new http.Agent({ keepAlive: true });
      const once = () => new Promise((resolve) => http.get(server.url, { agent }, (res) => res.resume().once('end', resolve)));
      await once();
      await Promise.all([once(), once()]);
      await server.close();
    });`;
  const { stdout } = await promisify(execFile)(process.execPath, ['--allow-natives-syntax', '-r', 'ts-node/register/transpile-only', '-e', script], { timeout: 30_000 });
  return JSON.parse(stdout.trim().split('\n').pop()!) as { requests: boolean; responses: boolean };
}

test("requests and responses made by the app's classes share their maps; node:http's only where DETACHED_MAPS says so", async () => {
  expect(await sameMaps(false)).toEqual({ requests: !DETACHED_MAPS, responses: !DETACHED_MAPS });
  expect(await sameMaps(true)).toEqual({ requests: true, responses: true });
}, 60_000);

test("where node:http's requests share their maps, the app is left as it is and node:http's classes serve", () => {
  const app = express();
  const { request, response } = app;
  const classes = requestClassesOf(app);
  expect(Object.keys(classes).length > 0).toBe(DETACHED_MAPS);
  expect([app.request === request, app.response === response]).toEqual([!DETACHED_MAPS, !DETACHED_MAPS]);
});
