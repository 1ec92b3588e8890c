import express, { type ErrorRequestHandler, type RequestHandler } from 'express';
import request from 'supertest';
import { firstStepOf, raisePassedError } from './firstStep';

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
