// Faults are not contract failures: a server or network that breaks down in the middle of a run
// ends the run with one line saying what came back (exit code 2), and no rule fails for it.
import express, { type Express, type NextFunction, type Response } from 'express';
import { runContract } from '../src/contract/cli';
import { runSuite, type SuiteRun } from '../src/contract/suite/runSuite';
import { listenLocally } from '../src/net/testing/listenLocally';
import { testApp } from '../src/mock/testing/testApp';

const { app: mock } = testApp({ count: 230, validateResponses: false });
/** Requests answered normally before the fault starts: past the snapshot, into the rules. */
const HEALTHY_REQUESTS = 12;

/** A fault answers instead of the mock, or changes the mock's answer and lets it through (`next`). */
type Fault = (res: Response, next: NextFunction) => void;

/** The mock, until HEALTHY_REQUESTS have been answered; then every request meets `fault`. */
function breakingDown(fault: Fault): Express {
  let served = 0;
  const app = express();
  app.use((_req, res, next) => (++served > HEALTHY_REQUESTS ? fault(res, next) : next()));
  app.use(mock);
  return app;
}

/** The mock's answer, whatever its body, sent as `type`. */
const sentAs =
  (type: string): Fault =>
  (res, next) => {
    const setHeader = res.setHeader.bind(res);
    res.setHeader = (name, value) => setHeader(name, name.toLowerCase() === 'content-type' ? type : value);
    next();
  };

/** Request number HEALTHY_REQUESTS + 1 only is a 429 asking to wait a second; the wait it was given is kept. */
function throttledOnce(): { app: Express; waitedMs: () => number | undefined } {
  let served = 0;
  let throttled: { url: string; at: number } | undefined;
  let waitedMs: number | undefined;
  const app = express();
  app.use((req, res, next) => {
    if (++served === HEALTHY_REQUESTS + 1) {
      throttled = { url: req.url, at: performance.now() };
      res.status(429).set('Retry-After', '1').json({ detail: 'Request was throttled. Expected available in 1 second.' });
      return;
    }
    if (throttled && req.url === throttled.url && waitedMs === undefined) waitedMs = performance.now() - throttled.at;
    next();
  });
  app.use(mock);
  return { app, waitedMs: () => waitedMs };
}

async function runAgainst(app: Express): Promise<SuiteRun> {
  const server = await listenLocally(app);
  try {
    return await runSuite({ baseUrl: server.url, token: 'dev-token', profile: 'spec', maxRetries: 1, timeoutMs: 500 });
  } finally {
    await server.close();
  }
}

const HTML_502 =
  '<html>\n<head><title>502 Bad Gateway</title></head>\n<body>\n<center><h1>502 Bad Gateway</h1></center>\n<hr><center>nginx</center>\n</body>\n</html>\n';

const HTML_SIGN_IN = '<!doctype html><html><head><title>Sign in</title></head><body><form action="/login"></form></body></html>';

