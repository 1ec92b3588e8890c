// The browser build answers as the Node fetch handler does, for the same options: the shipped
// dataset and the validators compiled ahead of time against the generator and ajv at run time.
// Seeded requests (the fuzzing's listing and path requests, the admin routes with good and bad
// releases), sent in the same order to both: the same status, headers and body bytes.
import fc from 'fast-check';
import { createFetchHandler as nodeHandler } from '../fetch';
import { listingRequest, pathRequest } from '../mock/testing/fuzzRequests';
import { FIXED_NOW } from '../mock/testing/testApp';
import { releasePagesOf } from '../mock/data/releasePages';
import { defaultDataset } from '../mock/data/defaultDataset';
import { createClock } from '../mock/domain/clock';
import { BrowserDatasetError, createFetchHandler as browserHandler } from '.';

const SEED = 21;
const BASE = 'http://mock.test';
const OPTIONS = { now: FIXED_NOW, admin: true };
const AUTH: [string, string] = ['Authorization', 'Token dev-token'];
const JSON_TYPE: [string, string] = ['Content-Type', 'application/json'];

interface Sent {
  method: string;
  target: string;
  headers: [string, string][];
  body?: string;
}

function adminRequests(): Sent[] {
  const [page] = releasePagesOf(defaultDataset(createClock({ now: FIXED_NOW })), createClock({ now: FIXED_NOW }));
  const post = (body: unknown): Sent => ({ method: 'POST', target: '/__mock/releases', headers: [AUTH, JSON_TYPE], body: JSON.stringify(body) });
  return [
    post({ ...page, id: 900001 }),
    post([{ ...page, id: 900002, title: 'Zyxwvut Outlook' }]),
    post({ ...page, id: 900003, expected_date: '2026-02-30' }),
    post({ ...page, id: 900004, meta: { ...page.meta, html_url: 'not a url' } }),
    post([{ ...page, id: 'x' }]),
    { method: 'GET', target: '/api/v2/pages/?type=releases.ReleasePage&search=zyxwvut', headers: [AUTH] },
    { method: 'PUT', target: '/__mock/clock', headers: [AUTH, JSON_TYPE], body: '{"now":"2027-01-01T00:00:00Z"}' },
    { method: 'GET', target: '/api/v2/pages/?type=releases.ReleasePage&status=published&limit=5', headers: [AUTH] },
    { method: 'POST', target: '/__mock/reset', headers: [AUTH] },
  ];
}

function sampledRequests(): Sent[] {
  return [...fc.sample(listingRequest, { seed: SEED, numRuns: 800 }), ...fc.sample(pathRequest, { seed: SEED, numRuns: 400 })].map((r) => ({
    method: r.method,
    target: r.target,
    headers: r.headers,
  }));
}

/** A fetch Request, or undefined when fetch refuses it (a URL it cannot parse, a header or method it forbids). */
function requestOf(sent: Sent): Request | undefined {
  try {
    const url = new URL(sent.target, BASE);
    return url.origin === BASE ? new Request(url, { method: sent.method, headers: sent.headers, body: sent.body }) : undefined;
  } catch {
    return undefined;
  }
}

async function outcomeOf(answer: () => Promise<Response>): Promise<unknown> {
  try {
    const response = await answer();
    return { status: response.status, headers: [...response.headers], body: Buffer.from(await response.arrayBuffer()).toString('latin1') };
  } catch (error) {
    return { rejected: (error as Error).constructor.name };
  }
}

test("the browser build gives the Node fetch handler's status, headers and bytes for the same requests", async () => {
  const inNode = nodeHandler(OPTIONS);
  const inBrowser = browserHandler(OPTIONS);
  let compared = 0;
  for (const sent of [...sampledRequests(), ...adminRequests()]) {
    const request = requestOf(sent);
    if (!request) continue;
    const expected = await outcomeOf(() => inNode(request.clone()));
    expect({ sent, outcome: await outcomeOf(() => inBrowser(request)) }).toEqual({ sent, outcome: expected });
    compared += 1;
  }
  expect(compared).toBeGreaterThan(700);
}, 120_000);

test("a seed or count other than the shipped dataset's is refused in one sentence that says what to do", () => {
  expect(() => browserHandler({ seed: 7 })).toThrow(BrowserDatasetError);
  expect(() => browserHandler({ count: 40 })).toThrow(/serves the default dataset \(seed 42, count 500\) or fixtures; got seed 42, count 40/);
  expect(() => browserHandler({ count: 40, fixtures: [] })).not.toThrow();
});
