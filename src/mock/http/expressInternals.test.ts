// What expressInternals.ts relies on in Express, and what its two uses of them do: a first step before the router's walk, and requests made on the app's prototypes.
import { execFile } from 'node:child_process';
import { get, IncomingMessage, ServerResponse, type RequestListener } from 'node:http';
import { promisify } from 'node:util';
import express, { type ErrorRequestHandler, type RequestHandler } from 'express';
import request from 'supertest';
import { listen, type RequestClasses } from '../../net/server/listen';
import { DETACHED_MAPS, firstStepOf, raisePassedError, requestClassesOf } from './expressInternals';

// Each internal the module uses, asked of this Express on this Node: a failure here names the one that changed.
test("Express's app.handle hands each request to app.router.handle, already on app.request's and app.response's prototypes", async () => {
  const app = express();
  const router = app.router as unknown as { handle: (...args: unknown[]) => void };
  expect(typeof router.handle).toBe('function');
  const handle = router.handle;
  const seen: boolean[] = [];
  router.handle = function (this: unknown, req: unknown, res: unknown, done: unknown) {
    seen.push(Object.getPrototypeOf(req) === app.request, Object.getPrototypeOf(res) === app.response);
    return handle.call(this, req, res, done);
  };
  app.get('/', (_req, res) => void res.end('ok'));
  const answer = await request(app).get('/');
  expect([answer.status, answer.text]).toEqual([200, 'ok']);
  expect(seen).toEqual([true, true]);
});

test('where the router has no handle, the first step is its next layer; where the app has no prototypes, node:http makes its requests', () => {
  const app = express();
  app.use(raisePassedError);
  const router = app.router as unknown as { handle?: unknown; stack: { handle: unknown }[] };
  router.handle = undefined;
  const step: RequestHandler = (_req, _res, next) => next();
  firstStepOf(app, step);
  expect(router.stack.map((layer) => layer.handle)).toEqual([raisePassedError, step]);
  const bare = express();
  bare.request = undefined as never;
  expect(requestClassesOf(bare, true)).toEqual({});
});

/** An app whose first step answers `/answered`, passes `/passed` on, and fails on `/failed` (thrown or through `next`). */
function appWithFirstStep(seen: string[] = []) {
  const app = express();
  const step: RequestHandler = (req, res, next) => {
    seen.push(`step ${req.originalUrl}`);
    if (req.path === '/answered') return void res.status(201).end('answered');
    if (req.path === '/failed-thrown') throw new Error('thrown');
    if (req.path === '/failed-next') return next(new Error('passed'));
    res.setHeader('X-Step', 'passed on');
    next();
  };
  app.use(raisePassedError);
  app.use((req, _res, next) => (seen.push(`router ${req.originalUrl}`), next()));
  app.get('/passed', (_req, res) => void res.end('route'));
  app.use((_req, res) => void res.status(404).end('not found'));
  // Four parameters, or Express would not take it for an error handler.
  const errors: ErrorRequestHandler = (error: Error, _req, res, next) => void (res.headersSent ? next(error) : res.status(500).end(`error: ${error.message}`));
  app.use(errors);
  firstStepOf(app, step);
  return app;
}

test('the first step answers alone, before any layer of the router', async () => {
  const seen: string[] = [];
  const answer = await request(appWithFirstStep(seen)).get('/answered?x=1');
  expect([answer.status, answer.text]).toEqual([201, 'answered']);
  expect(seen).toEqual(['step /answered?x=1']);
});

test('passed on, the router walks its layers with what the step set', async () => {
  const seen: string[] = [];
  const app = appWithFirstStep(seen);
  const routed = await request(app).get('/passed');
  expect([routed.status, routed.text, routed.headers['x-step']]).toEqual([200, 'route', 'passed on']);
  expect(seen).toEqual(['step /passed', 'router /passed']);
  const unknown = await request(app).get('/elsewhere');
  expect([unknown.status, unknown.text]).toEqual([404, 'not found']);
});

test("the step's errors, thrown or passed to next, reach the error handler, and the next request is clean", async () => {
  const app = appWithFirstStep();
  for (const [path, message] of [
    ['/failed-thrown', 'error: thrown'],
    ['/failed-next', 'error: passed'],
  ]) {
    const failed = await request(app).get(path);
    expect([failed.status, failed.text]).toEqual([500, message]);
  }
  const after = await request(app).get('/passed');
  expect([after.status, after.text]).toEqual([200, 'route']);
});

test("mounted in another app, the step's answer goes through the response hooks the outer app set", async () => {
  const outer = express();
  const statuses: number[] = [];
  outer.use((_req, res, next) => {
    const status = res.status.bind(res);
    res.status = (code: number) => (statuses.push(code), status(code));
    next();
  });
  outer.use('/mock', appWithFirstStep());
  outer.use((_req, res) => void res.status(418).end('outer'));
  const answered = await request(outer).get('/mock/answered');
  expect([answered.status, answered.text]).toEqual([201, 'answered']);
  expect(statuses).toEqual([201]);
  // A request the mounted app passes on and does not route ends in its own 404, as any app's.
  const passed = await request(outer).get('/mock/passed');
  expect([passed.status, passed.text]).toEqual([200, 'route']);
  const outside = await request(outer).get('/other');
  expect([outside.status, outside.text]).toEqual([418, 'outer']);
});

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
    res.status(201).json({
      app: req.app === app,
      query: req.query,
      constructors: [req.constructor === IncomingMessage, res.constructor === ServerResponse],
      kinds: [req instanceof IncomingMessage, res instanceof ServerResponse],
    });
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
    const { requestClassesOf } = require('./src/mock/http/expressInternals');
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
  const { stdout } = await promisify(execFile)(process.execPath, ['--allow-natives-syntax', '-r', 'ts-node/register/transpile-only', '-e', script], {
    timeout: 30_000,
  });
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