test.each<[string, Fault, RegExp]>([
  ['connections reset', (res) => res.socket?.destroy(), /did not answer \((ECONNRESET|UND_ERR_SOCKET|other side closed|SocketError)[^)]*\) after 2 tries/],
  [
    'an HTML 502 page',
    (res) => res.status(502).type('html').send(HTML_502),
    /answered a server error \(status 502, text\/html; charset=utf-8: <html> <head><title>502 Bad Gateway<\/title>/,
  ],
  [
    'a JSON 500',
    (res) => res.status(500).json({ error: 'boom' }),
    /answered a server error \(status 500, application\/json; charset=utf-8: \{"error":"boom"\}\)/,
  ],
  [
    'truncated JSON',
    (res) => res.status(200).type('json').send('{"meta": {"total_count": 230}, "items": [{"id": 1'),
    /answered a body that is not JSON \(status 200, application\/json/,
  ],
  [
    'an HTML page sent as application/json',
    (res) => res.status(200).type('json').send(HTML_SIGN_IN),
    /answered a body that is not JSON \(status 200, application\/json; charset=utf-8: <!doctype html><html><head><title>Sign in/,
  ],
  [
    'a redirect to another host',
    (res) => res.redirect(302, 'https://sso.example.com/login'),
    /answered a redirect, which the suite does not follow \(status 302, redirected to https:\/\/sso\.example\.com\/login\)/,
  ],
  [
    'a 429 asking to wait an hour',
    (res) => res.status(429).set('Retry-After', '3600').json({ detail: 'Request was throttled.' }),
    /answered 429 with Retry-After: 3600, longer than the 30 s the suite waits/,
  ],
  ['no answer at all', () => undefined, /did not answer \(no answer within 500 ms\) after 2 tries/],
])(
  '%s: the run ends with one line saying what came back, and no rule fails for it',
  async (_name, fault, message) => {
    const run = await runAgainst(breakingDown(fault));
    expect(run.fault).toMatch(message);
    expect(run.fault).not.toContain('\n');
    expect(run.fault).not.toContain('dev-token');
    expect(run.results.filter((r) => r.outcome === 'failed').map((r) => r.rule.name)).toEqual([]);
    expect(run.results.length).toBeGreaterThan(0);
  },
  30_000,
);

test('a fault before the listing is read ends the run at once, with no results', async () => {
  const app = express();
  app.use((_req, res) => res.status(503).type('html').send('<h1>Service Unavailable</h1>'));
  const run = await runAgainst(app);
  expect(run.fault).toMatch(/answered a server error \(status 503, text\/html; charset=utf-8: <h1>Service Unavailable<\/h1>\)/);
  expect(run.results).toEqual([]);
});

test('a token the server refuses ends the run, saying so', async () => {
  const server = await listenLocally(mock);
  try {
    const run = await runSuite({ baseUrl: server.url, token: 'not-a-token', profile: 'spec' });
    expect(run.fault).toBe('the token was refused: 401 {"detail":"Invalid token."}');
    expect(run.results).toEqual([]);
  } finally {
    await server.close();
  }
});

test('JSON sent as text/html is no fault: the run completes, and only content.answers-are-json fails, naming the type', async () => {
  const run = await runAgainst(breakingDown(sentAs('text/html; charset=utf-8')));
  expect(run.fault).toBeUndefined();
  const failed = run.results.filter((r) => r.outcome === 'failed');
  expect(failed.map((r) => r.rule.name)).toEqual(['content.answers-are-json']);
  expect(JSON.stringify(failed[0])).toContain('Content-Type: text/html; charset=utf-8');
}, 30_000);

test('a short 429 with Retry-After is waited out as it asks, and the run completes with no failure', async () => {
  const { app, waitedMs } = throttledOnce();
  const run = await runAgainst(app);
  expect(run.fault).toBeUndefined();
  expect(run.results.filter((r) => r.outcome === 'failed').map((r) => r.rule.name)).toEqual([]);
  // Timers may fire a little early; the back-off without Retry-After would be 0.25 s.
  expect(waitedMs()).toBeGreaterThanOrEqual(950);
}, 30_000);

describe('through the command: the exit code README.md documents, and a fault in one line on stderr', () => {
  let stdout: jest.SpyInstance;
  let stderr: jest.SpyInstance;
  beforeEach(() => {
    stdout = jest.spyOn(console, 'log').mockImplementation(() => undefined);
    stderr = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  async function contract(app: Express): Promise<number> {
    const server = await listenLocally(app);
    try {
      const noLocalMock = () => Promise.reject(new Error('--base-url was given'));
      return await runContract(['--base-url', server.url, '--token', 'dev-token', '--timeout', '500'], noLocalMock);
    } finally {
      await server.close();
    }
  }

  test.each<[string, number, () => Express, RegExp | undefined]>([
    [
      'an HTML 502 page',
      2,
      () => breakingDown((res) => res.status(502).type('html').send(HTML_502)),
      /^contract: RP_ANSWER_FAULT_EVERYWHERE: stopped after \d+ rules: GET \S+ answered a server error \(status 502/,
    ],
    [
      'an HTML page sent as application/json',
      2,
      () => breakingDown((res) => res.status(200).type('json').send(HTML_SIGN_IN)),
      /^contract: RP_ANSWER_FAULT_EVERYWHERE: stopped after \d+ rules: GET \S+ answered a body that is not JSON/,
    ],
    ['JSON sent as text/html', 1, () => breakingDown(sentAs('text/html; charset=utf-8')), undefined],
    ['a short 429 with Retry-After', 0, () => throttledOnce().app, undefined],
  ])(
    '%s: exit code %i',
    async (_name, code, app, faultLine) => {
      expect(await contract(app())).toBe(code);
      const errors = stderr.mock.calls.map((call) => String(call[0]));
      expect(errors).toEqual(faultLine ? [expect.stringMatching(faultLine)] : []);
      expect(errors.join('')).not.toContain('\n');
      expect(stdout.mock.calls.map((call) => String(call[0])).join('\n')).toMatch(/^contract: \d+ passed, \d+ failed, \d+ skipped/m);
    },
    30_000,
  );
});
