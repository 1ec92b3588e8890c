// Faults are not contract failures: a server or network that breaks down in the middle of a run
// ends the run with one line saying what came back (exit code 2), and no rule fails for it.
import express, { type Express, type Response } from 'express';
import { runSuite, type SuiteRun } from '../src/contract/suite/runSuite';
import { listen } from '../src/mock/testing/listen';
import { testApp } from '../src/mock/testing/testApp';

const { app: mock } = testApp({ count: 230, validateResponses: false });
/** Requests answered normally before the fault starts: past the snapshot, into the rules. */
const HEALTHY_REQUESTS = 12;

/** The mock, until HEALTHY_REQUESTS have been answered; then every request meets `fault`. */
function breakingDown(fault: (res: Response) => void): Express {
  let served = 0;
  const app = express();
  app.use((_req, res, next) => (++served > HEALTHY_REQUESTS ? fault(res) : next()));
  app.use(mock);
  return app;
}

async function runAgainst(app: Express): Promise<SuiteRun> {
  const server = await listen(app);
  try {
    return await runSuite({ baseUrl: server.url, token: 'dev-token', profile: 'spec', maxRetries: 1, timeoutMs: 500 });
  } finally {
    await server.close();
  }
}

const HTML_502 = '<html>\n<head><title>502 Bad Gateway</title></head>\n<body>\n<center><h1>502 Bad Gateway</h1></center>\n<hr><center>nginx</center>\n</body>\n</html>\n';

test.each<[string, (res: Response) => void, RegExp]>([
  ['connections reset', (res) => res.socket?.destroy(), /did not answer \((ECONNRESET|UND_ERR_SOCKET|other side closed|SocketError)[^)]*\) after 2 tries/],
  ['an HTML 502 page', (res) => res.status(502).type('html').send(HTML_502), /answered a server error \(status 502, text\/html; charset=utf-8: <html> <head><title>502 Bad Gateway<\/title>/],
  ['a JSON 500', (res) => res.status(500).json({ error: 'boom' }), /answered a server error \(status 500, application\/json; charset=utf-8: \{"error":"boom"\}\)/],
  ['truncated JSON', (res) => res.status(200).type('json').send('{"meta": {"total_count": 230}, "items": [{"id": 1'), /answered a body that is not JSON \(status 200, application\/json/],
  ['a redirect to another host', (res) => res.redirect(302, 'https://sso.example.com/login'), /answered a redirect, which the suite does not follow \(status 302, redirected to https:\/\/sso\.example\.com\/login\)/],
  ['a 429 asking to wait an hour', (res) => res.status(429).set('Retry-After', '3600').json({ detail: 'Request was throttled.' }), /answered 429 with Retry-After: 3600, longer than the 30 s the suite waits/],
  ['no answer at all', () => undefined, /did not answer \(no answer within 500 ms\) after 2 tries/],
])('%s: the run ends with one line saying what came back, and no rule fails for it', async (_name, fault, message) => {
  const run = await runAgainst(breakingDown(fault));
  expect(run.fault).toMatch(message);
  expect(run.fault).not.toContain('\n');
  expect(run.fault).not.toContain('dev-token');
  expect(run.results.filter((r) => r.outcome === 'failed').map((r) => r.rule.name)).toEqual([]);
  expect(run.results.length).toBeGreaterThan(0);
}, 30_000);

test('a fault before the listing is read ends the run at once, with no results', async () => {
  const app = express();
  app.use((_req, res) => res.status(503).type('html').send('<h1>Service Unavailable</h1>'));
  const run = await runAgainst(app);
  expect(run.fault).toMatch(/answered a server error \(status 503, text\/html; charset=utf-8: <h1>Service Unavailable<\/h1>\)/);
  expect(run.results).toEqual([]);
});

test('a token the server refuses ends the run, saying so', async () => {
  const server = await listen(mock);
  try {
    const run = await runSuite({ baseUrl: server.url, token: 'not-a-token', profile: 'spec' });
    expect(run.fault).toBe('the token was refused: 401 {"detail":"Invalid token."}');
    expect(run.results).toEqual([]);
  } finally {
    await server.close();
  }
});
