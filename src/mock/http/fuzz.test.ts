// Property-based fuzzing of the running mock: random and adversarial query strings,
// paths, headers and Authorization values, sent as raw bytes to the real server in this process.
// For every one: an answer within REQUEST_TIMEOUT_MS, never a 5xx, a JSON body on every 4xx, no
// stack trace or internal path in any body, no release data without a valid token, and
// Object.prototype as it was. Seeded and bounded: the same cases on every run.
import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import pino from 'pino';
import { parseServerOptions, serverCommand } from '../options';
import { startServer } from '../server';
import { authorizationRequest, hasValidToken, headerRequest, listingRequest, pathRequest, requestBytes, type FuzzRequest } from '../testing/fuzzRequests';
import { answerProblem, INTERNALS } from '../testing/answerProblem';
import { rawExchange, type RawAnswer } from '../../net/testing/rawExchange';
import { FIXED_NOW } from '../testing/testApp';

/** Fixed, so that every run sends the same requests; fast-check prints it with any counterexample. */
const SEED = 13;
/** Cases per property, sized for the whole file to take well under a minute on a loaded 2-core machine. */
const RUNS = { listing: 1200, paths: 1200, headers: 1000, authorization: 600 };
/** The number of requests the fuzzing sends, which docs/robustness.md cites. */
const FUZZ_CASES = Object.values(RUNS).reduce((sum, runs) => sum + runs, 0);
/** Longer than any answer takes, even under load: no answer by then is a hang. */
const REQUEST_TIMEOUT_MS = 2000;

/** The request as text, percent escapes decoded, lower case: where an echo of its own text could show an internal-looking string. */
function looselyDecoded(text: string): string {
  return text
    .replace(/%([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
    .replace(/\+/g, ' ')
    .toLowerCase();
}

/** A request whose own text holds an internal-looking string could see it echoed in an error message: not a leak. */
const echoesNoInternals = (request: FuzzRequest) => {
  const text = `${request.target}\n${request.headers.map(([name, value]) => `${name}: ${value}`).join('\n')}`;
  return !INTERNALS.some((marker) => text.toLowerCase().includes(marker) || looselyDecoded(text).includes(marker));
};

const prototypeNames = () => Object.getOwnPropertyNames(Object.prototype).sort();
const PROTOTYPE_NAMES = prototypeNames();

/** Every invariant on one exchange; throws naming the first one broken. */
function checkAnswer(request: FuzzRequest, answer: RawAnswer): void {
  const problem = answerProblem(answer, { head: request.method === 'HEAD', validToken: hasValidToken(request) });
  if (problem) throw new Error(problem);
  if (JSON.stringify(prototypeNames()) !== JSON.stringify(PROTOTYPE_NAMES) || ({} as { polluted?: unknown }).polluted !== undefined) {
    throw new Error(`Object.prototype changed: ${prototypeNames().join(', ')}`);
  }
}

let port: number;
let close: () => Promise<void>;

beforeAll(async () => {
  const options = parseServerOptions(['--port', '0', '--now', FIXED_NOW], serverCommand().exitOverride());
  const running = await startServer(options, pino({ level: 'silent' }));
  port = Number(new URL(running.url).port);
  close = () => new Promise((resolve) => running.server.close(() => resolve()));
}, 30_000);

afterAll(() => close());

/** The property every fuzzed request must keep. */
const answersSafely = (arbitrary: fc.Arbitrary<FuzzRequest>) =>
  fc.asyncProperty(arbitrary.filter(echoesNoInternals), async (request) => {
    checkAnswer(request, await rawExchange(port, requestBytes(request, port), { timeoutMs: REQUEST_TIMEOUT_MS, head: request.method === 'HEAD' }));
  });

describe(`${FUZZ_CASES} fuzzed requests (seed ${SEED}): no 5xx, no hang, JSON on every 4xx, no internals, no data without a token, Object.prototype untouched`, () => {
  test.each([
    ['query strings of the listing', listingRequest, RUNS.listing],
    ['paths and methods', pathRequest, RUNS.paths],
    ['headers', headerRequest, RUNS.headers],
    ['Authorization values', authorizationRequest, RUNS.authorization],
  ] as const)(
    '%s',
    async (_name, arbitrary, numRuns) => {
      await fc.assert(answersSafely(arbitrary), { seed: SEED, numRuns });
    },
    120_000,
  );
});

test('docs/robustness.md cites the number of fuzzed requests', () => {
  expect(readFileSync(join(__dirname, '..', '..', '..', 'docs', 'robustness.md'), 'utf8')).toContain(`${FUZZ_CASES.toLocaleString('en-US')} fuzzed requests`);
});
